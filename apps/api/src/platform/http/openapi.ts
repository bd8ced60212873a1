import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '@app/contracts/common/route';
import { addRoute, replyWith } from './route.ts';
import {
  CONSOLE_PREFIX,
  DOCS_FAVICON,
  consolePage,
  consoleTheme,
  loadDocsAssets,
  referencePage,
} from './docs/docs-page.ts';
import { referenceHtml, type OpenApiDocument } from './docs/reference-html.ts';
import { compress, replyCompressed, type Compressed } from './docs/compressed.ts';

const openApiRoute = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  response: z.record(z.string(), z.unknown()),
  summary: 'This API described in OpenAPI 3',
});

// Where @fastify/swagger-ui served the document while it lived at /docs (ADR 102): kept for existing clients.
const legacyOpenApiRoute = defineRoute({
  method: 'GET',
  path: '/docs/json',
  response: z.record(z.string(), z.unknown()),
});
const legacyOpenApiYamlRoute = defineRoute({ method: 'GET', path: '/docs/yaml', response: z.string() });

const referenceRoute = defineRoute({ method: 'GET', path: '/docs', response: z.string() });

const docsAssetRoute = defineRoute({
  method: 'GET',
  path: '/docs/assets/:file',
  params: z.object({ file: z.enum(['reference.css', 'theme.js', 'favicon.svg']) }),
  // The content hash of the files: a new version is a new URL, so each one may be cached for good.
  query: z.object({ v: z.string().max(64).optional() }),
  response: z.string(),
});

const HTML = 'text/html; charset=utf-8';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NovaStack API',
        version: '1.0.0',
        description:
          'Customer accounts, client credentials, server-side A/B testing, feature toggles (OFREP) and document AI.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const assets = await loadDocsAssets();
  const page = consolePage();
  await app.register(swaggerUi, {
    routePrefix: CONSOLE_PREFIX,
    // The site's own CSP (security.ts) holds here too: scripts from files of this origin only.
    staticCSP: false,
    theme: consoleTheme(assets),
    logo: { type: 'image/svg+xml', content: DOCS_FAVICON, href: '/' },
    // No Swagger top bar: the page's own header carries the product's name and the way back to the site.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: -1 },
    uiHooks: {
      // The page itself is ours (title, header, theme, viewport, deferred scripts); the plugin serves the rest.
      onRequest: (request, reply, done) => {
        const url = request.routeOptions.url;
        if (url !== CONSOLE_PREFIX && url !== `${CONSOLE_PREFIX}/`) return done();
        void reply.header('cache-control', 'no-cache').type(HTML).send(page);
      },
    },
  });

  // Written on first request, when every route is registered, then kept: the document does not change while running.
  let reference: Compressed | undefined;
  addRoute(app, referenceRoute, { hidden: true }, async ({ request }) => {
    reference ??= compress(referencePage(assets, referenceHtml(app.swagger() as OpenApiDocument)));
    return replyCompressed(request, reference, { 'content-type': HTML, 'cache-control': 'no-cache' });
  });
  const files = {
    'reference.css': { body: compress(assets.referenceCss), type: 'text/css; charset=utf-8' },
    'theme.js': { body: compress(assets.themeJs), type: 'text/javascript; charset=utf-8' },
    'favicon.svg': { body: compress(DOCS_FAVICON), type: 'image/svg+xml' },
  };
  addRoute(app, docsAssetRoute, { hidden: true }, async ({ params, query, request }) =>
    replyCompressed(request, files[params.file].body, {
      'content-type': files[params.file].type,
      'cache-control': query.v === assets.version ? 'public, max-age=31536000, immutable' : 'no-cache',
    }),
  );
  addRoute(app, openApiRoute, { hidden: true }, async () => replyWith(200, app.swagger()));
  addRoute(app, legacyOpenApiRoute, { hidden: true }, async () => replyWith(200, app.swagger()));
  addRoute(app, legacyOpenApiYamlRoute, { hidden: true }, async () =>
    replyWith(200, app.swagger({ yaml: true }), { 'content-type': 'application/x-yaml' }),
  );
}
