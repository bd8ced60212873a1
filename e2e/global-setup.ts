import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(repoRoot, 'node_modules', '.bin');
const nodeBin = existsSync(join(binDir, 'node')) ? join(binDir, 'node') : process.execPath;
const START_TIMEOUT_MS = 90_000;

/**
 * No secret may ever reach the logs (issue: security suite). The server logs every request at info level during the
 * whole browser run; at the end the log must hold no JWT, no refresh or reset token and none of the journeys'
 * passwords. The log is kept in .tmp/e2e-server.log for inspection.
 */
const LEAK_PATTERNS: [string, RegExp][] = [
  ['a JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/],
  ['a journey password', /Correct-Horse-42|Correct-Horse-Battery-9|Another-Strong-Phrase-77/],
  ['a reset link token', /token=[\w-]{20,}/],
  ['a bearer credential', /Bearer [\w.-]{20,}/i],
];

function assertNoSecretsLogged(log: string): void {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  writeFileSync(join(repoRoot, '.tmp', 'e2e-server.log'), log);
  const leaks = LEAK_PATTERNS.filter(([, pattern]) => pattern.test(log)).map(([name]) => name);
  if (leaks.length > 0) throw new Error(`the server logged ${leaks.join(', ')} (see .tmp/e2e-server.log)`);
}

/** Browser tests run against the real production server and build (ARCHITECTURE §6), never a mock. */
function ensureWebBuild(): void {
  // Build only when asked or missing: rebuilding empties dist under any server already serving it
  // (it lists assets and reads index.html at start-up), which breaks concurrent runs. `npm test` builds first.
  if (process.env.E2E_BUILD !== '1' && existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  const result = spawnSync(join(binDir, 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) throw new Error('building apps/web failed');
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(
      () => fail(new Error(`server did not print "Ready:" within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n--- stdout ---\n${stdout}\n--- stderr ---\n${stderr}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Ready: (https?:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        // "localhost" may resolve to ::1 while the server listens on 127.0.0.1 only.
        resolve(match[1].replace('//localhost:', '//127.0.0.1:').replace(/\/$/, ''));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`server exited early with code ${code}`)));
    child.once('error', (error) => fail(error));
  });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  ensureWebBuild();
  const child = spawn(nodeBin, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: 'memory:',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      IP_RATE_LIMIT_SCALE: '50',
      PATH: `${binDir}:${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForReady(child);
  child.removeAllListeners('exit');
  // Keep draining output so a chatty server never blocks on a full pipe; keep it for the secrets check.
  const logChunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logChunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => {
    logChunks.push(chunk);
    process.stderr.write(chunk);
  });
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    if (child.exitCode !== null) return assertNoSecretsLogged(Buffer.concat(logChunks).toString('utf8'));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timeout);
    assertNoSecretsLogged(Buffer.concat(logChunks).toString('utf8'));
  };
}
