import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import type { CvText } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { scoreCv } from './score-cv.ts';

// Golden vectors (STYLE habit 12): a change of weights, words or wording shows up here and must be deliberate.
interface ScoreCase {
  name: string;
  now: string;
  job: string;
  cv: CvText;
  expected: CompatibilityScoreResponse;
}

const cases = JSON.parse(readFileSync(join(import.meta.dirname, 'score-cv.cases.json'), 'utf8')) as ScoreCase[];

describe('scoreCv golden cases', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(scoreCv(c.cv, c.job, loadTaxonomy(), new Date(c.now))).toEqual(c.expected);
  });
});
