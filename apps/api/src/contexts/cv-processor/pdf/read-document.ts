import type { PdfLayout } from './layout-types.ts';
import { extractLayout, PdfRejectedError } from './extract-layout.ts';
import { ocrLayout } from './ocr-layout.ts';
import { withImageDecoding } from './pdfjs-bounds.ts';

/**
 * Pages read by OCR at most (measurements in ADR 081, addendum "four pages"). On a dense scanned page under the
 * workers' heap flags a page took about 2 s (load 3.6–6 on two shared cores) and the RSS reached about 510 MiB after
 * four pages, then kept creeping (620 MiB after twelve). Each page holds one of the two workers for its seconds and
 * the pool allows 10 s a page. Four take in the three-page CVs of the corpus with one to spare; the answer says when
 * a scan was longer (`ocrPagesRead` < `pageCount`).
 */
export const MAX_OCR_PAGES = 4;

export interface DocumentText {
  layout: PdfLayout;
  /** Pages read by OCR (0 when the PDF has a text layer): the first MAX_OCR_PAGES at most. */
  ocrPages: number;
  /** Pages of the PDF. */
  pageCount: number;
  /** Mean OCR word confidence (0–1), null without OCR. */
  ocrConfidence: number | null;
}

/**
 * The text of a PDF: its text layer, or, when it has none (a scan), what OCR reads in its first pages (ADR 081).
 * `onOcr` is told before OCR starts, so the worker pool can give the document the time OCR needs.
 */
export async function readDocument(
  data: Uint8Array,
  maxPages: number,
  onOcr?: (pages: number) => void,
): Promise<DocumentText> {
  // pdf.js may take the buffer over; OCR opens the document a second time from this copy.
  const copy = data.slice();
  const layout = await extractLayout(data, maxPages);
  if (layout.pages.some((p) => p.runs.length > 0))
    return { layout, ocrPages: 0, pageCount: layout.pageCount, ocrConfidence: null };
  const pages = Math.min(layout.pageCount, MAX_OCR_PAGES);
  onOcr?.(pages);
  const ocr = await withImageDecoding(() => ocrLayout(copy, pages));
  const chars = ocr.layout.pages.reduce((n, p) => n + p.runs.reduce((m, r) => m + r.text.length, 0), 0);
  // An image-only PDF never gives an empty 200: no legible text is a clear 422.
  if (chars < 20) {
    throw new PdfRejectedError(422, 'The PDF has no selectable text and no legible text was found in its images');
  }
  return { layout: ocr.layout, ocrPages: pages, pageCount: layout.pageCount, ocrConfidence: ocr.confidence };
}
