import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { replyWith, type RouteReply } from '../route.ts';

/** A text written once and sent many times, compressed once up front (the API reference and its files). */
export interface Compressed {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compress(text: string): Compressed {
  const raw = Buffer.from(text);
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/** The best encoding the client accepts (RFC 9110 §12.5.3; q-values are not weighed, as in spa.ts). */
export function replyCompressed(
  request: FastifyRequest,
  file: Compressed,
  headers: Record<string, string>,
): RouteReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const varied = { ...headers, vary: 'accept-encoding' };
  if (/\bbr\b/.test(accepted)) return replyWith(200, file.br, { ...varied, 'content-encoding': 'br' });
  if (/\bgzip\b/.test(accepted)) return replyWith(200, file.gzip, { ...varied, 'content-encoding': 'gzip' });
  return replyWith(200, file.raw, varied);
}
