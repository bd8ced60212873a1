// `npm run bench` (and `--quick`): the machine endpoints of the product on PGlite (as `npm start` ships it) and on
// PostgreSQL + Redis, beside the two baselines, every process of its own, driven by the load-generator process.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startLoadGenerator, type LoadClient } from './load-client.ts';
import { startMailCatcher } from './mail-catcher.ts';
import type { BenchOptions, WorkloadName } from './options.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL, DEFAULT_REDIS_URL } from './postgres.ts';
import { onCleanup, repoRoot, type ServerProcess } from './processes.ts';
import { cellsFor, startBaseline, TARGET_LABELS, type Target } from './targets.ts';
import { describeEnv, productEnv, SERVER_SCRIPT, startFamily, type FamilySpec, type ProductFamily } from './product.ts';
import { progress } from './progress.ts';
import { runSeries, type CellRun, type RoundSettings } from './rounds.ts';
import { checkGoals, summarize, type Row } from './summary.ts';
import { measureResults } from './results-round.ts';
import {
  eventsRequest,
  newUsersRequest,
  ofrepRequest,
  returningRequest,
  RETURNING_USERS,
  type WorkloadRequest,
} from './workloads.ts';

/**
 * Durable writes wait for their commit (a disk flush, ~1–3 ms here): with 10 clients, throughput is capped at 10 per
 * flush whatever the server does. Group commit is what turns many concurrent first calls into few flushes, so these
 * rows are driven by as many clients as a fleet of app servers would keep open (ADR 097).
 */
const DURABLE_CONNECTIONS = 100;

const FIGURES: Readonly<Record<Exclude<WorkloadName, 'cv' | 'results'>, string>> = {
  returning: `get-or-assign, returning users (${RETURNING_USERS} in turn)`,
  'new-users': 'get-or-assign, new users (durable insert each)',
  ofrep: 'OFREP single-flag evaluation (pattern toggle)',
  events: 'tracked events, batches of 100 (issue 20)',
};

export interface PlanResult {
  rows: Row[];
  settings: string[];
  notes: string[];
  postgresVersion?: string;
}

