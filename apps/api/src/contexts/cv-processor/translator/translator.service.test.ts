import { pino } from 'pino';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { extractLayout } from '../pdf/extract-layout.ts';
import { buildLines } from '../pdf/build-lines.ts';
import { TranslatorService } from './translator.service.ts';

const log: FastifyBaseLogger = pino({ level: 'silent' });

async function englishPdf(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const lines of pages) {
    doc.addPage();
    for (const line of lines) doc.font('Helvetica').fontSize(12).text(line);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('TranslatorService', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'translator-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to start without a model', () => {
    const service = new TranslatorService({ model: null, log, dir });
    expect(() => service.assertConfigured()).toThrow('Translation is not configured');
  });

  it('writes a Chinese PDF with the same pages, page by page, and deletes it after download', async () => {
    const seen: string[][] = [];
    const service = new TranslatorService({
      model: null,
      log,
      dir,
      translate: async (lines) => {
        seen.push(lines);
        return lines.map((l) => (l === 'Hello world' ? '你好，世界' : `译文 ${l}`));
      },
    });
    const input = await englishPdf([['Hello world', 'First page'], ['Second page']]);
    const started = await service.start(Readable.from([input]), () => false);
    expect(started.status).toBe('queued');
    let job = service.get(started.id);
    for (let i = 0; i < 200 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = service.get(started.id);
    }
    expect(job).toMatchObject({ status: 'done', pagesDone: 2, pageCount: 2 });
    expect(seen).toEqual([['Hello world', 'First page'], ['Second page']]);
    const file = service.fileOf(started.id);
    const layout = await extractLayout(new Uint8Array(readFileSync(file.path)), 20);
    expect(layout.pageCount).toBe(2);
    const text = buildLines(layout)
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('你好，世界');
    expect(text).toContain('译文 Second page');
    await file.done();
    expect(() => service.get(started.id)).toThrow('Translation not found');
    await service.close();
  });

  it('refuses an upload that is not a PDF', async () => {
    const service = new TranslatorService({ model: null, log, dir, translate: async (l) => l });
    await expect(service.start(Readable.from([Buffer.from('hello')]), () => false)).rejects.toThrow(
      'Only PDF files are allowed',
    );
    await service.close();
  });
});
