import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('GET /docs', () => {
  it('is the reference as HTML of its own: every operation, the site header, no Swagger UI script', async () => {
    const res = await t.app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<title>API reference | NovaStack</title>');
    expect(res.body).toContain('<code>/abs-testing/api/v1/ab-test/{abTestName}</code>');
    expect(res.body).toContain('id="op-post-api-ab-test-get-or-assign"');
    expect(res.body).toContain('href="/docs/try"');
    expect(res.body).not.toContain('swagger-ui-bundle');
    expect(res.body).not.toMatch(/<script>|<style|style="/);
  });

  it('is sent compressed to a client that accepts it', async () => {
    const res = await t.app.inject({ url: '/docs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>API reference</h1>');
  });

  it('serves its stylesheet, cached for good under its content hash', async () => {
    const page = (await t.app.inject({ url: '/docs' })).body;
    const href = /href="(\/docs\/assets\/reference\.css\?v=\w+)"/.exec(page)?.[1];
    const res = await t.app.inject({ url: href! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/docs/assets/nope.css' })).json()).toMatchObject({ status: 400 });
  });

  it('keeps Swagger UI at /docs/try and the OpenAPI document at /openapi.json', async () => {
    const console = await t.app.inject({ url: '/docs/try' });
    expect(console.statusCode).toBe(200);
    expect(console.body).toContain('<title>Try the API | NovaStack</title>');
    expect(console.body).toContain('/docs/try/static/swagger-ui-bundle.js');
    expect((await t.app.inject({ url: '/openapi.json' })).json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
    });
  });

  it('still serves the document where Swagger UI served it before: /docs/json and /docs/yaml', async () => {
    const json = await t.app.inject({ url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'NovaStack API' } });
    const yaml = await t.app.inject({ url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toContain('application/x-yaml');
    expect(yaml.body).toMatch(/^openapi: /m);
  });
});
