import type { FastifyBaseLogger } from 'fastify';
import type { ForgotPasswordBody, ResetPasswordBody } from '@app/contracts/customer/password-reset';
import type { Db } from '../../../platform/db/db.ts';
import { hmacHex, randomToken } from '../../../platform/auth/hashing.ts';
import { fieldError } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../platform/http/rate-limiter.ts';
import type { CustomersRepository } from './customers.repository.ts';
import type { PasswordResetTokensRepository } from './password-reset-tokens.repository.ts';
import type { RefreshTokensRepository } from './refresh-tokens.repository.ts';
import type { LoginChallengesRepository } from './login-challenges.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { normaliseEmail } from './email-address.ts';
import { passwordChangedMail, resetLinkMail, sendInBackground } from './account-mails.ts';
import * as L from './account-limits.ts';

export interface PasswordResetDeps {
  db: Pick<Db, 'transaction'>;
  customers: CustomersRepository;
  resetTokens: PasswordResetTokensRepository;
  refreshTokens: RefreshTokensRepository;
  challenges: LoginChallengesRepository;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pepper: Buffer;
  publicUrl: string;
  now: () => number;
}

/** SPEC §2 note, used as the one answer whether or not the address is known. */
export const FORGOT_MESSAGE = 'If the supplied information matches our records, we will send a password reset email.';
export const RESET_MESSAGE = 'Password Reset Successfully';
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please request a new one.';

export function createPasswordResetService(deps: PasswordResetDeps) {
  const hashOf = (token: string) => hmacHex(deps.pepper, token);

  return {
    /** Same body, status and (the mail goes out after the answer) timing for known and unknown addresses. */
    async requestReset(body: ForgotPasswordBody): Promise<string> {
      const email = normaliseEmail(body.email);
      const customer = await deps.customers.findByEmail(email);
      if (!customer) return FORGOT_MESSAGE;
      const quota = await deps.limiter.hit(
        `reset-mails:${customer.id}`,
        L.RESET_MAILS_PER_ACCOUNT,
        L.RESET_MAILS_WINDOW_MS,
      );
      if (!quota.allowed) return FORGOT_MESSAGE;
      const token = randomToken(L.RESET_TOKEN_BYTES);
      await deps.resetTokens.create(customer.id, hashOf(token), deps.now() + L.RESET_TOKEN_TTL_MS);
      const link = `${deps.publicUrl}/login?show-reset-password=true&token=${encodeURIComponent(token)}`;
      sendInBackground(deps.mailer, deps.log, resetLinkMail(customer.email, link, L.RESET_TOKEN_TTL_MS / 60_000));
      return FORGOT_MESSAGE;
    },

    /** New password, then every refresh family, pending login and other reset link of the account ends. */
    async resetPassword(body: ResetPasswordBody): Promise<string> {
      assertAcceptablePassword(body.password, body.confirmPassword);
      const passwordHash = await deps.hasher.hash(body.password);
      const now = deps.now();
      const customerId = await deps.db.transaction(async (tx) => {
        const id = await deps.resetTokens.consume(hashOf(body.resetPasswordToken), now, tx);
        if (!id) return undefined;
        await deps.customers.updatePasswordHash(id, passwordHash, tx);
        await deps.resetTokens.invalidateAllForCustomer(id, now, tx);
        await deps.refreshTokens.revokeAllForCustomer(id, now, tx);
        await deps.challenges.endAllForCustomer(id, now, tx);
        return id;
      });
      if (!customerId) throw fieldError('resetPasswordToken', INVALID_RESET_TOKEN);
      const customer = await deps.customers.findById(customerId);
      if (customer) {
        await deps.throttle.clear(customer.email);
        sendInBackground(deps.mailer, deps.log, passwordChangedMail(customer.email));
      }
      return RESET_MESSAGE;
    },
  };
}
