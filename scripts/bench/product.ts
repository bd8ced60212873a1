// The product under test, started as `npm start` runs it after its build step (`node apps/api/src/server.ts`) in
// the shipped production configuration: NODE_ENV=production, an AUTH_SECRET, all contexts, logging at the shipped
// level, metrics, rate limits and security headers as they are. Only what a deployment must provide is set.
import { join } from 'node:path';
import { startServer, type ServerProcess } from './processes.ts';
import type { MailCatcher } from './mail-catcher.ts';
import {
  assignUsers,
  createAbTest,
  createPatternToggle,
  hasTrackBatch,
  machineToken,
  refusedEvents,
  signUp,
} from './product-setup.ts';
import {
  BENCH_EVENTS_TEST,
  BENCH_METRIC,
  BENCH_TEST,
  eventsRequest,
  eventUserIds,
  returningUserIds,
} from './workloads.ts';

export const SERVER_SCRIPT = 'apps/api/src/server.ts';

export type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'pg'; databaseUrl: string; redisUrl: string };

export interface FamilySpec {
  /** Target id of the all-contexts product; replicas get `-abs` and `-ft`. */
  id: string;
  storage: Storage;
  secret: string;
  mail: MailCatcher;
  /** Which dedicated replicas to start beside the product. */
  replicas: { abs: boolean; ft: boolean };
  extraEnv: Readonly<Record<string, string>>;
  cpuProfDir: string | undefined;
}

export interface ProductFamily {
  spec: FamilySpec;
  product: ServerProcess;
  /** Dedicated replicas: CONTEXTS=abs-testing and CONTEXTS=feature-toggle. */
  abs?: ServerProcess;
  ft?: ServerProcess;
  abToken: string;
  ftToken: string;
  /**
   * POST /api/ab-test/track/batch (issue 20): absent (404) until it is merged; refused when it exists but did not
   * accept a first batch whole (the row then fails with the reason).
   */
  events: { state: 'ok' } | { state: 'absent' } | { state: 'refused'; reason: string };
}

function storageEnv(storage: Storage, name: string): Record<string, string> {
  // One embedded database per process: PGlite on disk is single-process, exactly like `npm start`'s ./.data.
  if (storage.kind === 'pglite') return { DATA_DIR: join(storage.dataDir, name) };
  return { DATABASE_URL: storage.databaseUrl, REDIS_URL: storage.redisUrl };
}

export function productEnv(spec: FamilySpec, name: string, contexts?: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: spec.secret,
    PORT: '0',
    SMTP_URL: spec.mail.smtpUrl,
    ...storageEnv(spec.storage, name),
    ...(contexts ? { CONTEXTS: contexts } : {}),
    ...spec.extraEnv,
  };
}

/** Values that differ on every run are recorded by what they are, so reports of two runs compare line by line. */
const RUN_SPECIFIC: Readonly<Record<string, (value: string) => string>> = {
  AUTH_SECRET: (v) => `<${v.length} random characters>`,
  DATA_DIR: () => '<a fresh directory>',
  SMTP_URL: () => "<the bench's SMTP server>",
  DATABASE_URL: (v) => v.replace(/\/[^/]*$/, '/<a fresh database>'),
};

/** The configuration as the report records it (the secret's value is not printed). */
export function describeEnv(env: Readonly<Record<string, string>>): string {
  return Object.entries(env)
    .map(([key, value]) => `${key}=${RUN_SPECIFIC[key]?.(value) ?? value}`)
    .join(' ');
}

export function startProductProcess(spec: FamilySpec, name: string, contexts?: string): Promise<ServerProcess> {
  const nodeFlags = spec.cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${spec.cpuProfDir}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  return startServer({ name, args: [SERVER_SCRIPT], env: productEnv(spec, name, contexts), nodeFlags });
}

/**
 * Starts the product (and, when asked, the two dedicated replicas) and sets everything up through the HTTP API.
 * With PGlite every process has its own database: the replicas get their test and toggle from the same customer's
 * console token (verified locally, as any replica does), and the machine tokens minted by the product.
 */
export async function startFamily(spec: FamilySpec): Promise<ProductFamily> {
  const [product, abs, ft] = await Promise.all([
    startProductProcess(spec, spec.id),
    spec.replicas.abs ? startProductProcess(spec, `${spec.id}-abs`, 'abs-testing') : undefined,
    spec.replicas.ft ? startProductProcess(spec, `${spec.id}-ft`, 'feature-toggle') : undefined,
  ]);
  const consoleToken = await signUp(product.origin, spec.mail);
  const abToken = await machineToken(product.origin, consoleToken, 'abs-testing');
  const ftToken = await machineToken(product.origin, consoleToken, 'feature-toggle');
  await createAbTest(product.origin, consoleToken);
  await createPatternToggle(product.origin, consoleToken);
  const ownDatabases = spec.storage.kind === 'pglite';
  if (abs && ownDatabases) await createAbTest(abs.origin, consoleToken);
  if (ft && ownDatabases) await createPatternToggle(ft.origin, consoleToken);
  let events: ProductFamily['events'] = { state: 'absent' };
  if (await hasTrackBatch(product.origin, abToken)) {
    await createAbTest(product.origin, consoleToken, BENCH_EVENTS_TEST, {
      metrics: [{ name: BENCH_METRIC, kind: 'CONVERSION', role: 'PRIMARY' }],
    });
    await assignUsers(product.origin, abToken, BENCH_EVENTS_TEST, eventUserIds());
    const body = eventsRequest().body;
    const reason = body.kind === 'cycle' ? await refusedEvents(product.origin, abToken, body.bodies[0]!) : null;
    events = reason === null ? { state: 'ok' } : { state: 'refused', reason };
  }
  for (const server of [product, abs]) {
    if (server) await assignUsers(server.origin, abToken, BENCH_TEST, returningUserIds());
  }
  return {
    spec,
    product,
    abs,
    ft,
    abToken,
    ftToken,
    events,
  };
}
