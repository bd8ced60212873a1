import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IsolatedWorker } from './isolated-worker.ts';
import type { ProbeReply } from '../test-support/pdfjs-probe.worker.ts';
import { BOMB_KINDS, bombPdf, encryptedBombPdf, streamObject } from '../test-support/bomb-pdfs.ts';
import { ascii85Encode, lzwEncode } from '../test-support/filter-encoders.ts';
import { assemblePdf } from '../test-support/pdf-builder.ts';

const MiB = 1024 * 1024;

function textPdf(filter: string, encode: (content: Buffer) => Buffer): Buffer {
  const content = Buffer.from('BT /F1 12 Tf 72 700 Td (Hello from an encoded stream) Tj ET');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject(`/Filter ${filter}`, encode(content)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** pdf.js on its own (no pre-scan), in a worker process with the decode bounds installed. */
describe('pdf.js decode bounds', { timeout: 60_000 }, () => {
  let worker: IsolatedWorker;
  let ready: Promise<unknown>;
  beforeAll(() => {
    worker = new IsolatedWorker(new URL('../test-support/pdfjs-probe.worker.ts', import.meta.url), {
      heapMb: 256,
      semiSpaceMb: 16,
    });
    ready = new Promise((resolve) => worker.once('message', resolve));
  });
  afterAll(() => worker.terminate());

  async function probe(data: Uint8Array, budget = 16 * MiB): Promise<ProbeReply> {
    await ready;
    const reply = new Promise<ProbeReply>((resolve) => worker.once('message', (m) => resolve(m as ProbeReply)));
    worker.postMessage({ data: new Uint8Array(data), budget });
    return reply;
  }

  it('reads the filters our test encoders write', async () => {
    for (const pdf of [
      textPdf('/LZWDecode', lzwEncode),
      textPdf('[/ASCII85Decode /FlateDecode]', (c) => ascii85Encode(deflateSync(c))),
    ]) {
      const reply = await probe(pdf);
      expect(reply).toMatchObject({ exceeded: false, error: null });
      expect(reply.text).toContain('Hello from an encoded stream');
    }
    const cv = readFileSync(join(import.meta.dirname, '../data/eval/gen-01-one-column.pdf'));
    expect(await probe(cv)).toMatchObject({ exceeded: false, error: null, text: expect.stringContaining('Maria') });
  });

  it.each(BOMB_KINDS.filter((kind) => kind !== 'inline-image'))('stops inside pdf.js on a %s bomb', async (kind) => {
    expect((await probe(bombPdf(kind))).exceeded).toBe(true);
  });

  it('stops on a bomb in an encrypted file, which no pre-scan can inflate', async () => {
    expect((await probe(encryptedBombPdf())).exceeded).toBe(true);
  });

  it('never decodes an inline image (images are removed before decoding)', async () => {
    expect(await probe(bombPdf('inline-image'))).toMatchObject({ exceeded: false, error: null });
  });
});
