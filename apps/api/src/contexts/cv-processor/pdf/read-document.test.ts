import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_OCR_PAGES, readDocument } from './read-document.ts';
import { longScanPdf } from '../test-support/scan-pdfs.ts';

const data = (file: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../data/eval', file)));

describe('readDocument', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the text layer of a text PDF without OCR', async () => {
    const doc = await readDocument(data('gen-01-one-column.pdf'), 20);
    expect(doc.ocrPages).toBe(0);
    expect(doc.layout.pages[0]?.runs.some((r) => r.text.includes('Maria Fernandes'))).toBe(true);
  });

  it('reads a scan by OCR from the packaged model, with no network request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let told = 0;
    const doc = await readDocument(data('scanned-gen-01.pdf'), 20, (pages) => (told = pages));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(told).toBe(1);
    expect(doc.ocrPages).toBe(1);
    expect(doc.ocrConfidence).toBeGreaterThan(0.5);
    const text = doc.layout.pages[0]?.runs.map((r) => r.text).join(' ');
    expect(text).toContain('maria.fernandes@example.com');
    expect(text).toContain('OutSystems');
  });

  it('reads the first MAX_OCR_PAGES pages of a longer scan by OCR and says how many the PDF has', async () => {
    // Page 1 is the scan, the others blank: nothing to recognise on them, so the test stays quick.
    const pages = MAX_OCR_PAGES + 2;
    let told = 0;
    const doc = await readDocument(new Uint8Array(longScanPdf(pages, { imagePages: 1 })), 20, (n) => (told = n));
    expect(told).toBe(MAX_OCR_PAGES);
    expect(doc.ocrPages).toBe(MAX_OCR_PAGES);
    expect(doc.pageCount).toBe(pages);
    expect(doc.layout.pages).toHaveLength(MAX_OCR_PAGES);
    expect(doc.layout.pages[0]?.runs.map((r) => r.text).join(' ')).toContain('Maria Fernandes');
  });
});
