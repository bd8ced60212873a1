import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDb } from '../db/test-db.ts';
import { migrationSources } from '../../migration-sources.ts';
import { createMemoryMailer } from '../mail/memory-mailer.ts';
import { serviceUnavailable } from '../errors.ts';
import { TEST_AUTH_SECRET } from '../../test/test-app.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a raw socket received into responses (Content-Length framed, as every answer here is). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(headEnd + 4), 'latin1')
      .subarray(0, length)
      .toString('utf8');
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = Buffer.from(rest.slice(headEnd + 4), 'latin1')
      .subarray(length)
      .toString('latin1');
  }
  return responses;
}

function envelopeOf(res: RawResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(res.body) as unknown;
}

async function newApp(logStream?: NodeJS.WritableStream): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: logStream ? 'info' : 'silent',
    DATABASE_URL: 'memory:',
    CONTEXTS: 'customer',
  });
  const db = await createTestDb(migrationSources);
  return buildApp({ config, db, mailer: createMemoryMailer(), serveWeb: false, ...(logStream ? { logStream } : {}) });
}

/** Every answer the framework gives by itself, over a real socket, is the error envelope (ARCHITECTURE.md §4). */
describe('framework answers in the error envelope', () => {
  let app: FastifyInstance;
  let port = 0;
  const serverSockets: net.Socket[] = [];
  let slowRouteStarted = false;
  let releaseSlowRoute = () => {};
  const slowRouteRelease = new Promise<void>((resolve) => (releaseSlowRoute = resolve));

  beforeAll(async () => {
    app = await newApp();
    app.get('/test/slow', async () => {
      slowRouteStarted = true;
      await slowRouteRelease;
      return { done: true };
    });
    app.server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  // The last test closes the app (it is what it tests); closing twice is harmless.
  afterAll(() => app.close());

  /** Writes `request` (and ends the sending side if asked), returns every response until the server closes. */
  function send(request: string, { endWrite = false } = {}): Promise<RawResponse[]> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(request);
        if (endWrite) socket.end();
      });
      let raw = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('close', () => resolve(parseResponses(raw)));
      socket.on('error', reject);
    });
  }

  const post = (path: string, type: string, body: string) =>
    `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

  it.each([
    ['malformed JSON', post('/customer/api/v1/public/contact', 'application/json', '{"firstName": '), 400],
    ['an unsupported content type', post('/customer/api/v1/public/contact', 'application/xml', '<a/>'), 415],
    ['a body over the limit', post('/customer/api/v1/public/contact', 'application/json', 'x'.repeat(64 * 1024)), 413],
    [
      'an unknown API route',
      'GET /feature-toggle/api/v1/nothing HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
      404,
    ],
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['headers over the size limit', `GET /livez HTTP/1.1\r\nHost: test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s', async (_name, request, status) => {
    const [res] = await send(request);
    expect(res?.status).toBe(status);
    expect(envelopeOf(res!)).toEqual({ status, message: expect.any(String), validationErrors: [] });
    expect(res!.body).not.toMatch(/\bat \S+:\d+/);
    expect(res!.headers['x-content-type-options']).toBe('nosniff');
    expect(res!.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a body cut short by the client', async () => {
    const head = 'POST /customer/api/v1/public/contact HTTP/1.1\r\nHost: test\r\nContent-Type: application/json';
    const [res] = await send(`${head}\r\nContent-Length: 100\r\n\r\n{"firstName":`, { endWrite: true });
    expect(res?.status).toBe(400);
    expect(envelopeOf(res!)).toMatchObject({ status: 400, validationErrors: [] });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    for (const method of ['DELETE', 'PROPFIND']) {
      const [res] = await send(`${method} /livez HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n`);
      expect(res?.status).toBe(405);
      expect(res?.headers.allow).toBe('GET, HEAD');
      expect(envelopeOf(res!)).toEqual({ status: 405, message: expect.any(String), validationErrors: [] });
    }
  });

  it('answers a request that took too long with 408', async () => {
    // Node's server raises exactly this clientError when requestTimeout (30 s here) runs out; waiting for it would
    // take a check interval of 30 s more, so the test raises it on a real, half-sent request's socket.
    const known = serverSockets.length;
    const pending = send(
      'POST /customer/api/v1/public/contact HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
    );
    while (serverSockets.length === known || serverSockets.at(-1)!.bytesRead === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    app.server.emit('clientError', timeout, serverSockets.at(-1));
    const [res] = await pending;
    expect(res?.status).toBe(408);
    expect(envelopeOf(res!)).toEqual({ status: 408, message: expect.any(String), validationErrors: [] });
  });

  it('answers 503 with Retry-After to a request that arrives while the server drains', async () => {
    // A keep-alive request already running when the drain starts: it finishes, and its answer closes the connection.
    const running = send('GET /test/slow HTTP/1.1\r\nHost: test\r\n\r\n');
    while (!slowRouteStarted) await new Promise((resolve) => setTimeout(resolve, 10));
    const known = serverSockets.length;
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // Half a request before the close: its connection is busy, so the close waits for it instead of reaping it.
    socket.write('GET /livez HTTP/1.1\r\nHost: test\r\n');
    while (serverSockets.length === known || serverSockets.at(-1)!.bytesRead === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = app.close();
    socket.write('\r\n');
    // Answered and closed: the drain has begun, and the slow request is still running.
    await closed;
    releaseSlowRoute();
    await closing;
    const [finished] = await running;
    expect(finished?.status).toBe(200);
    expect(finished?.headers.connection).toBe('close');
    const [res] = parseResponses(raw);
    expect(res?.status).toBe(503);
    expect(res?.headers['retry-after']).toBe('2');
    expect(res?.headers.connection).toBe('close');
    expect(envelopeOf(res!)).toEqual({ status: 503, message: expect.any(String), validationErrors: [] });
  });
});

describe('logging of failures', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    app = await newApp(stream);
    app.get('/test/unavailable', async () => {
      throw serviceUnavailable('Translation is not configured', 3600);
    });
    app.get('/test/bug', async () => {
      throw new Error('a real bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs an expected 503 as a warning without a stack, and a 500 as an error with its stack', async () => {
    const unavailable = await app.inject({ url: '/test/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('3600');
    const bug = await app.inject({ url: '/test/bug' });
    expect(bug.json()).toEqual({ status: 500, message: 'Internal server error', validationErrors: [] });
    expect(bug.body).not.toContain('a real bug');

    const refused = lines.find((l) => l.status === 503);
    expect(refused).toMatchObject({ level: 40, msg: 'Translation is not configured' });
    expect(JSON.stringify(refused)).not.toContain('stack');
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, err: { message: 'a real bug', stack: expect.stringContaining('at ') } });
  });
});
