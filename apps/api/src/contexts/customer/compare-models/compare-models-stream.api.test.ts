import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamEventSchema, type StreamEvent } from '@app/contracts/customer/compare-models';
import { createTestApp, type TestApp, WITHOUT_CV_WORKERS } from '../../../test/test-app.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.ts';

const STREAM = '/customer/api/v1/public/compare-ai-models/stream';
const MODELS = ['gpt-4o', 'gemini-2.0-flash-001', 'grok-2-latest', 'deepseek-chat'];

/** Long enough that the healthy models always beat it, even on a loaded CI machine; only hangs reach it. */
const DEADLINE_MS = '5000';

let fake: FakeLlmServer;
let t: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ ...WITHOUT_CV_WORKERS, ...fake.env, AI_TIMEOUT_MS: DEADLINE_MS });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function stream(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: STREAM, payload, remoteAddress: `10.1.0.${++ipCounter}` });
  return { res, events: res.statusCode === 200 ? parseSse(res.body) : [] };
}

/** Each frame's `event:` must equal its JSON `type`; heartbeat comments are skipped. */
function parseSse(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() && !frame.startsWith(':'))
    .map((frame) => {
      const name = /^event: (\w+)$/m.exec(frame)?.[1];
      const event = streamEventSchema.parse(JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? 'null'));
      expect(event.type).toBe(name);
      return event;
    });
}

const textOf = (events: StreamEvent[], modelName: string) =>
  events.map((e) => (e.type === 'delta' && e.modelName === modelName ? e.text : '')).join('');
const terminalOf = (events: StreamEvent[], modelName: string) =>
  events.find((e) => (e.type === 'done' || e.type === 'error') && e.modelName === modelName);

describe('compare models: streaming', { timeout: 30_000 }, () => {
  it('streams every model: start, text deltas, then done with timings and token usage, then end', async () => {
    MODELS.forEach((m) => fake.script(m, { answer: `A long-ish answer from ${m} in several pieces.` }));
    const { res, events } = await stream({ question: 'Explain SSE' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(events.at(-1)).toEqual({ type: 'end' });
    for (const m of MODELS) {
      const own = events.filter((e) => 'modelName' in e && e.modelName === m);
      expect(own[0]?.type).toBe('start');
      expect(own.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
      expect(own.at(-1)).toMatchObject({ type: 'done', ttftMs: expect.any(Number), totalMs: expect.any(Number) });
      expect(own.at(-1)).toMatchObject({
        usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
      });
      expect(textOf(events, m)).toBe(`A long-ish answer from ${m} in several pieces.`);
    }
    expect(fake.requests.every((r) => r.stream)).toBe(true);
  });

  it('a hanging model ends in a timeout error after the others are done', async () => {
    fake.script('grok-2-latest', { hang: true });
    const { events } = await stream({ question: 'Hi' });
    const terminals = events.filter((e) => e.type === 'done' || e.type === 'error');
    expect(terminals.at(-1)).toMatchObject({ type: 'error', modelName: 'grok-2-latest', status: 'timeout' });
    expect(
      terminals
        .filter((e) => e.type === 'done')
        .map((e) => e.modelName)
        .sort(),
    ).toEqual(['deepseek-chat', 'gemini-2.0-flash-001', 'gpt-4o']);
  });

  it('a model that stalls mid-answer keeps its partial text and times out', async () => {
    fake.script('gpt-4o', { answer: 'first second third', hangAfterFirstChunk: true });
    const { events } = await stream({ question: 'Hi' });
    expect(textOf(events, 'gpt-4o')).toBe('first ');
    expect(terminalOf(events, 'gpt-4o')).toMatchObject({ type: 'error', status: 'timeout' });
    expect(terminalOf(events, 'deepseek-chat')).toMatchObject({ type: 'done' });
  });

  it('a failing provider yields an error event for that model only', async () => {
    fake.script('deepseek-chat', { status: 503 });
    const { events } = await stream({ question: 'Hi' });
    expect(terminalOf(events, 'deepseek-chat')).toEqual({
      type: 'error',
      modelName: 'deepseek-chat',
      status: 'error',
      message: expect.any(String),
    });
    expect(terminalOf(events, 'gemini-2.0-flash-001')).toMatchObject({ type: 'done' });
  });

  it('retries one model on its own when asked to', async () => {
    const { events } = await stream({ question: 'Again', modelNames: ['gemini-2.0-flash-001'] });
    expect(events.filter((e) => e.type === 'start').map((e) => e.modelName)).toEqual(['gemini-2.0-flash-001']);
    expect(fake.requests.map((r) => r.model)).toEqual(['gemini-2.0-flash-001']);
  });

  it('rejects unknown model names and blank questions before streaming', async () => {
    const unknown = await stream({ question: 'Hi', modelNames: ['made-up'] });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json()).toMatchObject({ validationErrors: [{ field: 'modelNames' }] });
    const blank = await stream({ question: ' \n ' });
    expect(blank.res.statusCode).toBe(400);
    expect(blank.res.json()).toMatchObject({
      validationErrors: [{ field: 'question', message: 'Please enter a question.' }],
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('compare models: a browser that goes away', { timeout: 30_000 }, () => {
  it('cancels the provider calls still running', async () => {
    const live = await createTestApp({ ...WITHOUT_CV_WORKERS, ...fake.env, AI_TIMEOUT_MS: '20000' });
    try {
      const url = await live.app.listen({ port: 0, host: '127.0.0.1' });
      fake.script('gpt-4o', { hang: true });
      const controller = new AbortController();
      const res = await fetch(`${url}/customer/api/v1/public/compare-ai-models/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Anyone?', modelNames: ['gpt-4o'] }),
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      await reader.read(); // the `start` frame: the call is under way
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
      controller.abort();
      await vi.waitFor(() => expect(fake.requests[0]?.cancelled).toBe(true), { timeout: 5000 });
    } finally {
      await live.close();
    }
  });
});
