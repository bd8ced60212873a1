import type { RateLimiter } from '../../../platform/http/rate-limiter.ts';
import { tooManyRequests } from '../../../platform/errors.ts';

const DAY_MS = 86_400_000;
export const BUDGET_EXHAUSTED_MESSAGE =
  'The free comparison demo has reached its daily limit. Please try again tomorrow.';

/**
 * Questions per UTC day across all replicas (shared through the limiter's Redis when configured):
 * every question costs real provider money and the demo is free (issue 8).
 */
export function createDailyBudget(limiter: RateLimiter, questionsPerDay: number, now: () => number) {
  return {
    async consume(): Promise<void> {
      const t = now();
      const day = new Date(t).toISOString().slice(0, 10);
      const result = await limiter.hit(`compare-models:budget:${day}`, questionsPerDay, DAY_MS);
      if (!result.allowed) {
        const secondsToMidnight = Math.ceil((DAY_MS - (t % DAY_MS)) / 1000);
        throw tooManyRequests(secondsToMidnight, BUDGET_EXHAUSTED_MESSAGE);
      }
    },
  };
}

export type DailyBudget = ReturnType<typeof createDailyBudget>;
