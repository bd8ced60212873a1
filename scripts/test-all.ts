// `npm test`: type check, lint, format, unit + API tests (PGlite, and PostgreSQL/Redis when they are configured or
// answer locally), then the browser journeys in Chromium. Runs every step, then closes with why each skipped test was
// skipped, what did not run, and one line "N passed, N failed, N skipped".
//   npm run test:e2e -- --repeat-each=5    flags after `--` go to Playwright (here: the whole browser suite 5 times)
//   SKIP_BROWSER=1 npm test                 everything but the browser journeys (never in CI)
//   LOCAL_SERVICES=0 npm test               do not look for PostgreSQL/Redis on 127.0.0.1
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NO_CHROMIUM_MESSAGE, findChromium } from './lib/find-chromium.ts';
import { LOCAL_POSTGRES_URL, LOCAL_REDIS_URL, postgresAnswers, redisAnswers, shownUrl } from './lib/local-services.ts';
import { closingSummary, playwrightOutcome, vitestOutcome, type Outcome } from './lib/test-summary.ts';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('-'));
const playwrightArgs = args.filter((arg) => arg.startsWith('-'));
const wants = (step: string) => only.length === 0 || only.includes(step);

const outcomes: Outcome[] = [];
const notRun: string[] = [];
const failures: string[] = [];

function step(name: string, command: string, stepArgs: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name}: ${command} ${stepArgs.join(' ')}`);
  const result = spawnSync(command, stepArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

function readJson(path: string): any {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function loud(lines: string[]): void {
  const bar = '!'.repeat(100);
  console.error(`\n${bar}\n${lines.map((line) => `!! ${line}`).join('\n')}\n${bar}`);
}

/** TEST_DATABASE_URL / TEST_REDIS_URL as given, else the local servers when they answer (said so), else a note. */
async function testServices(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {};
  const lookLocally = process.env.LOCAL_SERVICES !== '0';
  const given = process.env.TEST_DATABASE_URL;
  if (given) console.log(`PostgreSQL: TEST_DATABASE_URL=${shownUrl(given)} (API tests run on PGlite and on it).`);
  else if (lookLocally && (await postgresAnswers(LOCAL_POSTGRES_URL))) {
    env.TEST_DATABASE_URL = LOCAL_POSTGRES_URL;
    console.log(`PostgreSQL answers on 127.0.0.1:5432: API tests run on PGlite and on it (${LOCAL_POSTGRES_URL}).`);
  } else {
    const why = lookLocally ? 'TEST_DATABASE_URL is unset and nothing answers on 127.0.0.1:5432' : 'LOCAL_SERVICES=0';
    console.log(`No PostgreSQL (${why}): API tests run on PGlite only.`);
    notRun.push(
      `API tests on PostgreSQL (project api-pg): ${why}. Start PostgreSQL locally (user postgres, trust auth) ` +
        'or set TEST_DATABASE_URL=postgres://…',
    );
  }
  const givenRedis = process.env.TEST_REDIS_URL;
  if (givenRedis) console.log(`Redis: TEST_REDIS_URL=${shownUrl(givenRedis)}.`);
  else if (lookLocally && (await redisAnswers(LOCAL_REDIS_URL))) {
    env.TEST_REDIS_URL = LOCAL_REDIS_URL;
    console.log(`Redis answers on 127.0.0.1:6379: the replica tests share rate limits through it.`);
  } else {
    console.log('No Redis (TEST_REDIS_URL unset, nothing answers on 127.0.0.1:6379): replica tests are skipped.');
  }
  return env;
}

if (wants('typecheck')) {
  step('typecheck (api, contracts, scripts, e2e)', 'tsc', ['-p', 'tsconfig.json']);
  step('typecheck (web)', 'tsc', ['-p', 'apps/web/tsconfig.json']);
}
if (wants('lint')) step('lint', 'eslint', ['.', '--max-warnings=0']);
if (wants('format')) step('format (prettier, 120 columns)', 'prettier', ['--check', '.', '--log-level=warn']);
// No two source files (tests, fixtures and CSS aside: .jscpd.json) may share 10 or more lines (issue 18).
if (wants('duplicates')) step('copy-paste detector (jscpd)', 'jscpd', ['apps', 'packages', 'scripts']);

if (wants('vitest')) {
  const env = await testServices();
  const out = join(tmp, 'vitest.json');
  rmSync(out, { force: true });
  step(
    'unit and API tests',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  const report = readJson(out);
  if (report) outcomes.push(vitestOutcome(report, root));
}

if (wants('e2e')) {
  const chromium = findChromium();
  const optedOut = process.env.SKIP_BROWSER === '1' && !isCi;
  if (optedOut) {
    notRun.push('browser journeys: SKIP_BROWSER=1');
  } else if (!chromium) {
    loud(NO_CHROMIUM_MESSAGE);
    failures.push('browser journeys (no Chromium; see above)');
  } else if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.error('\nThe web app is not built; run `npm test` (it builds) or `npm run build`.');
    failures.push('browser journeys (no build)');
  } else {
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    step(
      'browser journeys',
      'playwright',
      ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...playwrightArgs],
      { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    );
    const report = readJson(out);
    if (report) outcomes.push(playwrightOutcome(report));
  }
}

console.log('');
for (const line of closingSummary(outcomes, notRun, failures)) console.log(line);
process.exit(failures.length > 0 ? 1 : 0);
