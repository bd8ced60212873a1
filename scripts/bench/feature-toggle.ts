// Single-flag OFREP evaluation throughput as a ratio to a minimal Fastify route measured in the same run
// (goal >= 0.6, issue 7). Both servers run in this process on 127.0.0.1:0 and take the same JSON body. The two are
// measured in alternating rounds and the median round is reported, so a burst of load elsewhere on the machine
// lands on one round instead of on one side.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createPgliteDb } from '../../apps/api/src/platform/db/pglite-db.ts';
import { migrate } from '../../apps/api/src/platform/db/migrate.ts';
import { migrationSources } from '../../apps/api/src/migration-sources.ts';
import { deriveKeys } from '../../apps/api/src/platform/auth/keys.ts';
import { TokenService } from '../../apps/api/src/platform/auth/tokens.ts';
import { createMemoryMailer } from '../../apps/api/src/platform/mail/memory-mailer.ts';
import { median } from '../lib/stats.ts';

interface CannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;

const ROUNDS = 5;
const ROUND_SECONDS = 3;
const CONNECTIONS = 10;
const BODY = JSON.stringify({ context: { targetingKey: 'user-42@example.com' } });

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const moduleName = 'autocannon'; // untyped package: imported by name so the type checker does not look for types
  const { default: autocannon } = (await import(moduleName)) as { default: Cannon };
  const options = { url, method: 'POST', body: BODY, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS };
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function baselineServer() {
  const app = Fastify({ logger: false });
  app.post('/flag', async () => ({ key: 'NEW_CHECKOUT', value: true, reason: 'STATIC', variant: 'on' }));
  return { app, url: `${await app.listen({ host: '127.0.0.1', port: 0 })}/flag` };
}

async function productServer() {
  const secret = randomUUID() + randomUUID();
  const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DATABASE_URL: 'memory:', LOG_LEVEL: 'silent', CONTEXTS: 'feature-toggle' });
  const db = await createPgliteDb();
  await migrate(db, migrationSources);
  const app = await buildApp({ config, db, mailer: createMemoryMailer(), serveWeb: false, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = new TokenService(deriveKeys(secret));
  const customerId = randomUUID();
  const created = await app.inject({
    method: 'POST',
    url: '/feature-toggle/api/v1/toggle/pattern',
    headers: { authorization: `Bearer ${await tokens.signConsole(customerId)}` },
    payload: { toggleName: 'NEW_CHECKOUT', togglePattern: '@example\\.com$' },
  });
  if (created.statusCode !== 201) throw new Error(`could not create the toggle: ${created.body}`);
  const machine = await tokens.signMachine(customerId, 'bench-client', randomUUID(), 'feature-toggle');
  return { app, url: `${base}/ofrep/v1/evaluate/flags/NEW_CHECKOUT`, headers: { authorization: `Bearer ${machine}` } };
}

export async function run(): Promise<{ name: string; value: number; unit: string; baseline: number; ratio: number; goal?: string }[]> {
  const baseline = await baselineServer();
  const product = await productServer();
  try {
    // Warm-up: JIT, caches, keep-alive sockets.
    await measure(baseline.url, {}, 1);
    await measure(product.url, product.headers, 1);
    const rounds: { baselineRps: number; ofrepRps: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const baselineRps = await measure(baseline.url, {}, ROUND_SECONDS);
      const ofrepRps = await measure(product.url, product.headers, ROUND_SECONDS);
      rounds.push({ baselineRps, ofrepRps, ratio: ofrepRps / baselineRps });
    }
    console.log(`  rounds (ratio): ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}`);
    const ratio = median(rounds.map((r) => r.ratio));
    const { baselineRps, ofrepRps } = rounds.find((r) => r.ratio === ratio)!;
    return [
      {
        name: 'OFREP single-flag evaluation (pattern toggle, machine token)',
        value: ofrepRps,
        unit: 'req/s',
        baseline: baselineRps,
        ratio,
        goal: '>= 0.6',
      },
    ];
  } finally {
    await baseline.app.close();
    await product.app.close();
  }
}
