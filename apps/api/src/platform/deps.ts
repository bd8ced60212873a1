import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AuthKeys } from './auth/keys.ts';
import type { TokenService } from './auth/tokens.ts';
import type { RevocationCache } from './auth/revocations.ts';
import type { RateLimiter } from './http/rate-limiter.ts';

/** What the platform hands to every context's composition root. */
export interface PlatformDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  keys: AuthKeys;
  tokens: TokenService;
  revocations: RevocationCache;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  now: () => number;
}
