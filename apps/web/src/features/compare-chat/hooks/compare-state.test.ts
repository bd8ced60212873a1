import { describe, expect, it } from 'vitest';
import { compareReducer, initialCompareState, type CompareAction } from './compare-state';

const run = (...actions: CompareAction[]) => actions.reduce(compareReducer, initialCompareState);
const models: CompareAction = {
  type: 'models-loaded',
  models: [
    { provider: 'openai', modelName: 'gpt-4o', configured: true },
    { provider: 'xai', modelName: 'grok-2-latest', configured: false },
    { provider: 'google', modelName: 'gemini-2.0-flash-001', configured: true },
  ],
};

describe('compare chat state', () => {
  it('streams text into its own card and marks unanswered models as missing when the run ends', () => {
    const state = run(
      models,
      { type: 'run-started', modelNames: null },
      { type: 'stream-event', event: { type: 'start', modelName: 'gpt-4o', provider: 'openai' } },
      { type: 'stream-event', event: { type: 'delta', modelName: 'gpt-4o', text: 'Hel' } },
      { type: 'stream-event', event: { type: 'delta', modelName: 'gpt-4o', text: 'lo' } },
      {
        type: 'stream-event',
        event: {
          type: 'done',
          modelName: 'gpt-4o',
          ttftMs: 5,
          totalMs: 9,
          usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
        },
      },
      {
        type: 'stream-event',
        event: { type: 'error', modelName: 'grok-2-latest', status: 'not_configured', message: 'x' },
      },
      { type: 'stream-event', event: { type: 'end' } },
      { type: 'run-ended', modelNames: null },
    );
    expect(state.cards.map((c) => [c.modelName, c.status, c.text])).toEqual([
      ['gpt-4o', 'done', 'Hello'],
      ['grok-2-latest', 'not_configured', ''],
      ['gemini-2.0-flash-001', 'missing', ''],
    ]);
    expect(state.cards[0]?.usage?.totalTokens).toBe(3);
  });

  it('a retry resets only its own card', () => {
    const state = run(
      models,
      { type: 'run-started', modelNames: null },
      { type: 'stream-event', event: { type: 'delta', modelName: 'gpt-4o', text: 'kept' } },
      {
        type: 'stream-event',
        event: { type: 'error', modelName: 'gemini-2.0-flash-001', status: 'timeout', message: 'x' },
      },
      { type: 'run-started', modelNames: ['gemini-2.0-flash-001'] },
    );
    expect(state.cards.map((c) => [c.status, c.text])).toEqual([
      ['streaming', 'kept'],
      ['not_configured', ''],
      ['waiting', ''],
    ]);
  });

  it('a refused question shows why and leaves the cards idle', () => {
    const state = run(
      models,
      { type: 'run-started', modelNames: null },
      { type: 'run-refused', modelNames: null, message: 'Daily limit' },
    );
    expect(state.failure).toBe('Daily limit');
    expect(state.cards.map((c) => c.status)).toEqual(['idle', 'not_configured', 'idle']);
  });
});
