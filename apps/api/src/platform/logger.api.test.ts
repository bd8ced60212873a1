import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TurnBatchedDestination } from './log-destination.ts';
import { logDestination } from './logger.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appLogging(level: string): Promise<{ app: TestApp; entries: () => Record<string, any>[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  t = await createTestApp({ LOG_LEVEL: level }, { logStream: stream });
  return { app: t, entries: () => lines.map((line) => JSON.parse(line) as Record<string, any>) };
}

describe('request logging', () => {
  it('writes one access line per request, without the query string', async () => {
    const { app, entries } = await appLogging('info');
    await app.app.inject({ method: 'GET', url: '/openapi.json?token=abc' });
    const access = entries().filter((entry) => entry.req);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      msg: 'GET /openapi.json 200',
      req: { method: 'GET', url: '/openapi.json' },
      res: { statusCode: 200 },
    });
    expect(typeof access[0]!.responseTime).toBe('number');
    expect(JSON.stringify(entries())).not.toContain('token=abc');
  });

  it('keeps health probes and metric scrapes out of the info log, and shows them at debug', async () => {
    const { app, entries } = await appLogging('info');
    for (const url of ['/livez', '/readyz', '/metrics']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(entries().filter((entry) => entry.req)).toEqual([]);
    await app.close();

    const debug = await appLogging('debug');
    await debug.app.app.inject({ method: 'GET', url: '/livez' });
    expect(debug.entries().filter((entry) => entry.req)).toMatchObject([{ level: 20, msg: 'GET /livez 200' }]);
  });
});

describe('log destination', () => {
  it('is JSON through the turn-batched destination when piped, in production and when nobody reads a terminal', () => {
    for (const [env, isTerminal] of [
      ['development', false],
      ['production', false],
      ['production', true],
      ['test', false],
    ] as const) {
      const destination = logDestination({ env, logLevel: 'info' }, isTerminal);
      expect(destination, `${env}, terminal: ${isTerminal}`).toBeInstanceOf(TurnBatchedDestination);
    }
  });

  it('is pino-pretty in a worker thread for a person at a terminal outside production', async () => {
    const destination = logDestination({ env: 'development', logLevel: 'info' }, true) as any;
    expect(destination.constructor.name).toBe('ThreadStream');
    await new Promise<void>((resolve) => {
      destination.once('close', () => resolve());
      destination.end();
    });
  });

  it('writes out a lone line at once, without waiting for a buffer to fill', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-flush-'));
    const fd = openSync(join(dir, 'out.log'), 'w');
    try {
      const destination = logDestination({ env: 'production', logLevel: 'info' }, false, fd)!;
      pino({ level: 'info' }, destination).error('database unreachable');
      await vi.waitFor(() => expect(readFileSync(join(dir, 'out.log'), 'utf8')).toContain('database unreachable'));
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens nothing when logging is off', () => {
    expect(logDestination({ env: 'production', logLevel: 'silent' }, false)).toBeUndefined();
  });
});
