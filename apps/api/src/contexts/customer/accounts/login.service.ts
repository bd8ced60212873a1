import type { AuthTokens } from '@app/contracts/customer/session';
import type { LoginBody, LoginResponse, VerifyBody } from '@app/contracts/customer/auth';
import { hmacHex } from '../../../platform/auth/hashing.ts';
import { AppError, tooManyRequests } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { CustomersRepository } from './customers.repository.ts';
import type { LoginChallengesRepository } from './login-challenges.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionService } from './session.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { generateVerificationCode, normaliseVerificationCode } from './verification-code.ts';
import { normaliseEmail } from './email-address.ts';
import { loginCodeMail } from './account-mails.ts';
import { counter } from '../../../platform/http/metrics.ts';
import * as L from './account-limits.ts';

export interface LoginDeps {
  customers: CustomersRepository;
  challenges: LoginChallengesRepository;
  hasher: PasswordHasher;
  sessions: SessionService;
  throttle: LoginThrottle;
  mailer: Mailer;
  pepper: Buffer;
  now: () => number;
}

export const CODE_SENT_MESSAGE = 'A verification code has been sent to your email.';
export const CODE_RESENT_MESSAGE = 'A new verification code has been sent to your email.';
export const BAD_CREDENTIALS = 'Invalid email or password.';
export const WRONG_CODE = 'The verification code is incorrect.';
export const EXPIRED_CODE = 'The verification code has expired. Please request a new one.';
export const ENDED_CHALLENGE = 'This login attempt is no longer valid. Please log in again.';
export const TOO_MANY_WRONG_CODES = 'Too many incorrect codes. Please log in again.';
const CODE_TTL_MINUTES = L.LOGIN_CODE_TTL_MS / 60_000;
/** For alerting on credential stuffing (a surge of rejected passwords) without logging who. */
const loginSteps = counter('customer_login_steps_total', 'Login steps by step and outcome', ['step', 'result']);

/** 401 with the message also as the first validation error, which is what the login screen shows (SPEC §8). */
const rejected = (field: string, message: string) => new AppError(401, message, [{ field, message }]);

export function createLoginService(deps: LoginDeps) {
  const hashCode = (code: string) => hmacHex(deps.pepper, code);
  const codeLimits = {
    ttlMs: L.LOGIN_CODE_TTL_MS,
    minIntervalMs: L.LOGIN_CODE_RESEND_INTERVAL_MS,
    maxResends: L.LOGIN_CODE_MAX_RESENDS,
  };

  return {
    /** Step 1: password, then a challenge whose code is e-mailed. If the mail cannot go out, no challenge remains. */
    async login(body: LoginBody): Promise<LoginResponse> {
      const email = normaliseEmail(body.username);
      await deps.throttle.assertNotLocked(email);
      const customer = await deps.customers.findByEmail(email);
      const isValid = await deps.hasher.verify(customer?.passwordHash, body.password);
      if (!customer || !isValid) {
        loginSteps.inc({ step: 'password', result: 'rejected' });
        await deps.throttle.recordFailure(email);
        throw rejected('username', BAD_CREDENTIALS);
      }
      const code = generateVerificationCode();
      const challengeId = await deps.challenges.create(customer.id, hashCode(code), deps.now(), L.LOGIN_CODE_TTL_MS);
      try {
        await deps.mailer.send(loginCodeMail(customer.email, code, CODE_TTL_MINUTES));
      } catch (err) {
        await deps.challenges.delete(challengeId);
        throw err;
      }
      loginSteps.inc({ step: 'password', result: 'accepted' });
      return { data: challengeId, message: CODE_SENT_MESSAGE };
    },

    async verify(body: VerifyBody): Promise<AuthTokens> {
      const code = normaliseVerificationCode(body.token);
      const now = deps.now();
      const customerId = await deps.challenges.consume(body.uuid, hashCode(code), now, L.LOGIN_CODE_MAX_FAILURES);
      if (customerId) {
        loginSteps.inc({ step: 'code', result: 'accepted' });
        const tokens = await deps.sessions.start(customerId);
        const customer = await deps.customers.findById(customerId);
        if (customer) await deps.throttle.clear(customer.email);
        return tokens;
      }
      loginSteps.inc({ step: 'code', result: 'rejected' });
      const challenge = await deps.challenges.find(body.uuid);
      if (!challenge || challenge.isEnded) throw rejected('token', ENDED_CHALLENGE);
      if (challenge.codeExpiresAt <= now) throw rejected('token', EXPIRED_CODE);
      const failures = await deps.challenges.recordFailure(body.uuid, now, L.LOGIN_CODE_MAX_FAILURES);
      if (failures === undefined) throw rejected('token', ENDED_CHALLENGE);
      if (failures >= L.LOGIN_CODE_MAX_FAILURES) throw rejected('token', TOO_MANY_WRONG_CODES);
      throw rejected('token', WRONG_CODE);
    },

    /** A new code replaces the previous one; at most 3 per challenge, 30 s apart. */
    async resend(challengeId: string): Promise<string> {
      const now = deps.now();
      const challenge = await deps.challenges.find(challengeId);
      if (!challenge || challenge.isEnded)
        throw new AppError(400, ENDED_CHALLENGE, [{ field: 'uuid', message: ENDED_CHALLENGE }]);
      if (challenge.resendCount >= L.LOGIN_CODE_MAX_RESENDS) {
        const message = 'No more codes can be sent for this login. Please log in again.';
        throw new AppError(400, message, [{ field: 'uuid', message }]);
      }
      const waitMs = challenge.lastSentAt + L.LOGIN_CODE_RESEND_INTERVAL_MS - now;
      if (waitMs > 0) throw tooManyRequestsWithField(waitMs);
      const code = generateVerificationCode();
      const replaced = await deps.challenges.replaceCode(challengeId, hashCode(code), now, codeLimits);
      if (!replaced) throw tooManyRequestsWithField(L.LOGIN_CODE_RESEND_INTERVAL_MS);
      const customer = await deps.customers.findById(challenge.customerId);
      try {
        if (!customer) throw new Error('customer vanished');
        await deps.mailer.send(loginCodeMail(customer.email, code, CODE_TTL_MINUTES));
      } catch (err) {
        await deps.challenges.restoreCode(challengeId, hashCode(code), replaced);
        throw err;
      }
      return CODE_RESENT_MESSAGE;
    },
  };
}

function tooManyRequestsWithField(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message = `Please wait ${seconds} seconds before requesting another code.`;
  const base = tooManyRequests(seconds, message);
  return new AppError(429, message, [{ field: 'uuid', message }], base.headers);
}
