import type { FastifyBaseLogger } from 'fastify';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import { AppError, serviceUnavailable } from '../../../platform/errors.ts';
import { PdfRejectedError } from '../pdf/extract-layout.ts';
import { QueueFullError, type ParseWorkerPool } from '../pdf/worker-pool.ts';
import type { ParsedCv } from '../parsing/parse-cv.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { scoreCv } from '../scoring/score-cv.ts';
import type { CvModel } from '../llm/cv-model.ts';
import { parseWithModel } from '../llm/llm-cv-parser.ts';
import { scoreWithModel } from '../llm/llm-cv-scorer.ts';

export interface CvServiceDeps {
  pool: Pick<ParseWorkerPool, 'parse'>;
  taxonomy: SkillsTaxonomy;
  model: CvModel | null;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Parse and score; the uploaded bytes live only for the request and nothing from them is logged. */
export class CvService {
  private readonly deps: CvServiceDeps;

  constructor(deps: CvServiceDeps) {
    this.deps = deps;
  }

  async parse(pdf: Uint8Array): Promise<CvParseResponse> {
    const parsed = await this.read(pdf);
    if (!this.deps.model) return parsed.result;
    try {
      return await parseWithModel(this.deps.model, parsed.text, parsed.result);
    } catch (err) {
      this.deps.log.warn({ model: this.deps.model.name, error: (err as Error).name }, 'cv parse model failed; heuristic result used');
      return parsed.result;
    }
  }

  async score(pdf: Uint8Array, jobText: string): Promise<CompatibilityScoreResponse> {
    const parsed = await this.read(pdf);
    const baseline = scoreCv(parsed, jobText, this.deps.taxonomy, new Date(this.deps.now()));
    if (!this.deps.model) return baseline;
    try {
      return await scoreWithModel(this.deps.model, parsed.text, jobText, baseline);
    } catch (err) {
      this.deps.log.warn({ model: this.deps.model.name, error: (err as Error).name }, 'cv score model failed; deterministic result used');
      return baseline;
    }
  }

  private async read(pdf: Uint8Array): Promise<ParsedCv> {
    try {
      return await this.deps.pool.parse(pdf);
    } catch (err) {
      if (err instanceof PdfRejectedError) throw new AppError(err.status, err.message, [{ field: 'file', message: err.message }]);
      if (err instanceof QueueFullError) throw serviceUnavailable('The CV parser is busy, please try again shortly', 2);
      throw err;
    }
  }
}
