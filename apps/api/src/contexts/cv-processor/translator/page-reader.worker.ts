import { pathToFileURL } from 'node:url';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildLines } from '../pdf/build-lines.ts';
import { MAX_INFLATED_BYTES, TOO_MUCH_DATA } from '../pdf/inflate-guard.ts';
import { workerChannel } from '../pdf/worker-channel.ts';
import { decodeBudgetExceeded, installPdfjsBounds, startDecodeBudget, TEXT_ONLY_OPTIONS } from '../pdf/pdfjs-bounds.ts';

/**
 * Reads a PDF on disk one page at a time (pdf.js range reads from the file, so memory follows the page, not the
 * file) in a worker process with memory limits; the translator asks for pages in order (ADR 065). Opening the file and
 * each page get the decode budget of ADR 084 (a translated document has no size limit, so the budget is per page).
 */
type Request = { kind: 'open'; path: string } | { kind: 'page'; n: number };

const port = workerChannel();
let doc: PDFDocumentProxy | null = null;

if (port) {
  await installPdfjsBounds();
  port.onMessage(async (req: Request) => {
    startDecodeBudget(MAX_INFLATED_BYTES);
    try {
      if (req.kind === 'open') {
        doc = await getDocument({
          url: pathToFileURL(req.path).href,
          ...TEXT_ONLY_OPTIONS,
          disableAutoFetch: true,
          rangeChunkSize: 256 * 1024,
        }).promise;
        if (decodeBudgetExceeded()) throw new Error(TOO_MUCH_DATA);
        port.post({ ok: true, pageCount: doc.numPages });
        return;
      }
      if (!doc) throw new Error('not open');
      const page = await doc.getPage(req.n);
      const view = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                x: item.transform[4] as number,
                y: view.height - (item.transform[5] as number),
                width: item.width,
                size: Math.hypot(item.transform[2] as number, item.transform[3] as number) || item.height,
                bold: false,
                page: req.n,
              },
            ]
          : [],
      );
      const lines = buildLines({ pageCount: 1, pages: [{ width: view.width, height: view.height, runs }], links: [] });
      page.cleanup();
      if (decodeBudgetExceeded()) throw new Error(TOO_MUCH_DATA);
      port.post({
        ok: true,
        width: view.width,
        height: view.height,
        lines: lines.map((l) => ({ text: l.text, x: l.x, y: l.y, size: l.size })),
      });
    } catch {
      port.post({ ok: false, message: decodeBudgetExceeded() ? TOO_MUCH_DATA : undefined });
    }
  });
}
