import { inflateSync } from 'node:zlib';
import { PdfRejectedError } from './extract-layout.ts';

/** Decompressed bytes a CV may hold in all its streams together; real CVs stay far below (ADR 061). */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const STREAM_RE = /stream\r?\n/g;

/**
 * Inflates every stream with native zlib under a hard output cap before pdf.js sees the file, so a small file
 * whose streams expand to gigabytes is refused in milliseconds instead of exhausting memory.
 */
export function assertNoInflationBomb(data: Uint8Array): void {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = buffer.toString('latin1');
  let budget = MAX_INFLATED_BYTES;
  for (const m of text.matchAll(STREAM_RE)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const first = buffer[start];
    // zlib streams start with 0x78; anything else is another filter or raw data.
    if (first !== 0x78) continue;
    try {
      const out = inflateSync(buffer.subarray(start, end), { maxOutputLength: budget + 1, finishFlush: 2 });
      budget -= out.length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) budget = -1;
    }
    if (budget < 0) throw new PdfRejectedError(422, 'The PDF expands to too much data to be processed');
  }
}
