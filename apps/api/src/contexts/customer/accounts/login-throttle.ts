import type { RateLimiter } from '../../../platform/http/rate-limiter.ts';
import { tooManyRequests } from '../../../platform/errors.ts';
import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS } from './account-limits.ts';

export const LOCKED_MESSAGE = 'Too many failed login attempts. Please try again later.';

/**
 * Failed passwords per account (OWASP ASVS 2.2.1): after the limit even the right password is refused until the
 * window ends, so guessing cannot continue at full speed. Counters live in the shared limiter (Redis when set).
 * Keyed by the normalised address whether or not an account exists, so the lock reveals nothing either.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  const keyOf = (email: string) => `login-failures:${email}`;
  return {
    async assertNotLocked(email: string): Promise<void> {
      const failures = await limiter.peek(keyOf(email), ACCOUNT_FAILURE_WINDOW_MS);
      if (failures < ACCOUNT_FAILURE_LIMIT) return;
      const { retryAfterSeconds } = await limiter.hit(keyOf(email), ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS);
      throw tooManyRequests(retryAfterSeconds, LOCKED_MESSAGE);
    },
    async recordFailure(email: string): Promise<void> {
      await limiter.hit(keyOf(email), ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS);
    },
    async clear(email: string): Promise<void> {
      await limiter.reset(keyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
