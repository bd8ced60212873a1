import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLayout } from '../pdf/extract-layout.ts';
import { parseCvLayout } from '../parsing/parse-cv.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';
import { scoreCv } from './score-cv.ts';
import { runsWhen, sharedFixtures } from '../../../test/requirements.ts';

// Real resumes and job descriptions (../shared/fixtures/cv/resume-matcher); skipped when the fixtures are absent.
const dir = join(import.meta.dirname, '../../../../../../../shared/fixtures/cv/resume-matcher');
const taxonomy = loadTaxonomy();
const load = async (file: string) =>
  parseCvLayout(await extractLayout(new Uint8Array(readFileSync(join(dir, file))), 20), taxonomy);

const fixtures = sharedFixtures(dir, '../shared/fixtures/cv/resume-matcher');

describe('ranking on the Resume-Matcher fixtures', { timeout: 60_000, ...runsWhen(fixtures) }, () => {
  it('ranks each CV’s matching job first for at least 4 of 5 CVs', async () => {
    const jobs = ['front_end_engineer', 'full_stack_engineer', 'java_developer', 'product_manager'];
    const texts = await Promise.all(jobs.map(async (j) => (await load(`job_desc_${j}.pdf`)).text));
    const pairs: [string, string | null][] = [
      ['alfred_pennyworth_pm', 'product_manager'],
      ['barry_allen_fe', 'front_end_engineer'],
      ['bruce_wayne_fullstack', 'full_stack_engineer'],
      ['john_doe', 'java_developer'],
      ['harvey_dent_mle', null],
    ];
    let ok = 0;
    for (const [cv, match] of pairs) {
      const parsed = await load(`${cv}.pdf`);
      const scores = texts.map((t) => scoreCv(parsed, t, taxonomy, new Date('2026-01-01')).overallScore ?? 0);
      const best = jobs[scores.indexOf(Math.max(...scores))];
      // The control CV (machine learning) has no matching job: it counts as right when it scores low everywhere.
      if (match ? best === match : Math.max(...scores) < 60) ok++;
    }
    expect(ok).toBeGreaterThanOrEqual(4);
  });
});
