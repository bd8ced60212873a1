// A/B get-or-assign throughput (docs/benchmarks.md): returning users (answered from memory) and new users (one
// durable insert each, batched under load), each as a ratio to a minimal Fastify route measured in the same run.
// In-process on in-memory PGlite, loopback only, ~5 s per measurement.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createPgliteDb } from '../../apps/api/src/platform/db/pglite-db.ts';
import { migrate } from '../../apps/api/src/platform/db/migrate.ts';
import { migrationSources } from '../../apps/api/src/migration-sources.ts';
import { deriveKeys } from '../../apps/api/src/platform/auth/keys.ts';
import { TokenService } from '../../apps/api/src/platform/auth/tokens.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DURATION_S = 5;
const CONNECTIONS = 10;
const RETURNING_USERS = 2_000;
const TEST_NAME = 'BENCH_CHECKOUT';

interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
  goal?: string;
}

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}

async function measure(url: string, requests: AutocannonRequest[]): Promise<number> {
  const result = (await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests })) as {
    requests: { average: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`bench saw ${result.non2xx} non-2xx and ${result.errors} errors`);
  return result.requests.average;
}

async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  // The same request shape as get-or-assign (POST, JSON body, bearer header): the framework's ceiling for it.
  app.post('/baseline', () => ({ ok: true }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}

async function startApp() {
  const db = await createPgliteDb();
  await migrate(db, migrationSources);
  // Served alone, as a dedicated abs-testing replica would be (ARCHITECTURE §1).
  const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: SECRET, LOG_LEVEL: 'silent', DATABASE_URL: 'memory:', CONTEXTS: 'abs-testing' });
  const app = await buildApp({ config, db, serveWeb: false, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = new TokenService(deriveKeys(SECRET));
  const customerId = randomUUID();
  const consoleToken = await tokens.signConsole(customerId);
  const machineToken = await tokens.signMachine(customerId, randomUUID(), randomUUID(), 'abs-testing');
  const created = await fetch(`${url}/abs-testing/api/v1/ab-test`, {
    method: 'POST',
    headers: { authorization: `Bearer ${consoleToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      abTestName: TEST_NAME,
      variantDtoList: [
        { variantName: 'ONE_CLICK_BUY', percentage: 10 },
        { variantName: 'FASTER_CHECKOUT', percentage: 30 },
        { variantName: 'TRADITIONAL_CHECK_OUT', percentage: 60 },
      ],
    }),
  });
  if (!created.ok) throw new Error(`could not create the bench test: ${created.status}`);
  return { app, url, machineToken };
}

function assignHeaders(token: string) {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** Pre-built requests cycled by autocannon, so the client does the same work per request as for the baseline. */
function staticAssignRequests(token: string, userIds: string[]): AutocannonRequest[] {
  return userIds.map((userId) => ({
    method: 'POST',
    path: '/api/ab-test/get-or-assign',
    headers: assignHeaders(token),
    body: JSON.stringify({ abTestName: TEST_NAME, userId }),
  }));
}

function assignRequest(token: string, nextUserId: () => string): AutocannonRequest[] {
  const base: AutocannonRequest = {
    method: 'POST',
    path: '/api/ab-test/get-or-assign',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
  return [{ ...base, setupRequest: (req) => ({ ...req, body: JSON.stringify({ abTestName: TEST_NAME, userId: nextUserId() }) }) }];
}

export async function run(): Promise<Figure[]> {
  const baseline = await startBaseline();
  const { app, url, machineToken } = await startApp();
  try {
    // Warm the returning users: each is assigned (and cached) once before the measurement.
    const returning = staticAssignRequests(machineToken, Array.from({ length: RETURNING_USERS }, (_, k) => `returning-${k}`));
    for (let u = 0; u < RETURNING_USERS; u += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, k) =>
          fetch(`${url}/api/ab-test/get-or-assign`, {
            method: 'POST',
            headers: { authorization: `Bearer ${machineToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ abTestName: TEST_NAME, userId: `returning-${u + k}` }),
          }),
        ),
      );
    }
    const ceiling = await measure(`${baseline.url}/baseline`, [
      { method: 'POST', path: '/baseline', headers: assignHeaders(machineToken), body: JSON.stringify({ abTestName: TEST_NAME, userId: 'returning-1' }) },
    ]);
    const returningRps = await measure(url, returning);
    let n = 0;
    const fresh = assignRequest(machineToken, () => `new-${process.pid}-${n++}`);
    const newRps = await measure(url, fresh);
    return [
      {
        name: 'get-or-assign, returning users',
        value: returningRps,
        unit: 'req/s',
        baseline: ceiling,
        ratio: returningRps / ceiling,
        goal: '>= 0.5 of a minimal Fastify route',
      },
      { name: 'get-or-assign, new users (durable insert)', value: newRps, unit: 'req/s', baseline: ceiling, ratio: newRps / ceiling },
    ];
  } finally {
    await app.close();
    await baseline.close();
  }
}
