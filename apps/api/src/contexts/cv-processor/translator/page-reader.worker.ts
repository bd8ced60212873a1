import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildLines } from '../pdf/build-lines.ts';

/**
 * Reads a PDF on disk one page at a time (pdf.js range reads from the file, so memory follows the page, not the
 * file) inside a worker with memory limits; the translator asks for pages in order (ADR 065).
 */
type Request = { kind: 'open'; path: string } | { kind: 'page'; n: number };

const port = parentPort;
let doc: PDFDocumentProxy | null = null;

if (port) {
  port.on('message', async (req: Request) => {
    try {
      if (req.kind === 'open') {
        doc = await getDocument({
          url: pathToFileURL(req.path).href,
          disableFontFace: true,
          isEvalSupported: false,
          useSystemFonts: false,
          disableAutoFetch: true,
          rangeChunkSize: 256 * 1024,
          verbosity: 0,
        }).promise;
        port.postMessage({ ok: true, pageCount: doc.numPages });
        return;
      }
      if (!doc) throw new Error('not open');
      const page = await doc.getPage(req.n);
      const view = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, x: item.transform[4] as number, y: view.height - (item.transform[5] as number), width: item.width, size: Math.hypot(item.transform[2] as number, item.transform[3] as number) || item.height, bold: false, page: req.n }]
          : [],
      );
      const lines = buildLines({ pageCount: 1, pages: [{ width: view.width, height: view.height, runs }], links: [] });
      page.cleanup();
      port.postMessage({ ok: true, width: view.width, height: view.height, lines: lines.map((l) => ({ text: l.text, x: l.x, y: l.y, size: l.size })) });
    } catch {
      port.postMessage({ ok: false });
    }
  });
}
