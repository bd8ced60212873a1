// After `vite build` and `vite build --ssr src/app/prerender.tsx`: renders the public pages to static HTML in
// dist/prerendered/ (ADR 076). The server sends one of them for its exact path instead of the empty index.html.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBeside } from './compress.ts';
import { deferAppScripts, inertCopy, inlineLateBoundaries } from './prerender-markup.ts';

interface PrerenderedPage {
  html: string;
  title: string | null;
  description: string | null;
}
type RenderPage = (path: string, resources: Record<string, Record<string, unknown>>) => Promise<PrerenderedPage>;

/** SPEC §2's public pages (the demo result pages show a visitor's own results, so they stay client-rendered). */
const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/register',
  '/cookies',
  '/experiment',
  '/compare-chat',
  '/document-parsing',
  '/ab-testing',
  '/ai-translator',
  '/feature-toggle',
  '/ai-innovation',
  '/ai-services',
  '/cv-matcher',
  '/cv-parsing',
  '/multi-factor',
  '/marketplace',
];

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const outDir = join(dist, 'prerendered');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each stylesheet of the build with the class names it styles, read once for all pages. */
function readStylesheets(): { href: string; classes: string[] }[] {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({
      href: `/assets/${file}`,
      classes: [...readFileSync(join(dist, 'assets', file), 'utf8').matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!),
    }));
}
let stylesheets: ReturnType<typeof readStylesheets> | undefined;

/** The stylesheets of lazy chunks whose classes the page uses (index.html links only the entry's own). */
function stylesheetsFor(html: string, template: string): string[] {
  stylesheets ??= readStylesheets();
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
  return stylesheets
    .filter((sheet) => !template.includes(`href="${sheet.href}"`) && sheet.classes.some((name) => used.has(name)))
    .map((sheet) => sheet.href);
}

/**
 * Catalogues besides `common` that a page needs before its first render, preloaded on that page only: a preload the
 * page does not use within a few seconds is a console warning ("preloaded using link preload but not used").
 */
const PRELOADED_CATALOGUES: Record<string, string[]> = { '/': ['landing'] };

function withHead(template: string, page: PrerenderedPage, path: string): string {
  const links = [
    ...(PRELOADED_CATALOGUES[path] ?? []).map(
      (ns) => `<link rel="preload" href="/locales/en/${ns}.json" as="fetch" crossorigin="anonymous">`,
    ),
    ...stylesheetsFor(page.html, template).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ];
  let html = template.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  if (page.title) {
    const title = escapeHtml(page.title);
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    html = html.replace(/(<meta (?:property="og:title"|name="twitter:title") content=")[^"]*"/g, `$1${title}"`);
  }
  if (page.description) {
    const description = escapeHtml(page.description);
    html = html.replace(
      /(<meta (?:name="description"|property="og:description"|name="twitter:description") content=")[^"]*"/g,
      `$1${description}"`,
    );
  }
  return html;
}

async function main() {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');
  const ssrEntry = join(web, '.ssr', 'prerender.js');
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  const localesDir = join(web, 'public', 'locales', 'en');
  const en = Object.fromEntries(
    readdirSync(localesDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as unknown,
      ]),
  );

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const manifest: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) {
    const page = await renderPage(path, { en } as Record<string, Record<string, unknown>>);
    const html = deferAppScripts(withHead(template, page, path)).replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="" inert="">${inertCopy(inlineLateBoundaries(page.html))}</div>`,
    );
    const file = `${path === '/' ? 'index' : path.slice(1).replace(/\//g, '__')}.html`;
    writeFileSync(join(outDir, file), html);
    compressBeside(join(outDir, file));
    manifest[path] = file;
  }
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  rmSync(join(web, '.ssr'), { recursive: true, force: true });
  console.log(`Pre-rendered ${Object.keys(manifest).length} pages into dist/prerendered/`);
}

await main();
