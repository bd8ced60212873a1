// Usage: npx node scripts/flame-graph.ts <profile.cpuprofile> <out.svg> [--after=SECONDS] [--title=TEXT]
// Writes a flame graph of a profile taken with `npm run bench -- --cpu-prof` (docs/benchmarks.md); `--after` leaves
// out the first seconds (start-up and set-up), so the graph shows the load rounds.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { flameSvg, foldStacks } from './bench/flame-graph.ts';

const [input, output, ...rest] = process.argv.slice(2);
if (!input || !output) {
  console.error(
    'usage: npx node scripts/flame-graph.ts <profile.cpuprofile> <out.svg> [--after=SECONDS] [--title=TEXT]',
  );
  process.exit(2);
}
const option = (name: string) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const after = Number(option('after') ?? 0);
const root = foldStacks(JSON.parse(readFileSync(input, 'utf8')), after);
writeFileSync(output, flameSvg(root, option('title') ?? basename(input)));
console.log(`${output}: ${(root.us / 1000).toFixed(0)} ms of samples after ${after} s`);
