import { PdfRejectedError } from './extract-layout.ts';
import { assertNoInflationBomb, MAX_INFLATED_BYTES, TOO_MUCH_DATA } from './inflate-guard.ts';
import { decodeBudgetExceeded, installPdfjsBounds, startDecodeBudget } from './pdfjs-bounds.ts';
import { readDocument } from './read-document.ts';
import { workerChannel } from './worker-channel.ts';
import { WARM_UP_PDF } from './warm-up.ts';
import { parseCvLayout } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';

/** Runs in a worker process with memory limits; the pool kills it on timeout (ADRs 061, 084). */
export interface ParseJob {
  id: number;
  data: Uint8Array;
  maxPages: number;
}

const port = workerChannel();
/** The document's own failure unless pdf.js stopped on the decode budget (it may have swallowed that error). */
function overBudget(err: unknown): unknown {
  return decodeBudgetExceeded() ? new PdfRejectedError(422, TOO_MUCH_DATA) : err;
}

if (port) {
  await installPdfjsBounds();
  const taxonomy = loadTaxonomy();
  // The pool starts a document's clock only once the worker says it is ready (a cold start is not the PDF's fault).
  void readDocument(WARM_UP_PDF, 1)
    .then((doc) => parseCvLayout(doc.layout, taxonomy, undefined, doc))
    .catch(() => undefined)
    .finally(() => port.post({ ready: true }));
  port.onMessage(async (job: ParseJob) => {
    try {
      await assertNoInflationBomb(job.data);
      startDecodeBudget(MAX_INFLATED_BYTES);
      // A scan is read by OCR; the pool is told first, so it gives the document OCR's time budget (ADR 081).
      const doc = await readDocument(job.data, job.maxPages, (ocrPages) => port.post({ id: job.id, ocrPages })).catch(
        (err: unknown) => {
          throw overBudget(err);
        },
      );
      if (decodeBudgetExceeded()) throw new PdfRejectedError(422, TOO_MUCH_DATA);
      port.post({ id: job.id, ok: true, parsed: parseCvLayout(doc.layout, taxonomy, undefined, doc) });
    } catch (err) {
      const status = err instanceof PdfRejectedError ? err.status : 422;
      const message = err instanceof PdfRejectedError ? err.message : 'The PDF could not be read';
      port.post({ id: job.id, ok: false, status, message });
    }
  });
}
