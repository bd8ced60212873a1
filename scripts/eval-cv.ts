// Field-level evaluation of the offline CV parser (npm run eval:cv; ADR 080).
// 1. Development corpus (.data/cv-corpus, built by npm run corpus:cv when missing) plus the committed pdfkit CVs:
//    leave-one-family-out (tuning fitted on all families but one, scored on that one, rotated) beside in-sample.
// 2. Scanned variants, read through OCR, reported on their own.
// 3. Real public résumés from ../shared/fixtures/cv, never used for tuning: reported last, on their own.
// Flags: --misses prints what each document got wrong; --no-build never builds the corpus; --families a,b pools the
// figures of the named families (a blind reading of families added before any parser change for them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { readDocument } from '../apps/api/src/contexts/cv-processor/pdf/read-document.ts';
import { assertNoInflationBomb } from '../apps/api/src/contexts/cv-processor/pdf/inflate-guard.ts';
import type { PdfLayout } from '../apps/api/src/contexts/cv-processor/pdf/layout-types.ts';
import { parseCvLayout, type ParsedCv } from '../apps/api/src/contexts/cv-processor/parsing/parse-cv.ts';
import {
  DEFAULT_TUNING,
  TUNING_GRID,
  type ParserTuning,
} from '../apps/api/src/contexts/cv-processor/parsing/tuning.ts';
import { loadTaxonomy } from '../apps/api/src/contexts/cv-processor/skills/skills-taxonomy.ts';
import { scoreCv } from '../apps/api/src/contexts/cv-processor/scoring/score-cv.ts';
import { compareCv, f1 } from './eval-cv-metrics.ts';
import { buildCorpus, loadCorpus, ROOT, type CorpusDoc } from './cv-corpus/corpus.ts';
import { fit, leaveOneFamilyOut, type DocScore, type ScoreTable } from './cv-eval/held-out.ts';
import { figures, printColumns, printFamilies, printFieldsPerFamily, SCANNED_GOALS } from './cv-eval/report.ts';

const showMisses = process.argv.includes('--misses');
const pooledFamilies = process.argv[process.argv.indexOf('--families') + 1]?.split(',') ?? [];
const generatedDir = join(ROOT, 'apps/api/src/contexts/cv-processor/data/eval');
const sharedDir = join(ROOT, '..', 'shared', 'fixtures', 'cv');
const taxonomy = loadTaxonomy();
const timings: number[] = [];
const cpuTimings: number[] = [];
const ocrTimings: number[] = [];

async function read(path: string): Promise<{ layout: PdfLayout; ocrPages: number }> {
  const data = new Uint8Array(readFileSync(path));
  const started = performance.now();
  const cpu = process.cpuUsage();
  await assertNoInflationBomb(data);
  const doc = await readDocument(data, 20);
  parseCvLayout(doc.layout, taxonomy);
  const used = process.cpuUsage(cpu);
  if (doc.ocrPages) ocrTimings.push((performance.now() - started) / doc.ocrPages);
  else {
    timings.push(performance.now() - started);
    cpuTimings.push((used.user + used.system) / 1000);
  }
  return doc;
}

const parseFile = async (path: string): Promise<ParsedCv> => parseCvLayout((await read(path)).layout, taxonomy);

function score(family: string, predicted: CvParseResponse, key: CvParseResponse): DocScore {
  const r = compareCv(predicted, key);
  return { family, counts: r.counts, emailOk: r.emailOk, phoneOk: r.phoneOk, nameOk: r.nameOk, misses: r.misses };
}

function describe(t: ParserTuning): string {
  const same = JSON.stringify(t) === JSON.stringify(DEFAULT_TUNING);
  return `${Object.entries(t)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}${same ? ' (shipped)' : ''}`;
}

function printMisses(title: string, docs: { file: string; predicted: CvParseResponse; key: CvParseResponse }[]) {
  if (!showMisses) return;
  console.log(`\n${title}: misses`);
  for (const d of docs) {
    const r = compareCv(d.predicted, d.key);
    if (!r.misses.length) continue;
    console.log(`  ${d.file}: ${r.misses.join('; ')}`);
    for (const field of [
      'fullName',
      'email',
      'phoneNumber',
      'employerDtos',
      'educationDtos',
      'skills',
      'socialMedias',
      'highlights',
    ] as const) {
      if (!r.misses.some((m) => m.startsWith(field))) continue;
      console.log(`    ${field} got  ${JSON.stringify(d.predicted[field])}`);
      console.log(`    ${field} want ${JSON.stringify(d.key[field])}`);
    }
  }
}

