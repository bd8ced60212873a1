// `npm run bench`: every performance goal of the product, each figure as a ratio to a baseline measured in the same
// run (never an absolute time). Each scripts/bench/*.ts module exports run(). `--write` records the table in
// docs/benchmarks.md between the BENCH markers.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
  goal?: string;
}

const root = join(import.meta.dirname, '..');
const dir = join(import.meta.dirname, 'bench');
const selected = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const modules = readdirSync(dir)
  .filter((f) => /^[a-z0-9-]+\.ts$/.test(f))
  .filter((f) => selected.length === 0 || selected.some((s) => f.includes(s)))
  .sort();

const rows: BenchFigure[] = [];
for (const file of modules) {
  console.log(`\n# ${file}`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<BenchFigure[]> };
  if (typeof mod.run !== 'function') continue;
  for (const figure of await mod.run()) {
    rows.push(figure);
    console.log(`  ${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (baseline ${figure.baseline.toFixed(1)}) ratio ${figure.ratio.toFixed(2)}${figure.goal ? ` goal ${figure.goal}` : ''}`);
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  '',
  '| figure | value | baseline (same run) | ratio | goal |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${r.value.toFixed(1)} ${r.unit} | ${r.baseline.toFixed(1)} ${r.unit} | ${r.ratio.toFixed(2)} | ${r.goal ?? ''} |`),
].join('\n');
console.log(`\n${table}`);

if (process.argv.includes('--write')) {
  const file = join(root, 'docs', 'benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const updated = doc.replace(/<!-- BENCH:START -->[\s\S]*<!-- BENCH:END -->/, `<!-- BENCH:START -->\n${table}\n<!-- BENCH:END -->`);
  writeFileSync(file, updated);
  console.log(`\nRecorded in ${file}`);
}
process.exit(0);