export async function runThroughput(options: BenchOptions): Promise<PlanResult> {
  // Quick mode (CI) keeps what the ratios need: the Fastify baseline and the two products.
  const wanted = (key: string) =>
    options.targets.size === 0 ? options.mode === 'full' || key !== 'node-http' : options.targets.has(key);
  const replicasOf = (id: string) => ({
    abs: options.mode === 'full' && wanted(`${id}-abs`),
    ft: options.mode === 'full' && wanted(`${id}-ft`),
  });
  const familyWanted = (id: string) => wanted(id) || replicasOf(id).abs || replicasOf(id).ft;
  const settings: string[] = [];
  const notes: string[] = [];

  const runDir = join(repoRoot, '.tmp', 'bench', `run-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  onCleanup('remove the run directory', () => rmSync(runDir, { recursive: true, force: true }));
  const load: LoadClient = await startLoadGenerator();
  const mail = await startMailCatcher();
  const secret = randomBytes(36).toString('base64url');
  const base = { secret, mail, extraEnv: options.productEnv, cpuProfDir: options.cpuProfDir };

  const specs: FamilySpec[] = [];
  if (familyWanted('pglite'))
    specs.push({ ...base, id: 'pglite', replicas: replicasOf('pglite'), storage: { kind: 'pglite', dataDir: runDir } });
  let postgresVersion: string | undefined;
  if (options.postgres && familyWanted('pg')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
    const database = await createFreshDatabase(adminUrl);
    if (database) {
      postgresVersion = database.serverVersion;
      const redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL;
      specs.push({
        ...base,
        id: 'pg',
        replicas: replicasOf('pg'),
        storage: { kind: 'pg', databaseUrl: database.url, redisUrl },
      });
    } else {
      notes.push(`PostgreSQL rows skipped: no PostgreSQL answered at ${adminUrl} (set BENCH_DATABASE_URL).`);
    }
  }

  progress('starting the baselines and the product processes, then setting up through the HTTP API');
  const [nodeHttp, fastify, ...families] = await Promise.all([
    wanted('node-http') ? startBaseline('node-http') : undefined,
    wanted('fastify') ? startBaseline('fastify') : undefined,
    ...specs.map((spec) => startFamily(spec)),
  ]);
  const productFamilies = families as ProductFamily[];
  progress('set up: customer, client credentials, machine tokens, test, toggle, returning users');

  for (const family of productFamilies) {
    const { spec } = family;
    settings.push(
      `\`${family.product.name}\`: \`node ${SERVER_SCRIPT}\` with ${describeEnv(productEnv(spec, spec.id))}`,
    );
    for (const [replica, contexts] of [
      [family.abs, 'abs-testing'],
      [family.ft, 'feature-toggle'],
    ] as const) {
      if (replica) settings.push(`\`${replica.name}\`: the same with CONTEXTS=${contexts}`);
    }
  }
  const baselineToken = productFamilies[0]?.abToken ?? 'bench-token-without-a-product';
  const baselines: Target[] = [
    ...(nodeHttp ? [{ key: 'node-http', server: nodeHttp, token: baselineToken }] : []),
    ...(fastify ? [{ key: 'fastify', server: fastify, token: baselineToken }] : []),
  ];
  const fastifyOnly = baselines.filter((b) => b.key === 'fastify');
  const productTargets = (pick: (f: ProductFamily) => (Target | undefined)[]) =>
    productFamilies.flatMap(pick).filter((t): t is Target => t !== undefined && wanted(t.key));
  const target = (server: ServerProcess | undefined, token: string) =>
    server ? { key: server.name, server, token } : undefined;

  const plan: {
    workload: Exclude<WorkloadName, 'cv' | 'results'>;
    targets: Target[];
    request: () => WorkloadRequest;
    connections?: number;
  }[] = [
    {
      workload: 'returning',
      targets: [...baselines, ...productTargets((f) => [target(f.product, f.abToken), target(f.abs, f.abToken)])],
      request: returningRequest,
    },
    {
      workload: 'new-users',
      targets: [...fastifyOnly, ...productTargets((f) => [target(f.product, f.abToken)])],
      request: newUsersRequest,
      connections: DURABLE_CONNECTIONS,
    },
    {
      workload: 'ofrep',
      targets: [...baselines, ...productTargets((f) => [target(f.product, f.ftToken), target(f.ft, f.ftToken)])],
      request: ofrepRequest,
    },
    {
      workload: 'events',
      targets: [
        ...fastifyOnly,
        ...productTargets((f) => [f.events.state === 'ok' ? target(f.product, f.abToken) : undefined]),
      ],
      request: eventsRequest,
      connections: DURABLE_CONNECTIONS,
    },
  ];
  if (options.workloads.has('events') && productFamilies.some((f) => f.events.state === 'absent')) {
    notes.push(
      'Tracked events skipped: `POST /api/ab-test/track/batch` answers 404 (issue 20 not merged); the row runs by itself once the route answers.',
    );
  }

  const roundSettings: RoundSettings = options;
  settings.unshift(
    `${options.rounds} alternating rounds of ${options.durationS} s per target after a ${options.warmupS} s warm-up; ` +
      `autocannon with ${options.connections} connections (${DURABLE_CONNECTIONS} for the durable-write rows) in a ` +
      'process of its own; medians over the rounds; ' +
      'p99 over every 2xx answer of a round; ratios to the bare Fastify route of the same workload in the same run',
    `baselines: \`scripts/bench/baselines/*-baseline.ts\`, each a process of its own, answering the same paths`,
  );
  const rows: Row[] = [];
  for (const step of plan) {
    if (!options.workloads.has(step.workload)) continue;
    // A product whose events route refused the bench's first batch is a failed row, not a silent gap.
    const refused: CellRun[] = productFamilies.flatMap((f) =>
      step.workload === 'events' && f.events.state === 'refused' && wanted(f.product.name)
        ? [{ key: f.product.name, rounds: [], failure: f.events.reason }]
        : [],
    );
    const products = step.targets.filter((t) => !['node-http', 'fastify'].includes(t.key));
    const measured =
      products.length === 0
        ? []
        : await runSeries(
            FIGURES[step.workload],
            cellsFor(step.targets, step.request()),
            { ...roundSettings, connections: step.connections ?? options.connections },
            load,
          );
    const runs = [...measured, ...refused];
    if (runs.length === 0) continue;
    rows.push(
      ...summarize(
        step.workload,
        FIGURES[step.workload],
        runs,
        (key) => TARGET_LABELS[key] ?? key,
        () => (fastify ? 'fastify' : null),
      ),
    );
  }
  if (options.workloads.has('results')) {
    const pg = productFamilies.find((f) => f.spec.storage.kind === 'pg');
    if (pg && pg.spec.storage.kind === 'pg' && wanted(pg.product.name)) {
      const step = await measureResults(pg.product, mail, pg.spec.storage.databaseUrl, options, load);
      rows.push(...step.rows);
      settings.push(step.setting);
    } else {
      notes.push('Results latency skipped: it seeds PostgreSQL directly and needs the `pg` target.');
    }
  }
  return { rows: checkGoals(rows), settings, notes, ...(postgresVersion ? { postgresVersion } : {}) };
}
