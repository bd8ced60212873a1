import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `<file>.gz` and `<file>.br` beside a text asset, for @fastify/static's `preCompressed` (ADR 073): text
 * leaves compressed at no CPU cost per request. Files under 1 KB are not worth it.
 */
export function compressBeside(file: string): void {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
