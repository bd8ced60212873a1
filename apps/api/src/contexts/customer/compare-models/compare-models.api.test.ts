import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askResponseSchema, listModelsResponseSchema } from '@app/contracts/customer/compare-models';
import { PER_MINUTE } from './compare-models.routes.ts';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.ts';

const ASK = '/customer/api/v1/public/compare-ai-models/ask';
const MODELS = ['gpt-4o', 'gemini-2.0-flash-001', 'grok-2-latest', 'deepseek-chat'];

/** Long enough that the healthy models always beat it, even on a loaded CI machine; only hangs reach it. */
const DEADLINE_MS = '5000';

let fake: FakeLlmServer;
let ipCounter = 0;
/** Every test asks from its own address so the per-IP limit never couples tests. */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  fake = await startFakeLlmServer();
}, 30_000);
afterAll(async () => {
  await fake.close();
});

function ask(t: TestApp, payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: ASK, payload: payload as object, remoteAddress });
}

describe('compare models: ask', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...WITHOUT_CV_WORKERS, ...fake.env, AI_TIMEOUT_MS: DEADLINE_MS });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => fake.reset());

  it('puts the question to all four providers through their real wire formats', async () => {
    MODELS.forEach((m) => fake.script(m, { answer: `answer of ${m}` }));
    const res = await ask(t, { question: 'What is a monad?' });
    expect(res.statusCode).toBe(200);
    const body = askResponseSchema.parse(res.json());
    expect(body.aiResponseDtoList).toEqual(MODELS.map((m) => ({ modelName: m, answer: `answer of ${m}` })));
    expect(body.models.map((m) => m.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(fake.requests.map((r) => [r.provider, r.model, r.stream, r.prompt, r.authorized])).toEqual([
      ['openai', 'gpt-4o', false, 'What is a monad?', true],
      ['google', 'gemini-2.0-flash-001', false, 'What is a monad?', true],
      ['xai', 'grok-2-latest', false, 'What is a monad?', true],
      ['deepseek', 'deepseek-chat', false, 'What is a monad?', true],
    ]);
  });

  it('drops only the failing model, after one retry', async () => {
    fake.script('grok-2-latest', { status: 500 });
    const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
    expect(body.aiResponseDtoList.map((r) => r.modelName)).toEqual(['gpt-4o', 'gemini-2.0-flash-001', 'deepseek-chat']);
    expect(body.models.find((m) => m.modelName === 'grok-2-latest')?.status).toBe('error');
    expect(fake.requests.filter((r) => r.model === 'grok-2-latest')).toHaveLength(2);
  });

  it('does not retry a client error such as a rejected key', async () => {
    fake.script('gpt-4o', { status: 401 });
    const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
    expect(body.models[0]).toEqual({ provider: 'openai', modelName: 'gpt-4o', status: 'error' });
    expect(fake.requests.filter((r) => r.model === 'gpt-4o')).toHaveLength(1);
  });

  it('rescues a transient provider failure with a retry', async () => {
    fake.script('deepseek-chat', { failFirst: 1, answer: 'second time lucky' });
    const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
    expect(body.aiResponseDtoList).toContainEqual({ modelName: 'deepseek-chat', answer: 'second time lucky' });
  });

  it('reports a hanging model as timed out while the others answer', async () => {
    fake.script('gemini-2.0-flash-001', { hang: true });
    const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
    expect(body.aiResponseDtoList.map((r) => r.modelName)).toEqual(['gpt-4o', 'grok-2-latest', 'deepseek-chat']);
    expect(body.models[1]).toEqual({ provider: 'google', modelName: 'gemini-2.0-flash-001', status: 'timeout' });
  });

  it('returns provider output as inert JSON text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    fake.script('gpt-4o', { answer: hostile });
    const res = await ask(t, { question: 'Hi' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(askResponseSchema.parse(res.json()).aiResponseDtoList[0]).toEqual({ modelName: 'gpt-4o', answer: hostile });
  });

  it.each([
    ['a blank question', { question: '   ' }],
    ['an empty question', { question: '' }],
    ['a question over 2000 characters', { question: 'x'.repeat(2001) }],
    ['no question', {}],
  ])('rejects %s without calling any provider', async (_, payload) => {
    const res = await ask(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      validationErrors: [expect.objectContaining({ field: 'question' })],
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a question of exactly 2000 characters', async () => {
    const res = await ask(t, { question: 'y'.repeat(2000) });
    expect(res.statusCode).toBe(200);
  });

  it('limits each client address to a few questions a minute', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) codes.push((await ask(t, { question: 'Hi' }, ip)).statusCode);
    expect(codes).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    const res = await ask(t, { question: 'Hi' }, ip);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('compare models: configuration', { timeout: 30_000 }, () => {
  beforeEach(() => fake.reset());

  it('reports a model without a key as not configured and never calls its provider', async () => {
    const { XAI_API_KEY: _dropped, ...env } = fake.env;
    const t = await createTestApp({ ...WITHOUT_CV_WORKERS, ...env });
    try {
      const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
      expect(body.aiResponseDtoList.map((r) => r.modelName)).not.toContain('grok-2-latest');
      expect(body.models[2]).toEqual({ provider: 'xai', modelName: 'grok-2-latest', status: 'not_configured' });
      expect(fake.requests.map((r) => r.provider)).not.toContain('xai');
      const models = listModelsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/customer/api/v1/public/compare-ai-models/models' })).json(),
      );
      expect(models.models.map((m) => [m.modelName, m.configured])).toEqual([
        ['gpt-4o', true],
        ['gemini-2.0-flash-001', true],
        ['grok-2-latest', false],
        ['deepseek-chat', true],
      ]);
    } finally {
      await t.close();
    }
  });

  it('asks exactly the configured model list', async () => {
    const t = await createTestApp({
      ...WITHOUT_CV_WORKERS,
      ...fake.env,
      AI_MODELS: 'openai:gpt-4o-mini,deepseek:deepseek-reasoner',
    });
    try {
      const body = askResponseSchema.parse((await ask(t, { question: 'Hi' })).json());
      expect(body.aiResponseDtoList.map((r) => r.modelName)).toEqual(['gpt-4o-mini', 'deepseek-reasoner']);
    } finally {
      await t.close();
    }
  });

  it('with no keys at all answers every model as not configured, spending no budget', async () => {
    const t = await createTestApp({ AI_DAILY_BUDGET: '0' });
    try {
      const res = await ask(t, { question: 'Hi' });
      expect(res.statusCode).toBe(200);
      const body = askResponseSchema.parse(res.json());
      expect(body.aiResponseDtoList).toEqual([]);
      expect(body.models.every((m) => m.status === 'not_configured')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('stops at the daily question budget across all clients', async () => {
    const t = await createTestApp({ ...WITHOUT_CV_WORKERS, ...fake.env, AI_DAILY_BUDGET: '2' });
    try {
      expect((await ask(t, { question: 'one' })).statusCode).toBe(200);
      expect((await ask(t, { question: 'two' })).statusCode).toBe(200);
      const third = await ask(t, { question: 'three' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 429, message: expect.stringContaining('daily limit') });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(fake.requests.filter((r) => r.prompt === 'three')).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
