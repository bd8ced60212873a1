import { describe, expect, it } from 'vitest';
import { createMemoryLimiter } from '../../../platform/http/rate-limiter.ts';
import { AppError } from '../../../platform/errors.ts';
import { createDailyBudget } from './daily-budget.ts';

describe('daily question budget', () => {
  it('allows the configured number of questions per UTC day, then answers 429 until midnight', async () => {
    let t = Date.parse('2026-11-22T23:59:00Z');
    const now = () => t;
    const budget = createDailyBudget(createMemoryLimiter(now), 2, now);
    await budget.consume();
    await budget.consume();
    const refused = await budget.consume().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers['retry-after']).toBe('60');
    t = Date.parse('2026-11-23T00:00:01Z');
    await expect(budget.consume()).resolves.toBeUndefined();
  });

  it('a zero budget refuses every question', async () => {
    const budget = createDailyBudget(createMemoryLimiter(), 0, Date.now);
    await expect(budget.consume()).rejects.toMatchObject({ status: 429 });
  });
});