// --- 1. development corpus --------------------------------------------------------------------------------------
let manifest = loadCorpus();
if (!manifest && !process.argv.includes('--no-build')) {
  console.log('Building the development corpus (npm run corpus:cv)…');
  try {
    manifest = await buildCorpus((s) => console.log(s));
  } catch (err) {
    console.log(`Corpus build failed: ${(err as Error).message}`);
  }
}
for (const s of manifest?.skipped ?? []) console.log(`skipped family: ${s}`);
const generatedLabels = JSON.parse(readFileSync(join(generatedDir, 'labels.json'), 'utf8')) as Record<
  string,
  CvParseResponse
>;
const textDocs: CorpusDoc[] = [
  ...Object.entries(generatedLabels).map(([file, key]) => ({
    file: join(generatedDir, file).slice(ROOT.length + 1),
    family: 'pdfkit-generated',
    variant: 'committed fixture',
    scanned: false,
    key,
  })),
  ...(manifest?.docs.filter((d) => !d.scanned) ?? []),
];
// Warm-up: the first document pays for loading pdf.js and the taxonomy.
await read(join(ROOT, textDocs[0]?.file as string));
timings.length = 0;
cpuTimings.length = 0;
const layouts: PdfLayout[] = [];
for (const d of textDocs) layouts.push((await read(join(ROOT, d.file))).layout);
const table: ScoreTable = TUNING_GRID.map((tuning) =>
  textDocs.map((d, i) => score(d.family, parseCvLayout(layouts[i] as PdfLayout, taxonomy, tuning).result, d.key)),
);
const families = [...new Set(textDocs.map((d) => d.family))];
const { heldOut, chosen } = leaveOneFamilyOut(table, families);
const inSampleSetting = fit(table, () => true);
const inSample = table[inSampleSetting] as DocScore[];
console.log(
  `\nDevelopment corpus: ${textDocs.length} text PDFs in ${families.length} layout families (${TUNING_GRID.length} candidate settings)`,
);
printColumns('Leave-one-family-out (held-out) vs in-sample', [
  ['held-out', figures(heldOut)],
  ['in-sample', figures(inSample)],
]);
console.log(`  in-sample fitted setting: ${describe(TUNING_GRID[inSampleSetting] as ParserTuning)}`);
printFamilies(
  families.map((family) => ({
    family,
    heldOut: figures(heldOut.filter((d) => d.family === family)),
    inSample: figures(inSample.filter((d) => d.family === family)),
    setting: describe(TUNING_GRID[chosen.get(family) as number] as ParserTuning),
  })),
);
if (process.argv.includes('--families')) {
  const named = (d: DocScore) => pooledFamilies.includes(d.family);
  printColumns(`Pooled over ${pooledFamilies.join(', ')}`, [
    ['held-out', figures(heldOut.filter(named))],
    ['in-sample', figures(inSample.filter(named))],
  ]);
}
printMisses(
  'Development corpus (shipped setting)',
  textDocs.map((d, i) => ({
    file: d.file,
    key: d.key,
    predicted: parseCvLayout(layouts[i] as PdfLayout, taxonomy).result,
  })),
);

// --- 2. scanned variants ------------------------------------------------------------------------------------------
const scannedDocs = manifest?.docs.filter((d) => d.scanned) ?? [];
if (scannedDocs.length) {
  const scanned: { file: string; predicted: CvParseResponse; key: CvParseResponse; family: string }[] = [];
  for (const d of scannedDocs) scanned.push({ ...d, predicted: (await parseFile(join(ROOT, d.file))).result });
  const scores = scanned.map((d) => score(d.family, d.predicted, d.key));
  printColumns(
    'Scanned variants (image-only PDFs read by OCR, shipped setting)',
    [['scanned', figures(scores)]],
    SCANNED_GOALS,
  );
  console.log(
    '  per family, micro-F1: ' + scores.map((s) => `${s.family} ${figures([s]).micro.toFixed(3)}`).join(', '),
  );
  printFieldsPerFamily(
    'Scanned variants per family and field (accuracy for name, e-mail and phone; F1 for the others)',
    scores.map((s) => ({ family: s.family, figures: figures([s]) })),
  );
  printMisses('Scanned variants', scanned);
}

