import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The API reference (issue 23, point 4): /docs is plain HTML written from the OpenAPI document, fast on a phone;
 * Swagger UI, whose bundle is large, waits at /docs/try for those who want to send requests from the browser.
 */
export const DOCS_TITLE = 'API reference | NovaStack';
export const CONSOLE_TITLE = 'Try the API | NovaStack';

const DESCRIPTION =
  'NovaStack API reference: customer accounts, client credentials, server-side A/B testing, feature toggles (OFREP) ' +
  'and document AI, with every request and answer described.';

/** The site's mark (apps/web/public/favicon.svg). */
export const DOCS_FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>' +
  '<path d="M9 22l7-13 7 13h-4l-3-6-3 6z" fill="#fff"/></svg>';

export const CONSOLE_PREFIX = '/docs/try';
const CONSOLE_STATIC = `${CONSOLE_PREFIX}/static`;
const THEME_CSS = 'novastack.css';
const THEME_JS = 'novastack.js';

/** The files of the pages (the CSP allows no inline style or script), with a content hash for long caching. */
export interface DocsAssets {
  referenceCss: string;
  consoleCss: string;
  themeJs: string;
  version: string;
}

const readHere = (file: string) => readFile(join(import.meta.dirname, file), 'utf8');

export async function loadDocsAssets(): Promise<DocsAssets> {
  const [base, reference, swagger, themeJs] = await Promise.all(
    ['docs-base.css', 'docs-reference.css', 'docs-swagger.css', 'docs-theme.js'].map(readHere),
  );
  const referenceCss = `${base}\n${reference}`;
  const version = createHash('sha256').update(referenceCss).update(themeJs!).digest('hex').slice(0, 12);
  return { referenceCss, consoleCss: `${base}\n${swagger}`, themeJs: themeJs!, version };
}

/** Stylesheet and script of the console, served by @fastify/swagger-ui as its `theme`. */
export function consoleTheme(assets: DocsAssets) {
  return {
    title: CONSOLE_TITLE,
    css: [{ filename: THEME_CSS, content: assets.consoleCss }],
    js: [{ filename: THEME_JS, content: assets.themeJs }],
    favicon: [{ filename: 'favicon.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: DOCS_FAVICON }],
  };
}

const icon = (className: string, path: string) =>
  `<svg class="docs-icon ${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

const MOON = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z';
const SUN =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4z' +
  'm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z';

/** Head and header shared by both pages: the product's name, the way back to the site, the theme toggle. */
function docsShell(title: string, head: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${DESCRIPTION}">
<meta name="theme-color" content="#0b0d12">
${head}
</head>
<body>
<header class="docs-header">
<a class="docs-brand" href="/">${DOCS_FAVICON.replace('<svg ', '<svg class="docs-icon" aria-hidden="true" focusable="false" ')}NovaStack</a>
<nav class="docs-nav" aria-label="Site">
<a href="/">Back to the site</a>
<a href="/openapi.json">OpenAPI JSON</a>
<button type="button" id="theme-toggle" class="docs-theme-toggle" aria-label="Switch to light theme">${icon('icon-moon', MOON)}${icon('icon-sun', SUN)}</button>
</nav>
</header>
<main>
${main}
</main>
</body>
</html>
`;
}

const INTRO = DESCRIPTION.replace('NovaStack API reference: ', 'Every NovaStack endpoint: ');

/** /docs: the reference itself (`content`: reference-html.ts), with one small script (the theme) and one stylesheet. */
export function referencePage(assets: DocsAssets, content: string): string {
  const asset = (file: string) => `/docs/assets/${file}?v=${assets.version}`;
  return docsShell(
    DOCS_TITLE,
    `<link rel="icon" type="image/svg+xml" href="${asset('favicon.svg')}">
<script src="${asset('theme.js')}"></script>
<link rel="stylesheet" href="${asset('reference.css')}">`,
    `<div class="docs-intro">
<h1>API reference</h1>
<p>${INTRO}</p>
<p class="docs-actions"><a href="${CONSOLE_PREFIX}">Try it out in Swagger UI</a></p>
</div>
${content}`,
  );
}

/** /docs/try: Swagger UI in the site's frame (its scripts deferred so the header and intro render first). */
export function consolePage(): string {
  return docsShell(
    CONSOLE_TITLE,
    `<link rel="icon" type="image/svg+xml" href="${CONSOLE_STATIC}/theme/favicon.svg">
<script src="${CONSOLE_STATIC}/theme/${THEME_JS}"></script>
<link rel="stylesheet" href="${CONSOLE_STATIC}/swagger-ui.css">
<link rel="stylesheet" href="${CONSOLE_STATIC}/theme/${THEME_CSS}">
<script src="${CONSOLE_STATIC}/swagger-ui-bundle.js" defer></script>
<script src="${CONSOLE_STATIC}/swagger-initializer.js" defer></script>`,
    `<div class="docs-intro">
<h1>Try the API</h1>
<p>Send requests to this server from the browser. <a href="/docs">Back to the API reference</a></p>
</div>
<h2 class="docs-endpoints">Endpoints by service</h2>
<div id="swagger-ui"></div>`,
  );
}
