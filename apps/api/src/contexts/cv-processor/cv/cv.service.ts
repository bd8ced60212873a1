import type { FastifyBaseLogger } from 'fastify';
import { AppError, serviceUnavailable } from '../../../platform/errors.ts';
import { PdfRejectedError } from '../pdf/extract-layout.ts';
import { QueueFullError, type ParseWorkerPool } from '../pdf/worker-pool.ts';
import type { ParsedCv } from '../parsing/parse-cv.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { scoreCv } from '../scoring/score-cv.ts';
import type { CompatibilityScore } from '../scoring/compatibility-score.ts';
import type { CvModel } from '../llm/cv-model.ts';
import { parseWithModel } from '../llm/llm-cv-parser.ts';
import { scoreWithModel } from '../llm/llm-cv-scorer.ts';
import type { CvFields, CvReading, FieldConfidence } from './cv-reading.ts';

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

  async parse(pdf: Uint8Array): Promise<CvReading> {
    const parsed = await this.read(pdf, 'file');
    const withMeta = (fields: CvFields): CvReading => ({
      fields,
      ocrUsed: parsed.meta.ocrUsed,
      ...(parsed.meta.ocrUsed ? { ocrPages: { read: parsed.meta.ocrPagesRead, of: parsed.meta.pageCount } } : {}),
      confidence: modelConfidence(fields, parsed),
    });
    if (!this.deps.model) return withMeta(parsed.result);
    try {
      return withMeta(await parseWithModel(this.deps.model, parsed.text, parsed.result));
    } catch (err) {
      this.deps.log.warn(
        { model: this.deps.model.name, error: (err as Error).name },
        'cv parse model failed; heuristic result used',
      );
      return withMeta(parsed.result);
    }
  }

  async score(pdf: Uint8Array, jobText: string): Promise<CompatibilityScore> {
    const parsed = await this.read(pdf, 'cv');
    const baseline = scoreCv(parsed, jobText, this.deps.taxonomy, new Date(this.deps.now()));
    if (!this.deps.model) return baseline;
    try {
      return await scoreWithModel(this.deps.model, parsed.text, jobText, baseline);
    } catch (err) {
      this.deps.log.warn(
        { model: this.deps.model.name, error: (err as Error).name },
        'cv score model failed; deterministic result used',
      );
      return baseline;
    }
  }

  /** `field` is the form field the PDF came in, named in the error envelope. */
  private async read(pdf: Uint8Array, field: 'file' | 'cv'): Promise<ParsedCv> {
    try {
      return await this.deps.pool.parse(pdf);
    } catch (err) {
      if (err instanceof PdfRejectedError)
        throw new AppError(err.status, err.message, [{ field, message: err.message }]);
      if (err instanceof QueueFullError) throw serviceUnavailable('The CV parser is busy, please try again shortly', 2);
      throw err;
    }
  }
}

/** A value the model changed has passed the evidence checks only: it is shown as moderately sure (0.6). */
function modelConfidence(result: CvFields, parsed: ParsedCv): FieldConfidence {
  const h = parsed.result;
  const c = parsed.meta.confidence;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const pick = (field: keyof CvFields, sure: number) => (same(result[field], h[field]) ? sure : 0.6);
  return {
    fullName: pick('fullName', c.fullName),
    email: pick('email', c.email),
    phoneNumber: pick('phoneNumber', c.phoneNumber),
    socialMedias: pick('socialMedias', c.socialMedias),
    skills: pick('skills', c.skills),
    employerDtos: same(result.employerDtos, h.employerDtos) ? c.employerDtos : result.employerDtos.map(() => 0.6),
    educationDtos: same(result.educationDtos, h.educationDtos) ? c.educationDtos : result.educationDtos.map(() => 0.6),
    highlights: pick('highlights', c.highlights),
  };
}
