import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

// A build of apps/web in miniature: the shell, one pre-rendered page with its compressed copies, the manifest.
let dist: string;
let app: FastifyInstance;
const SHELL = '<html><body><div id="root"></div></body></html>';
const LOGIN = `<html><head><title>Login | NovaStack</title></head><body><div id="root" data-prerendered="">${'<p>Access the Developer Console</p>'.repeat(40)}</div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'login.html'), LOGIN);
  writeFileSync(join(dist, 'prerendered', 'login.html.br'), brotliCompressSync(LOGIN));
  writeFileSync(join(dist, 'prerendered', 'login.html.gz'), gzipSync(LOGIN));
  writeFileSync(join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/login': 'login.html' }));
  app = Fastify();
  await registerSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web pages', () => {
  it('sends a pre-rendered page for its exact path, compressed as the client accepts', async () => {
    const plain = await app.inject({ method: 'GET', url: '/login?next=1' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN);

    const br = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN);

    const gzip = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LOGIN);
  });

  it('sends the shell for every other page of the route table, the console among them', async () => {
    const pages = [
      '/LOGIN',
      '/login/manage-ab-test',
      '/login/manage-ab-test/ab-cred/generate-client-secret',
      '/login/manage-feature-toggle/create-toggles/',
      '/compare-chat',
      '/marketplace/results',
      '/cv-matcher?x=1',
    ];
    for (const url of pages) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });

  it('answers an unknown page with 404 and the same shell, which shows the not-found text', async () => {
    const unknown = [
      '/nope',
      '/no-such-service',
      '/compare-chat/nope',
      '/marketplace/unknown',
      '/Compare-Chat',
      '/constructor',
      '/login/unknown-area',
      '/login/manage-ab-test/unknown',
    ];
    for (const url of unknown) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(SHELL);
    }
    expect((await app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('answers an unknown API path with the error envelope, never a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/customer/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});
