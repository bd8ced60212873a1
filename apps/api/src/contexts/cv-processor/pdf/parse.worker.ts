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

const port = parentPort;
if (port) {
  const taxonomy = loadTaxonomy();
  port.on('message', async (job: ParseJob) => {
    try {
      assertNoInflationBomb(job.data);
      const layout = await extractLayout(job.data, job.maxPages);
      port.postMessage({ id: job.id, ok: true, parsed: parseCvLayout(layout, taxonomy) });
    } catch (err) {
      const status = err instanceof PdfRejectedError ? err.status : 422;
      const message = err instanceof PdfRejectedError ? err.message : 'The PDF could not be read';
      port.postMessage({ id: job.id, ok: false, status, message });
    }
  });
}
