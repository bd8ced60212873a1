import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const binDir = join(root, 'node_modules', '.bin');
const nodeBin = existsSync(join(binDir, 'node')) ? join(binDir, 'node') : process.execPath;

/** Production build of apps/web, as the browser journeys build it. */
export function buildWeb(): void {
  const result = spawnSync(join(binDir, 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) throw new Error('building apps/web failed');
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (its PDF workers are child processes of it). */
  pid: number;
  /** SIGTERM, then waits for the exit; resolves with the exit code (null when ended by a signal). */
  stop: () => Promise<number | null>;
}

/**
 * The real server on a free port with an in-memory database, started like e2e/global-setup.ts does. `env` adds or
 * overrides variables; an undefined value removes one (DATABASE_URL: undefined means PGlite on disk in DATA_DIR).
 */
export function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(nodeBin, ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATABASE_URL: 'memory:', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async (): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => void stop().then(() => reject(new Error('server did not start within 90 s'))),
      90_000,
    );
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}\n${stdout}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Ready: (https?:\/\/\S+)/.exec(stdout);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({
        baseUrl: match[1].replace('//localhost:', '//127.0.0.1:').replace(/\/$/, ''),
        pid: child.pid as number,
        stop,
      });
    });
  });
}
