// `npm run audit:sqlmap` (issue #10): sqlmap against every parameterised endpoint of the real app, served in-process on
// loopback with a no-op rate limiter, plus one planted injectable route as the positive control. Exits 2 when sqlmap
// is not installed, 1 when the planted route is not found injectable, any real route is, or a run gives no verdict.
// TEST_DATABASE_URL runs the app on PostgreSQL (a fresh cloned database), otherwise on PGlite. AUDIT_ONLY=<text> keeps
// the real targets whose label contains the text (for a quick re-run; the full run is the audit).
import { hostname } from 'node:os';
import { join } from 'node:path';
import { PLANTED_PATH, startPlantedServer } from './audit/planted-app.ts';
import { seedAudit } from './audit/seed.ts';
import { REAL_TARGETS, SEED, type AuditTarget } from './audit/targets.ts';
import { runSqlmap, sqlmapVersion, type SqlmapRun } from './audit/run-sqlmap.ts';

const PARALLEL = 2;
const PER_RUN_TIMEOUT_MS = 5 * 60_000;
const root = join(import.meta.dirname, '..');

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

function slug(label: string): string {
  return label
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

async function main(): Promise<number> {
  const version = sqlmapVersion();
  if (!version) {
    console.error(
      'sqlmap is not on PATH. Install it (Debian: apt-get install -y sqlmap) and run npm run audit:sqlmap again.',
    );
    return 2;
  }
  const runDir = join(root, '.tmp', 'sqlmap', new Date().toISOString().replace(/[:.]/g, '-'));
  const server = await startPlantedServer();
  const started = Date.now();
  try {
    const identity = await seedAudit(server.app);
    console.log(`sqlmap ${version} against ${server.baseUrl} (${server.database}), logs in ${runDir}\n`);
    const request = async (target: AuditTarget, parameters?: string[]) => {
      const token = await identity.bearer(target.auth);
      const headers = token ? [`Authorization: Bearer ${token}`] : [];
      if (target.body) headers.push('Content-Type: application/json');
      return runSqlmap({
        label: target.label,
        url: `${server.baseUrl}${target.path.replace('{secretId}', identity.secretId)}`,
        method: target.method,
        ...(target.body ? { body: JSON.stringify(target.body) } : {}),
        headers,
        ...(parameters ? { parameters } : {}),
        outputDir: join(runDir, slug(target.label)),
        timeoutMs: PER_RUN_TIMEOUT_MS,
      });
    };
    // Alone first: its time-based payloads hold the database and would slow the real routes' answers.
    const planted = await request(
      {
        label: `GET ${PLANTED_PATH}?name= (planted)`,
        method: 'GET',
        path: `${PLANTED_PATH}?name=${SEED.toggles.simple}`,
        auth: 'none',
      },
      ['name'],
    );
    printRow(planted);
    const only = process.env.AUDIT_ONLY;
    const targets = only ? REAL_TARGETS.filter((target) => target.label.includes(only)) : REAL_TARGETS;
    const real = await inPool(targets, PARALLEL, async (target) => {
      const run = await request(target);
      printRow(run);
      return run;
    });
    return report(planted, real, Math.round((Date.now() - started) / 1000));
  } finally {
    await server.close();
  }
}

function printRow(run: SqlmapRun): void {
  console.log(
    `${run.verdict.padEnd(15)} ${String(run.seconds).padStart(4)} s  exit ${String(run.exitCode).padEnd(4)} ${run.label}${run.detail ? `  (${run.detail})` : ''}`,
  );
}

function report(planted: SqlmapRun, real: SqlmapRun[], seconds: number): number {
  console.log(
    `\n| Endpoint | Expected | sqlmap verdict | Points tested | Time (s) | Detail | Non-2xx answers (sqlmap summary) |\n|---|---|---|---|---|---|---|`,
  );
  for (const run of [planted, ...real]) {
    const expected = run === planted ? 'injectable' : 'not injectable';
    console.log(
      `| ${run.label} | ${expected} | ${run.verdict} | ${run.pointsTested} | ${run.seconds} | ${run.detail.replace(/\|/g, '\\|')} | ${run.httpCodes} |`,
    );
  }
  console.log(`\n${real.length + 1} sqlmap runs in ${seconds} s on ${hostname()}`);
  const failures: string[] = [];
  if (planted.verdict !== 'INJECTABLE')
    failures.push(`positive control not found injectable (${planted.verdict}: ${planted.detail})`);
  for (const run of real) {
    if (run.verdict === 'INJECTABLE')
      failures.push(`REAL ROUTE INJECTABLE: ${run.label} (${run.detail}), log ${run.outputDir}`);
    if (run.verdict === 'inconclusive')
      failures.push(`no verdict for ${run.label}: ${run.detail}, log ${run.outputDir}`);
  }
  if (failures.length > 0) {
    console.error(`\nAudit failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nAudit passed: the planted route is injectable, no real route is.');
  return 0;
}

process.exitCode = await main();
