import { Redis } from 'ioredis';
import { tooManyRequests } from '../errors.ts';

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters keyed by purpose (per IP, per account, per client id…). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** Current count without incrementing. */
  peek(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, windowMs: number) => {
    const t = now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + windowMs };
      windows.set(key, entry);
      if (windows.size > 100_000) pruneExpired(windows, t);
    }
    return entry;
  };
  return {
    async hit(key, limit, windowMs) {
      const entry = current(key, windowMs);
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        count: entry.count,
        retryAfterSeconds: Math.ceil((entry.resetAt - now()) / 1000),
      };
    },
    async peek(key, windowMs) {
      return current(key, windowMs).count;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, t: number) {
  for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
}

/**
 * Counters shared across replicas in Redis; when Redis is unreachable each call falls back to the local memory
 * limiter so requests never fail because of the limiter (ARCHITECTURE.md §2).
 */
export function createRedisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    lazyConnect: false,
  });
  redis.on('error', () => {});
  const fallback = createMemoryLimiter();
  const prefix = 'rl:';
  return {
    async hit(key, limit, windowMs) {
      try {
        const [[, count], [, ttl]] = (await redis
          .multi()
          .incr(prefix + key)
          .pttl(prefix + key)
          .exec()) as [[null, number], [null, number]];
        let ttlMs = ttl;
        if (ttl < 0) {
          await redis.pexpire(prefix + key, windowMs);
          ttlMs = windowMs;
        }
        return { allowed: count <= limit, count, retryAfterSeconds: Math.ceil(ttlMs / 1000) };
      } catch {
        return fallback.hit(key, limit, windowMs);
      }
    },
    async peek(key, windowMs) {
      try {
        return Number((await redis.get(prefix + key)) ?? 0);
      } catch {
        return fallback.peek(key, windowMs);
      }
    },
    async reset(key) {
      await Promise.allSettled([redis.del(prefix + key), fallback.reset(key)]);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Throws 429 with Retry-After once `key` exceeded `limit` hits in the window. */
export async function enforceLimit(limiter: RateLimiter, key: string, limit: number, windowMs: number): Promise<void> {
  const result = await limiter.hit(key, limit, windowMs);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** preHandler limiting each client IP to `limit` requests per window on the routes it guards. */
export function ipLimit(limiter: RateLimiter, name: string, limit: number, windowMs: number) {
  return async (request: { ip: string }) => enforceLimit(limiter, `${name}:ip:${request.ip}`, limit, windowMs);
}

/**
 * onRequest hook limiting each machine client (the client id in its token) to `limit` requests per window. It reads
 * what the machine guard verified, so it must come after that guard in the route's hooks.
 */
export function clientLimit(limiter: RateLimiter, name: string, limit: number, windowMs: number) {
  return async (request: { machine?: { clientId: string } }) => {
    if (!request.machine) throw new Error('clientLimit must run after the machine guard');
    await enforceLimit(limiter, `${name}:client:${request.machine.clientId}`, limit, windowMs);
  };
}
