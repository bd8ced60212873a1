import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@app/contracts/common/page-routes';
import { AppError, notFound } from '../errors.ts';
import { sendError } from './error-handler.ts';

/** Paths that belong to the API; everything else is the SPA (history fallback). */
const API_PREFIXES = [
  '/customer/api/',
  '/abs-testing/api/',
  '/feature-toggle/api/',
  '/cv-processor/api/',
  '/auth/',
  '/api/',
  '/ofrep/',
  '/dev/',
  '/docs',
  '/openapi.json',
  '/livez',
  '/readyz',
  '/metrics',
];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

export const webDistDir = join(import.meta.dirname, '../../../../web/dist');

interface Page {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

function loadPage(file: string): Page {
  return { html: readFileSync(file), br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`) };
}

/** The pages apps/web pre-rendered at build time (ADR 076), with their compressed copies: exact path -> page. */
function loadPrerendered(distDir: string): Map<string, Page> {
  const dir = join(distDir, 'prerendered');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([path, file]) => [path, loadPage(join(dir, file))]));
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built web app; a pre-rendered public page for its exact path, any other non-API GET index.html (the
 * app routes it): with 200 for a page of the shared page table, with 404 for any other path (the app then shows
 * SPEC's 404 text, and crawlers and monitoring see the status). Everything else gets the 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, distDir = webDistDir) {
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // apps/web's build writes .br and .gz beside every text asset (ADR 073).
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const indexPage = hasBuild ? loadPage(indexFile) : null;
  const prerendered = hasBuild ? loadPrerendered(distDir) : new Map<string, Page>();
  const allowedMethods = methodsByPath(app);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPageRequest && indexPage) {
      const prerenderedPage = prerendered.get(path);
      if (prerenderedPage) return sendPage(request, reply, prerenderedPage, 200);
      return sendPage(request, reply, indexPage, isKnownPagePath(path) ? 200 : 404);
    }
    // An API path that exists with other methods: 405 with Allow (RFC 9110 §15.5.6), not a 404.
    const allowed = isApiPath(request.url) ? allowedMethods(path) : [];
    if (allowed.length) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, new AppError(405, `Method ${request.method} is not allowed on ${path}`));
    }
    return sendError(reply, notFound(`Route ${request.method} ${path} not found`));
  });
}

/** The methods registered for a concrete path, from the route inventory (`:param` matches one segment, `*` the rest). */
function methodsByPath(app: FastifyInstance): (path: string) => string[] {
  let routes: { method: string; pattern: RegExp }[] | null = null;
  return (path) => {
    // Built on first use: by then every route is registered. (An app without the inventory gets plain 404s.)
    const inventory = (app.routeInventory as typeof app.routeInventory | undefined) ?? [];
    routes ??= inventory.map(({ method, url }) => ({
      method,
      pattern: new RegExp(
        `^${url
          .split(/(:[^/]+|\*)/)
          .map((part) =>
            part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('')}$`,
      ),
    }));
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
