// `npm test`: type check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser journeys in Chromium when one is found (CI=true makes a missing browser a failure). Runs every step,
// then prints one closing line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './lib/find-chromium.ts';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

if (wants('typecheck')) {
  step('typecheck (api, contracts, scripts, e2e)', 'tsc', ['-p', 'tsconfig.json']);
  step('typecheck (web)', 'tsc', ['-p', 'apps/web/tsconfig.json']);
}
if (wants('lint')) step('lint', 'eslint', ['.', '--max-warnings=0']);

if (wants('vitest')) {
  const out = join(tmp, 'vitest.json');
  rmSync(out, { force: true });
  if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
  step('unit and API tests', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out) as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | null;
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

if (wants('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    if (isCi) {
      console.error('\nNo Chromium found (CI requires the browser journeys): install Debian\'s chromium.');
      failures.push('browser journeys (no Chromium)');
    } else {
      console.log('\nNo Chromium found: browser journeys skipped (install Debian\'s chromium to run them).');
    }
  } else if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.error('\nThe web app is not built; run `npm test` (it builds) or `npm run build`.');
    failures.push('browser journeys (no build)');
  } else {
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    step('browser journeys', 'playwright', ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    const report = readJson(out) as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | null;
    if (report?.stats) {
      totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected ?? 0;
      totals.skipped += report.stats.skipped ?? 0;
    }
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
