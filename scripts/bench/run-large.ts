// `npm run bench -- --large`: past the cache. Millions of stored assignments are seeded with COPY, the product is
// restarted (nothing in memory), and returning users are asked in random order across the whole set, in rounds
// alternating with returning users that are all in memory: req/s, p99, the server's peak RSS, and the ratio.
import { randomBytes } from 'node:crypto';
import { startLoadGenerator } from './load-client.ts';
import { startMailCatcher } from './mail-catcher.ts';
import type { BenchOptions } from './options.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL, DEFAULT_REDIS_URL, seedAssignments } from './postgres.ts';
import {
  describeEnv,
  productEnv,
  SERVER_SCRIPT,
  startFamily,
  startProductProcess,
  type FamilySpec,
} from './product.ts';
import { assignUsers } from './product-setup.ts';
import { progress } from './progress.ts';
import { runSeries } from './rounds.ts';
import { checkGoals, summarize } from './summary.ts';
import { cellsFor, startBaseline, TARGET_LABELS } from './targets.ts';
import type { PlanResult } from './run-throughput.ts';
import { BENCH_TEST, cachedSeededRequest, RETURNING_USERS, seededUsersRequest, userIds } from './workloads.ts';

export async function runLarge(options: BenchOptions): Promise<PlanResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const database = await createFreshDatabase(adminUrl);
  if (!database) throw new Error(`--large needs PostgreSQL: none answered at ${adminUrl} (set BENCH_DATABASE_URL)`);
  const load = await startLoadGenerator();
  const mail = await startMailCatcher();
  const redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL;
  const spec: FamilySpec = {
    id: 'pg',
    storage: { kind: 'pg', databaseUrl: database.url, redisUrl },
    secret: randomBytes(36).toString('base64url'),
    mail,
    replicas: { abs: false, ft: false },
    extraEnv: options.productEnv,
    cpuProfDir: undefined, // the set-up process is not the one measured; the restarted one is profiled
  };
  const [fastify, family] = await Promise.all([startBaseline('fastify'), startFamily(spec)]);
  await family.product.stop();

  const users = options.users;
  progress(`seeding ${users.toLocaleString('en')} assignments with COPY`);
  const seedSeconds = await seedAssignments(database.url, BENCH_TEST, users);
  progress(`seeded in ${seedSeconds.toFixed(0)} s; restarting the product`);
  const product = await startProductProcess({ ...spec, cpuProfDir: options.cpuProfDir }, 'pg');
  const cached = Math.min(RETURNING_USERS, users);
  await assignUsers(product.origin, family.abToken, BENCH_TEST, userIds('user', cached));

  const labels: Record<string, string> = {
    fastify: TARGET_LABELS.fastify!,
    'pg:in-cache': `product, PostgreSQL: ${cached} users in memory, in turn`,
    'pg:seeded': `product, PostgreSQL: random users of ${users.toLocaleString('en')} stored`,
  };
  const token = family.abToken;
  const cells = [
    ...cellsFor([{ key: 'fastify', server: fastify, token }], cachedSeededRequest()),
    ...cellsFor([{ key: 'pg:in-cache', server: product, token }], cachedSeededRequest()),
    ...cellsFor([{ key: 'pg:seeded', server: product, token }], seededUsersRequest(users)),
  ];
  const figure = 'get-or-assign past the cache';
  const runs = await runSeries(figure, cells, options, load);
  const rows = summarize(
    'large',
    figure,
    runs,
    (key) => labels[key] ?? key,
    (key) => (key === 'pg:seeded' ? 'pg:in-cache' : 'fastify'),
  );
  const end = product.memory();
  return {
    rows: checkGoals(rows),
    postgresVersion: database.serverVersion,
    settings: [
      `${options.rounds} alternating rounds of ${options.durationS} s (fastify, in memory, past the cache) after a ` +
        `${options.warmupS} s warm-up; autocannon with ${options.connections} connections in a process of its own`,
      `${users.toLocaleString('en')} assignments of one test seeded with COPY in ${seedSeconds.toFixed(0)} s, then ` +
        `the product restarted: \`node ${SERVER_SCRIPT}\` with ${describeEnv(productEnv(spec, 'pg'))}`,
      'the in-memory rows ratio to the bare Fastify route, the past-the-cache row to the in-memory row (same process, same run)',
    ],
    notes: end
      ? [
          `Product process at the end: VmRSS ${(end.rss / 1024 ** 2).toFixed(0)} MiB, VmHWM ${(end.peak / 1024 ** 2).toFixed(0)} MiB.`,
        ]
      : [],
  };
}
