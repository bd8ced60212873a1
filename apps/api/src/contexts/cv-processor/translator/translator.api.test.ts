import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.ts';
import { simpleCvPdf } from '../test-support/pdf-builder.ts';
import { extractLayout } from '../pdf/extract-layout.ts';
import { buildLines } from '../pdf/build-lines.ts';
import { TOO_MUCH_DATA } from '../pdf/inflate-guard.ts';
import { bombPdf, encryptedBombPdf } from '../test-support/bomb-pdfs.ts';

function multipart(file: Buffer) {
  const b = '----translatortest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

// Upload -> progress -> download through HTTP, the real AI SDK talking to the local wire-format fake (ADR 065).
describe('translator over HTTP with a configured model', { timeout: 60_000 }, () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlmServer({
      behaviours: { 'gpt-4o': { answer: JSON.stringify({ translations: ['你好，世界'] }) } },
    });
    t = await createTestApp({ ...fake.env, AI_MODELS: 'openai:gpt-4o', CONTEXTS: 'cv-processor' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('accepts a PDF above the 1 MB CV limit, reports progress and serves the Chinese PDF once', async () => {
    const pdf = await simpleCvPdf(['Hello world']);
    // Padding after %%EOF keeps the PDF valid and takes it past the global multipart limit.
    const big = Buffer.concat([pdf, Buffer.from('\n%'), Buffer.alloc(1_200_000, 0x20)]);
    const started = await t.app.inject({ method: 'POST', url: '/cv-processor/api/v1/translations', ...multipart(big) });
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    let job = started.json();
    for (let i = 0; i < 300 && !['done', 'failed'].includes(job.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await t.app.inject({ method: 'GET', url: `/cv-processor/api/v1/translations/${id}` })).json();
    }
    expect(job).toMatchObject({ status: 'done', pagesDone: 1, pageCount: 1 });
    const file = await t.app.inject({ method: 'GET', url: `/cv-processor/api/v1/translations/${id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const lines = buildLines(await extractLayout(new Uint8Array(file.rawPayload), 5)).map((l) => l.text);
    expect(lines).toContain('你好，世界');
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.app.inject({ method: 'GET', url: `/cv-processor/api/v1/translations/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('fails a bombed document with a clear message, within the decode budget', async () => {
    for (const bomb of [bombPdf('chained'), bombPdf('object-stream'), encryptedBombPdf()]) {
      const started = await t.app.inject({
        method: 'POST',
        url: '/cv-processor/api/v1/translations',
        ...multipart(bomb),
      });
      expect(started.statusCode).toBe(202);
      let job = started.json();
      for (let i = 0; i < 300 && !['done', 'failed'].includes(job.status); i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await t.app.inject({ method: 'GET', url: `/cv-processor/api/v1/translations/${job.id}` })).json();
      }
      expect(job).toMatchObject({ status: 'failed', message: TOO_MUCH_DATA });
    }
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });

  it('refuses a non-PDF upload by content', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/translations',
      ...multipart(Buffer.from('plain text')),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('translator without a model', { timeout: 60_000 }, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    t = await createTestApp({ AI_MODELS: '', CONTEXTS: 'cv-processor', LOG_LEVEL: 'info' }, { logStream });
  }, 60_000);
  afterAll(() => t.close());

  it('says so up front, so the page can disable the upload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cv-processor/api/v1/translator/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false });
  });

  it('refuses an upload with 503 and Retry-After, logged as a warning without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cv-processor/api/v1/translations',
      ...multipart(await simpleCvPdf(['Hello world'])),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.json()).toEqual({ status: 503, message: 'Translation is not configured', validationErrors: [] });
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const refusal = entries.filter((entry) => entry.msg === 'Translation is not configured');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.level).toBe(40);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/"stack"|\n\s+at /);
  });
});
