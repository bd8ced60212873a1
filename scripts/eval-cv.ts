// Field-level evaluation of the offline CV parser (npm run eval:cv). Generated CVs with exact labels live in the
// repository; the real fixtures are read from ../shared/fixtures/cv when present and never copied here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import type { CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { extractLayout } from '../apps/api/src/contexts/cv-processor/pdf/extract-layout.ts';
import { assertNoInflationBomb } from '../apps/api/src/contexts/cv-processor/pdf/inflate-guard.ts';
import { parseCvLayout, type ParsedCv } from '../apps/api/src/contexts/cv-processor/parsing/parse-cv.ts';
import { loadTaxonomy } from '../apps/api/src/contexts/cv-processor/skills/skills-taxonomy.ts';
import { scoreCv } from '../apps/api/src/contexts/cv-processor/scoring/score-cv.ts';
import { compareCv, emptyCounts, addCounts, f1, type Counts } from './eval-cv-metrics.ts';

const root = join(import.meta.dirname, '..');
const generatedDir = join(root, 'apps/api/src/contexts/cv-processor/data/eval');
const sharedDir = join(root, '..', 'shared', 'fixtures', 'cv');
const taxonomy = loadTaxonomy();
const timings: number[] = [];
// CPU time as well as wall time: on a shared, overloaded machine wall time measures the queue for the CPU.
const cpuTimings: number[] = [];

async function parseFile(path: string): Promise<ParsedCv> {
  const data = new Uint8Array(readFileSync(path));
  const started = performance.now();
  const cpu = process.cpuUsage();
  assertNoInflationBomb(data);
  const parsed = parseCvLayout(await extractLayout(data, 20), taxonomy);
  timings.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimings.push((used.user + used.system) / 1000);
  return parsed;
}

async function evaluate(name: string, dir: string, labels: Record<string, CvParseResponse>) {
  const total: Counts = emptyCounts();
  const docs = Object.keys(labels);
  let email = 0;
  let phone = 0;
  let fullName = 0;
  const failures: string[] = [];
  for (const file of docs) {
    const predicted = (await parseFile(join(dir, file))).result;
    const r = compareCv(predicted, labels[file] as CvParseResponse);
    addCounts(total, r.counts);
    email += r.emailOk ? 1 : 0;
    phone += r.phoneOk ? 1 : 0;
    fullName += r.nameOk ? 1 : 0;
    if (r.misses.length) failures.push(`  ${file}: ${r.misses.join('; ')}`);
  }
  const n = docs.length;
  console.log(`\n${name} (${n} CVs)`);
  console.log(`  e-mail accuracy      ${(email / n).toFixed(3)}`);
  console.log(`  phone accuracy       ${(phone / n).toFixed(3)}`);
  console.log(`  full name accuracy   ${(fullName / n).toFixed(3)}`);
  for (const field of ['employerDtos', 'educationDtos', 'skills', 'socialMedias', 'highlights'] as const) {
    console.log(`  ${`${field} F1`.padEnd(21)}${f1(total.byField[field]).toFixed(3)}`);
  }
  console.log(`  micro-F1 all fields  ${f1(total.all).toFixed(3)}`);
  if (failures.length) console.log(`  misses:\n${failures.join('\n')}`);
  return total;
}

async function layoutConsistency() {
  const dir = join(sharedDir, 'templates');
  if (!existsSync(dir)) return;
  const one = (await parseFile(join(dir, 'single-column.pdf'))).result;
  const two = (await parseFile(join(dir, 'two-column.pdf'))).result;
  const modernOne = (await parseFile(join(dir, 'modern-single-column.pdf'))).result;
  const modernTwo = (await parseFile(join(dir, 'modern-two-column.pdf'))).result;
  const same = (a: CvParseResponse, b: CvParseResponse) => {
    const r = compareCv(a, b);
    return f1(r.counts.all);
  };
  console.log('\nLayout consistency (templates, one- vs two-column, micro-F1 of one against the other)');
  console.log(`  single vs two-column         ${same(two, one).toFixed(3)}`);
  console.log(`  modern single vs two-column  ${same(modernTwo, modernOne).toFixed(3)}`);
}

async function ranking() {
  const dir = join(sharedDir, 'resume-matcher');
  if (!existsSync(dir)) return;
  const jobs = ['front_end_engineer', 'full_stack_engineer', 'java_developer', 'product_manager'];
  const pairs: Record<string, string | null> = {
    alfred_pennyworth_pm: 'product_manager', barry_allen_fe: 'front_end_engineer', bruce_wayne_fullstack: 'full_stack_engineer',
    john_doe: 'java_developer', harvey_dent_mle: null,
  };
  const jobText: Record<string, string> = {};
  for (const j of jobs) jobText[j] = (await parseFile(join(dir, `job_desc_${j}.pdf`))).text;
  const now = new Date('2026-01-01T00:00:00Z');
  let correct = 0;
  console.log('\nCV-to-job ranking (resume-matcher; overall scores, matching job should rank first)');
  for (const [cv, match] of Object.entries(pairs)) {
    const parsed = await parseFile(join(dir, `${cv}.pdf`));
    const scores = jobs.map((j) => [j, scoreCv(parsed, jobText[j] as string, taxonomy, now).overallScore ?? 0] as const);
    const best = [...scores].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (match && best === match) correct++;
    console.log(`  ${cv.padEnd(22)} ${scores.map(([j, s]) => `${j}=${s}`).join('  ')}  -> ${best}${match ? (best === match ? ' ✓' : ` ✗ (want ${match})`) : ' (control)'}`);
  }
  console.log(`  top-1 for ${correct} of ${Object.values(pairs).filter(Boolean).length} CVs with a matching job`);
}

const generated = JSON.parse(readFileSync(join(generatedDir, 'labels.json'), 'utf8')) as Record<string, CvParseResponse>;
// Warm-up: the first document pays for loading pdf.js and the taxonomy.
await parseFile(join(generatedDir, Object.keys(generated)[0] as string));
timings.length = 0;
cpuTimings.length = 0;
const all = emptyCounts();
addCounts(all, await evaluate('Generated CVs (pdfkit, exact labels)', generatedDir, generated));
const rendercvLabels = join(sharedDir, 'rendercv', 'expected.json');
if (existsSync(rendercvLabels)) {
  addCounts(all, await evaluate('RenderCV fixtures (9 themes)', join(sharedDir, 'rendercv'), JSON.parse(readFileSync(rendercvLabels, 'utf8'))));
} else console.log('\n(shared fixtures not found; real-CV evaluation skipped)');
await layoutConsistency();
await ranking();
const quantile = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const p = quantile(timings);
const c = quantile(cpuTimings);
console.log(`\nAll labelled CVs: micro-F1 ${f1(all.all).toFixed(3)}, employer F1 ${f1(all.byField.employerDtos).toFixed(3)}, education F1 ${f1(all.byField.educationDtos).toFixed(3)}`);
console.log(`Parse time per PDF (${timings.length} PDFs, in-process): wall p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${p(1).toFixed(0)} ms; CPU p50 ${c(0.5).toFixed(0)} ms, p95 ${c(0.95).toFixed(0)} ms`);
console.log(`Load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
