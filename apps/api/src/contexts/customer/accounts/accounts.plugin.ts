import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { createCustomersRepository } from './customers.repository.ts';
import { createLoginChallengesRepository } from './login-challenges.repository.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import { createPasswordResetTokensRepository } from './password-reset-tokens.repository.ts';
import { createContactMessagesRepository } from './contact-messages.repository.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSessionService } from './session.service.ts';
import { createLoginService } from './login.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createContactService } from './contact.service.ts';
import { registerAccountsRoutes } from './accounts.routes.ts';

/** Composition root of accounts: registration, password + e-mailed code login, sessions, password reset, contact. */
export async function accountsPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { db, mailer, log, now, limiter, tokens, config } = opts.deps;
  const pepper = opts.deps.keys.pepper;
  const customers = createCustomersRepository(db);
  const challenges = createLoginChallengesRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);
  const resetTokens = createPasswordResetTokensRepository(db);
  const hasher = await createPasswordHasher();
  const throttle = createLoginThrottle(limiter);
  const sessions = createSessionService({ db, refreshTokens, tokens, pepper, now });

  registerAccountsRoutes(
    app,
    {
      sessions,
      login: createLoginService({ customers, challenges, hasher, sessions, throttle, mailer, pepper, now }),
      registration: createRegistrationService({ customers, hasher, mailer, log }),
      passwordReset: createPasswordResetService({
        db,
        customers,
        resetTokens,
        refreshTokens,
        challenges,
        hasher,
        throttle,
        limiter,
        mailer,
        log,
        pepper,
        now,
        publicUrl: config.publicUrl,
      }),
      contact: createContactService({
        contacts: createContactMessagesRepository(db),
        mailer,
        log,
        inbox: config.contactInbox,
      }),
    },
    limiter,
    config.ipRateLimitScale,
  );
}
