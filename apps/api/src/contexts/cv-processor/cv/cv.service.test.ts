import { pino } from 'pino';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { PdfRejectedError } from '../pdf/extract-layout.ts';
import { QueueFullError } from '../pdf/worker-pool.ts';
import type { ParsedCv } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import type { CvModel } from '../llm/cv-model.ts';
import { CvService } from './cv.service.ts';
import type { CvFields } from './cv-reading.ts';
import { toParseResult } from './cv-mapping.ts';

const fields: CvFields = {
  fullName: 'Jane Smith',
  email: 'jane@example.org',
  phoneNumber: null,
  socialMedias: [],
  skills: ['TypeScript'],
  employerDtos: [{ title: 'Staff Engineer', employer: 'Acme Corp', startDate: '2019-01', endDate: 'present' }],
  educationDtos: [],
  highlights: [],
};
const parsed: ParsedCv = {
  result: fields,
  text: 'Jane Smith\njane@example.org\nStaff Engineer, Acme Corp\nJan 2019 – Present\nTypeScript, Go',
  sections: [],
  meta: {
    ocrUsed: false,
    ocrPagesRead: 0,
    pageCount: 1,
    confidence: {
      fullName: 0.95,
      email: 0.99,
      phoneNumber: 0,
      socialMedias: 0,
      skills: 0.9,
      employerDtos: [0.8],
      educationDtos: [],
      highlights: 0,
    },
  },
};

/** A model answering `answer` as JSON, or failing when it is an Error. */
function modelAnswering(answer: object | Error): CvModel {
  const tokens = { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 };
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      if (answer instanceof Error) throw answer;
      return {
        content: [{ type: 'text', text: JSON.stringify(answer) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: { inputTokens: tokens, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      };
    },
  });
  return { model, name: 'mock:cv', timeoutMs: 5_000 };
}

function setup(model: CvModel | null, parse: () => Promise<ParsedCv> = async () => parsed) {
  const logged: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
  const service = new CvService({ pool: { parse }, taxonomy: loadTaxonomy(), model, now: Date.now, log });
  return { service, logged };
}

describe('CvService', () => {
  it('shows what the model changed as moderately sure and keeps the parser’s confidence elsewhere', async () => {
    const { service } = setup(modelAnswering({ ...fields, skills: ['TypeScript', 'Go'] }));
    const reading = await service.parse(new Uint8Array());
    expect(reading.fields).toEqual({ ...fields, skills: ['TypeScript', 'Go'] });
    expect(reading.confidence).toEqual({ ...parsed.meta.confidence, skills: 0.6 });
    expect(reading.ocrUsed).toBe(false);
  });

  it('answers the parser’s reading when the model fails, logging the model but nothing of the CV', async () => {
    const { service, logged } = setup(modelAnswering(new Error('provider down')));
    const reading = await service.parse(new Uint8Array());
    expect(reading).toEqual({ fields, ocrUsed: false, confidence: parsed.meta.confidence });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('mock:cv');
    expect(logged[0]).not.toContain('jane@example.org');
  });

  it('names the form field of a refused PDF, and answers 503 with Retry-After while the parser is busy', async () => {
    const refused = setup(null, async () => {
      throw new PdfRejectedError(422, 'The PDF is encrypted');
    }).service;
    const refusal = { status: 422, message: 'The PDF is encrypted' };
    await expect(refused.parse(new Uint8Array())).rejects.toMatchObject({
      ...refusal,
      validationErrors: [{ field: 'file' }],
    });
    await expect(refused.score(new Uint8Array(), 'Engineer')).rejects.toMatchObject({
      validationErrors: [{ field: 'cv' }],
    });
    const busy = setup(null, async () => {
      throw new QueueFullError();
    }).service;
    await expect(busy.parse(new Uint8Array())).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '2' } });
  });

  it('says how many pages OCR read of a scan longer than the OCR page cap', async () => {
    const scan: ParsedCv = { ...parsed, meta: { ...parsed.meta, ocrUsed: true, ocrPagesRead: 4, pageCount: 7 } };
    const reading = await setup(null, async () => scan).service.parse(new Uint8Array());
    expect(reading.ocrPages).toEqual({ read: 4, of: 7 });
    expect(toParseResult(reading)).toMatchObject({ ocrUsed: true, ocrPagesRead: 4, pageCount: 7 });
    const text = await setup(null).service.parse(new Uint8Array());
    expect(text.ocrPages).toBeUndefined();
    expect(toParseResult(text)).not.toHaveProperty('ocrPagesRead');
  });
});
