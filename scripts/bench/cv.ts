// CV parse time (docs/benchmarks.md): p95 of the full offline parse (inflation guard, pdf.js text + fonts + links,
// layout, sections, fields) per PDF, as a ratio to pdf.js opening the same file and reading its text alone,
// measured in the same run. In-process, no worker hop; generated CVs plus the shared fixtures when present.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractLayout } from '../../apps/api/src/contexts/cv-processor/pdf/extract-layout.ts';
import { assertNoInflationBomb } from '../../apps/api/src/contexts/cv-processor/pdf/inflate-guard.ts';
import { parseCvLayout } from '../../apps/api/src/contexts/cv-processor/parsing/parse-cv.ts';
import { loadTaxonomy } from '../../apps/api/src/contexts/cv-processor/skills/skills-taxonomy.ts';
import { percentile } from '../lib/stats.ts';

function pdfs(): string[] {
  const root = join(import.meta.dirname, '../..');
  const dirs = [
    join(root, 'apps/api/src/contexts/cv-processor/data/eval'),
    ...['rendercv', 'resume-matcher', 'templates'].map((d) => join(root, '..', 'shared/fixtures/cv', d)),
  ];
  return dirs.filter(existsSync).flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(d, f)),
  );
}

const p95 = (xs: number[]) => percentile(xs, 95);

async function textOnly(data: Uint8Array) {
  const doc = await getDocument({ data, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  for (let p = 1; p <= doc.numPages; p++) await (await doc.getPage(p)).getTextContent();
  await doc.destroy();
}

export interface CvFigure {
  name: string;
  value: number;
  baseline: number;
  ratio: number;
}

export async function runCvBench(rounds: number): Promise<CvFigure> {
  const taxonomy = loadTaxonomy();
  const files = pdfs().map((f) => readFileSync(f));
  const full: number[] = [];
  const base: number[] = [];
  await extractLayout(new Uint8Array(files[0] as Buffer), 20);
  for (let r = 0; r < rounds; r++) {
    for (const bytes of files) {
      let t = performance.now();
      await textOnly(new Uint8Array(bytes));
      base.push(performance.now() - t);
      t = performance.now();
      const data = new Uint8Array(bytes);
      await assertNoInflationBomb(data);
      parseCvLayout(await extractLayout(data, 20), taxonomy);
      full.push(performance.now() - t);
    }
  }
  const value = p95(full);
  const baseline = p95(base);
  return { name: `CV parse p95 (${files.length} PDFs × ${rounds})`, value, baseline, ratio: value / baseline };
}
