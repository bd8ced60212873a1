import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CV_MAX_PAGES } from '@app/contracts/cv-processor/parse-cv';
import type { PlatformDeps } from '../../platform/deps.ts';
import { ParseWorkerPool } from './pdf/worker-pool.ts';
import { loadTaxonomy } from './skills/skills-taxonomy.ts';
import { pickCvModel } from './llm/cv-model.ts';
import { CvService } from './cv/cv.service.ts';
import { registerCvRoutes } from './cv/cv.routes.ts';
import { registerTranslatorRoutes } from './translator/translator.routes.ts';
import { TranslatorService } from './translator/translator.service.ts';

/**
 * Limits of ADRs 061 and 084: two worker processes; 6 s of a worker's CPU time per document plus at most 3.5 s in the
 * queue stays under 10 s on a machine with CPU to spare, and the wall-time ceiling (twice the budget) bounds an answer
 * on a busy one. A 128 MiB heap is four times what the largest real CV we have needs. A scanned PDF read by OCR gets
 * 10 s per page (at most MAX_OCR_PAGES, plus one for loading the engine) from the moment OCR starts (ADR 081).
 */
const POOL = {
  size: 2,
  timeoutMs: 6_000,
  wallFactor: 2,
  memoryMb: 128,
  maxQueue: 16,
  queueWaitMs: 3_500,
  maxPages: CV_MAX_PAGES,
  ocrPageMs: 10_000,
};

/** Composition root of the cv-processor context: builds repositories and services, registers its routes. */
export async function cvProcessorPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { config, limiter, now, log } = opts.deps;
  const pool = new ParseWorkerPool(POOL);
  // Warm workers before the server takes traffic, so the first CV is not charged for loading pdf.js.
  await pool.whenReady(8_000);
  const model = pickCvModel(config.ai);
  const service = new CvService({ pool, taxonomy: loadTaxonomy(), model, now, log });
  const translator = new TranslatorService({ model, log });
  app.addHook('onClose', async () => {
    await pool.close();
    await translator.close();
  });
  // The contracts carry the full /cv-processor/api/v1 paths, so no prefix here. Multipart is registered in this scope
  // only: its per-request hooks would otherwise cost every other route (the OFREP hot path among them).
  await app.register(async (r) => {
    await r.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 10, fieldSize: 64 * 1024 } });
    registerCvRoutes(r, service, limiter);
    registerTranslatorRoutes(r, translator, limiter);
  });
}
