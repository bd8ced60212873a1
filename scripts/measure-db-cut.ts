// `npm run measure:db-cut`: issue 22's fault run from outside. The real server process (`node apps/api/src/server.ts`,
// production configuration) on a fresh PostgreSQL database reached through a loopback TCP proxy; 20 callers ask
// get-or-assign for new users (a durable insert each) and two more register and log in (transactions) without pause,
// while the proxy is cut for 5 s in each style (refused, accepted-then-reset, half-open). Per cut it prints the answers
// by status, the slowest answer, whether each 503 carried Retry-After and came within a second, when the first 2xx
// came after the restore and what /readyz said every 500 ms. Finally the server is restarted on the database directly
// and every acknowledged assignment is asked for again: each must come back with the variant it was given.
// PostgreSQL from MEASURE_DATABASE_URL (an administrative connection; default the local server). Not a benchmark.
import { performance } from 'node:perf_hooks';
import { TcpProxy, type CutStyle } from '../apps/api/src/resilience/tcp-proxy.ts';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './bench/postgres.ts';
import { cleanupAll, startServer, type ServerProcess } from './bench/processes.ts';
import { startMailCatcher, type MailCatcher } from './bench/mail-catcher.ts';
import { createAbTest, machineToken, signUp } from './bench/product-setup.ts';
import { MACHINE_PATHS } from './bench/baselines/machine-paths.ts';

const CALLERS = 20;
const CUT_MS = 5_000;
const AFTER_MS = 8_000;
const TEST = 'DB_CUT';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
}

const start = (name: string, databaseUrl: string, mail: MailCatcher): Promise<ServerProcess> =>
  startServer({
    name,
    args: ['apps/api/src/server.ts'],
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'measure-db-cut-'.padEnd(48, 'x'),
      PORT: '0',
      SMTP_URL: mail.smtpUrl,
      DATABASE_URL: databaseUrl,
    },
  });

async function getOrAssign(origin: string, token: string, userId: string) {
  const response = await fetch(origin + MACHINE_PATHS.getOrAssign, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ abTestName: TEST, userId }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { variantName?: string | null };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), variant: body.variantName };
}

async function main() {
  const database = await createFreshDatabase(process.env.MEASURE_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  if (!database) throw new Error('PostgreSQL does not answer (MEASURE_DATABASE_URL)');
  const direct = new URL(database.url);
  const proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const mail = await startMailCatcher();
  try {
    const server = await start('server', viaProxy.toString(), mail);
    const consoleToken = await signUp(server.origin, mail);
    const token = await machineToken(server.origin, consoleToken, 'abs-testing');
    await createAbTest(server.origin, consoleToken, TEST);

    const acknowledged = new Map<string, string | null | undefined>();
    let answers: Answer[] = [];
    let next = 0;
    let running = true;
    const caller = async () => {
      while (running) {
        const startedAt = performance.now();
        const userId = `user-${next++}`;
        const answer = await getOrAssign(server.origin, token, userId).catch(() => ({
          status: 0,
          retryAfter: null,
          variant: undefined,
        }));
        answers.push({ startedAt, endedAt: performance.now(), status: answer.status, retryAfter: answer.retryAfter });
        if (answer.status === 200) acknowledged.set(userId, answer.variant);
      }
    };
    const logins = { done: 0, refused: 0 };
    const loginLoop = async () => {
      while (running)
        await signUp(server.origin, mail).then(
          () => logins.done++,
          () => (logins.refused++, sleep(50)),
        );
    };
    const load = [...Array.from({ length: CALLERS }, caller), loginLoop(), loginLoop()];

    console.log(`${CALLERS} callers (new users) and 2 sign-up loops; each cut lasts ${CUT_MS / 1000} s\n`);
    console.log(
      '| cut | answers | slowest | 503 without Retry-After | 503 later than 1 s | first 2xx after restore | /readyz every 500 ms from the cut |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const style of ['refuse', 'reset', 'blackhole'] as CutStyle[]) {
      await sleep(2_000);
      answers = [];
      const cutAt = performance.now();
      await proxy.cut(style);
      const ready: string[] = [];
      const probe = setInterval(() => {
        void fetch(server.origin + '/readyz').then(
          (r) => ready.push(String(r.status)),
          () => ready.push('-'),
        );
      }, 500);
      await sleep(CUT_MS);
      const restoredAt = performance.now();
      await proxy.restore();
      await sleep(AFTER_MS);
      clearInterval(probe);
      const byStatus = new Map<number, number>();
      for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
      const refused = answers.filter((a) => a.status === 503);
      const firstOk = Math.min(
        ...answers.filter((a) => a.startedAt > restoredAt && a.status === 200).map((a) => a.endedAt),
      );
      const cells = [
        style,
        [...byStatus].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', '),
        `${Math.round(Math.max(...answers.map((a) => a.endedAt - a.startedAt)))} ms`,
        String(refused.filter((a) => !a.retryAfter).length),
        String(refused.filter((a) => a.startedAt > cutAt && a.endedAt - a.startedAt > 1_000).length),
        Number.isFinite(firstOk) ? `${Math.round(firstOk - restoredAt)} ms` : 'none',
        ready.join(' '),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    running = false;
    await Promise.all(load);
    console.log(
      `\nsign-ups completed ${logins.done}, refused ${logins.refused}; /livez at the end: ${
        (await fetch(server.origin + '/livez').catch(() => null))?.status ?? 'no answer'
      }`,
    );
    await server.stop();

    const again = await start('restarted', database.url, mail);
    const pending = [...acknowledged];
    let changed = 0;
    const recheck = async () => {
      for (let entry = pending.pop(); entry; entry = pending.pop()) {
        const answer = await getOrAssign(again.origin, token, entry[0]);
        if (answer.status !== 200 || answer.variant !== entry[1]) changed++;
      }
    };
    await Promise.all(Array.from({ length: CALLERS }, recheck));
    console.log(
      `acknowledged assignments asked again after a restart: ${acknowledged.size}; lost or changed: ${changed}`,
    );
    await again.stop();
    if (changed > 0) process.exitCode = 1;
  } finally {
    await cleanupAll();
    await proxy.stop();
    await mail.close();
    await database.drop();
  }
}

await main();
