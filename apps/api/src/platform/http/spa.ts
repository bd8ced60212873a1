import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors.ts';
import { sendError } from './error-handler.ts';

/** Paths that belong to the API; everything else is the SPA (history fallback). */
const API_PREFIXES = [
  '/customer/api/', '/abs-testing/api/', '/feature-toggle/api/', '/cv-processor/api/',
  '/auth/', '/api/', '/ofrep/', '/dev/', '/docs', '/openapi.json', '/livez', '/readyz', '/metrics',
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

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built web app; a pre-rendered public page for its exact path, any other non-API GET index.html (the
 * app routes it), everything else the 404 envelope.
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
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPageRequest && indexPage) return sendPage(request, reply, prerendered.get(request.url.split('?')[0]!) ?? indexPage);
    return sendError(reply, notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
