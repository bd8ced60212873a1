// The harness's moving parts against a real baseline process: the forked load generator drives it, a wrong path is
// reported as a failure rather than as throughput, and stopping leaves no process behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoadGenerator, type LoadClient } from './load-client.ts';
import { loadFailure } from './load-job.ts';
import { cleanupAll, type ServerProcess } from './processes.ts';
import { startBaseline } from './targets.ts';
import { newUsersRequest } from './workloads.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('load generator and baseline processes', { timeout: 60_000 }, () => {
  let server: ServerProcess;
  let load: LoadClient;
  beforeAll(async () => {
    [server, load] = await Promise.all([startBaseline('node-http'), startLoadGenerator()]);
  }, 60_000);
  afterAll(() => cleanupAll());

  it('drives the same request shape from its own process and measures every 2xx answer', async () => {
    expect(load.pid).not.toBe(process.pid);
    const { path, body } = newUsersRequest();
    const cpuBefore = server.cpuMs()!;
    const result = await load.run({ origin: server.origin, path, headers: {}, body, connections: 2, durationS: 1 });
    expect(server.cpuMs()!).toBeGreaterThan(cpuBefore);
    expect(loadFailure(result)).toBeNull();
    expect(result.answered).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(server.memory()?.peak).toBeGreaterThan(0);
  });

  it('reports answers other than 2xx as a failure', async () => {
    const body = { kind: 'cycle', bodies: ['{}'] } as const;
    const result = await load.run({
      origin: server.origin,
      path: '/nowhere',
      headers: {},
      body,
      connections: 1,
      durationS: 1,
    });
    expect(loadFailure(result)).toMatch(/× 404/);
  });

  it('stops every process it started', async () => {
    await cleanupAll();
    expect(alive(server.pid)).toBe(false);
    expect(alive(load.pid)).toBe(false);
  });
});
