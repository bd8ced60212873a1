import { parentPort } from 'node:worker_threads';
import { extractLayout, PdfRejectedError } from './extract-layout.ts';
import { assertNoInflationBomb } from './inflate-guard.ts';
import { parseCvLayout } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';

/** Runs inside a worker thread with memory limits; the pool terminates it on timeout (ADR 061). */
export interface ParseJob {
  id: number;
  data: Uint8Array;
  maxPages: number;
}

/** The smallest valid PDF: parsing it once loads pdf.js's own worker code before the first real document. */
const WARM_UP = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
);

const port = parentPort;
if (port) {
  const taxonomy = loadTaxonomy();
  // The pool starts a document's clock only once the worker says it is ready (a cold start is not the PDF's fault).
  void extractLayout(WARM_UP, 1).catch(() => undefined).finally(() => port.postMessage({ ready: true }));
  port.on('message', async (job: ParseJob) => {
    try {
      assertNoInflationBomb(job.data);
      const layout = await extractLayout(job.data, job.maxPages);
      if (layout.pages.every((p) => p.runs.length === 0)) {
        throw new PdfRejectedError(422, 'The PDF has no selectable text (scanned documents are not supported)');
      }
      port.postMessage({ id: job.id, ok: true, parsed: parseCvLayout(layout, taxonomy) });
    } catch (err) {
      const status = err instanceof PdfRejectedError ? err.status : 422;
      const message = err instanceof PdfRejectedError ? err.message : 'The PDF could not be read';
      port.postMessage({ id: job.id, ok: false, status, message });
    }
  });
}