// --- 3. real public résumés, never tuned on -------------------------------------------------------------------
const rendercvLabels = join(sharedDir, 'rendercv', 'expected.json');
if (existsSync(rendercvLabels)) {
  const labels = JSON.parse(readFileSync(rendercvLabels, 'utf8')) as Record<string, CvParseResponse>;
  const real = [];
  for (const [file, key] of Object.entries(labels)) {
    real.push({ file, key, predicted: (await parseFile(join(sharedDir, 'rendercv', file))).result });
  }
  printColumns('Real public résumés never used for tuning (RenderCV, 9 themes of one CV; shipped setting)', [
    ['real', figures(real.map((d) => score('rendercv', d.predicted, d.key)))],
  ]);
  printMisses('RenderCV', real);
} else console.log('\n(shared fixtures not found; real-CV evaluation skipped)');

async function layoutConsistency() {
  const dir = join(sharedDir, 'templates');
  if (!existsSync(dir)) return;
  const parsed = async (f: string) => (await parseFile(join(dir, f))).result;
  const same = (a: CvParseResponse, b: CvParseResponse) => f1(compareCv(a, b).counts.all);
  console.log('\nLayout consistency (shared templates, one- vs two-column, micro-F1 of one against the other)');
  console.log(
    `  single vs two-column         ${same(await parsed('two-column.pdf'), await parsed('single-column.pdf')).toFixed(3)}`,
  );
  console.log(
    `  modern single vs two-column  ${same(await parsed('modern-two-column.pdf'), await parsed('modern-single-column.pdf')).toFixed(3)}`,
  );
}

async function ranking() {
  const dir = join(sharedDir, 'resume-matcher');
  if (!existsSync(dir)) return;
  const jobs = ['front_end_engineer', 'full_stack_engineer', 'java_developer', 'product_manager'];
  const pairs: Record<string, string | null> = {
    alfred_pennyworth_pm: 'product_manager',
    barry_allen_fe: 'front_end_engineer',
    bruce_wayne_fullstack: 'full_stack_engineer',
    john_doe: 'java_developer',
    harvey_dent_mle: null,
  };
  const jobText: Record<string, string> = {};
  for (const j of jobs) jobText[j] = (await parseFile(join(dir, `job_desc_${j}.pdf`))).text;
  const now = new Date('2026-01-01T00:00:00Z');
  let correct = 0;
  console.log('\nCV-to-job ranking (resume-matcher; overall scores, matching job should rank first)');
  for (const [cv, match] of Object.entries(pairs)) {
    const parsed = await parseFile(join(dir, `${cv}.pdf`));
    const scores = jobs.map(
      (j) => [j, scoreCv(parsed, jobText[j] as string, taxonomy, now).overallScore ?? 0] as const,
    );
    const best = [...scores].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (match && best === match) correct++;
    console.log(
      `  ${cv.padEnd(22)} ${scores.map(([j, s]) => `${j}=${s}`).join('  ')}  -> ${best}${match ? (best === match ? ' ✓' : ` ✗ (want ${match})`) : ' (control)'}`,
    );
  }
  console.log(`  top-1 for ${correct} of ${Object.values(pairs).filter(Boolean).length} CVs with a matching job`);
}

await layoutConsistency();
await ranking();
const quantile = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const p = quantile(timings);
const c = quantile(cpuTimings);
console.log(
  `\nParse time per text PDF (${timings.length} PDFs, in-process): wall p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms; CPU p50 ${c(0.5).toFixed(0)} ms, p95 ${c(0.95).toFixed(0)} ms`,
);
if (ocrTimings.length) {
  const o = quantile(ocrTimings);
  console.log(
    `OCR time per page (${ocrTimings.length} scanned PDFs): wall p50 ${o(0.5).toFixed(0)} ms, max ${o(1).toFixed(0)} ms`,
  );
}
console.log(
  `Load average while measuring: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
