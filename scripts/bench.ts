// `npm run bench`: the machine endpoints measured from outside (docs/benchmarks.md, "Method"). The product and each
// baseline run as processes of their own and a separate process generates the load; every figure is a median over
// alternating rounds and a ratio to a baseline measured in the same run. This file only sequences: see
// scripts/bench/ for processes, load, rounds, summary and report.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runCvBench } from './bench/cv.ts';
import { describeMachine } from './bench/machine.ts';
import { formatSelfTime, topSelfTime, type CpuProfile } from './bench/profile-summary.ts';
import { progress } from './bench/progress.ts';
import { parseOptions, UsageError, USAGE, WORKLOADS, type BenchOptions } from './bench/options.ts';
import { cleanupAll, cleanupOnSignals, repoRoot } from './bench/processes.ts';
import { formatReport, replaceSection } from './bench/report.ts';
import { runLarge } from './bench/run-large.ts';
import { runThroughput, type PlanResult } from './bench/run-throughput.ts';

const DOC = join(repoRoot, 'docs', 'benchmarks.md');

async function cvNote(options: BenchOptions): Promise<string[]> {
  if (options.mode === 'large' || !options.workloads.has('cv')) return [];
  progress('CV parse (in-process: a latency ratio, no server involved)');
  const cv = await runCvBench(options.mode === 'quick' ? 1 : 3);
  return [
    `${cv.name}: ${cv.value.toFixed(1)} ms; pdf.js reading the text alone: ${cv.baseline.toFixed(1)} ms; ` +
      `ratio ${cv.ratio.toFixed(2)} (goal: p95 < 500 ms).`,
  ];
}

/** The profiles written by the product processes, with their heaviest functions printed as a first look. */
function describeProfiles(dir: string): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    console.log(
      `\n${file}: most self time (whole process life, start-up included)\n${formatSelfTime(topSelfTime(profile))}`,
    );
  }
  return [
    `CPU profiles (the figures above were measured under the profiler): ${files.map((f) => join(dir, f)).join(', ')}`,
  ];
}

/** docs/benchmarks.md holds whole runs only: not a subset, not the CI smoke run, not figures under the profiler. */
function writeRefusal(options: BenchOptions): string | null {
  if (!options.write) return null;
  if (options.cpuProfDir) return 'figures measured under the profiler are not recorded';
  if (options.mode === 'quick') return 'the quick run is a smoke test, not recorded';
  if (
    options.targets.size > 0 ||
    !options.postgres ||
    (options.mode === 'full' && options.workloads.size < WORKLOADS.length)
  ) {
    return 'record a run of every workload and target (no workload names, no --targets, no --no-pg)';
  }
  return null;
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), join(repoRoot, '.tmp', 'cpu-prof', `${Date.now()}`));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(err.message);
    console.error(USAGE);
    return err.message ? 2 : 0;
  }
  const refusal = writeRefusal(options);
  if (refusal) {
    console.error(`--write: ${refusal}`);
    return 2;
  }
  cleanupOnSignals();
  const machine = describeMachine();
  let result: PlanResult;
  try {
    const serverWorkloads = [...options.workloads].some((w) => w !== 'cv');
    result =
      options.mode === 'large'
        ? await runLarge(options)
        : serverWorkloads
          ? await runThroughput(options)
          : { rows: [], settings: [], notes: [] };
  } finally {
    await cleanupAll();
  }
  const notes = [...result.notes, ...(await cvNote(options))];
  if (options.cpuProfDir) notes.push(...describeProfiles(options.cpuProfDir));
  const report = formatReport({
    machine: {
      ...machine,
      loadEnd: loadavg(),
      ...(result.postgresVersion ? { postgres: result.postgresVersion } : {}),
    },
    settings: result.settings,
    rows: result.rows,
    notes,
  });
  console.log(`\n${report}`);
  if (options.json)
    writeFileSync(
      options.json,
      `${JSON.stringify({ machine, options: { ...options, workloads: [...options.workloads], targets: [...options.targets] }, ...result }, null, 2)}\n`,
    );
  const failed = result.rows.filter((r) => r.failure);
  if (options.write) {
    if (failed.length > 0) {
      console.error('\nNot recorded: a row failed.');
    } else {
      const section = options.mode === 'large' ? 'BENCH-LARGE' : 'BENCH';
      writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), section, report));
      console.log(`\nRecorded in ${DOC}`);
    }
  }
  // Goals never fail the run (the machine may be loaded); a row that produced no number does.
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    void cleanupAll().finally(() => process.exit(1));
  },
);
