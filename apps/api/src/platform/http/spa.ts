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

/** Serves the built web app; unknown non-API GETs get index.html, everything else the 404 envelope. */
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
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPageRequest && indexHtml) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return sendError(reply, notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
