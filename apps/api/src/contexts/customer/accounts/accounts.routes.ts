import type { FastifyInstance } from 'fastify';
import { loginRoute, resendCodeRoute, verifyRoute } from '@app/contracts/customer/auth';
import { logoutRoute, refreshRoute } from '@app/contracts/customer/session';
import { registerRoute } from '@app/contracts/customer/registration';
import { forgotPasswordRoute, resetPasswordRoute } from '@app/contracts/customer/password-reset';
import { contactRoute } from '@app/contracts/customer/contact';
import { addRoute } from '../../../platform/http/route.ts';
import { ipLimit, type RateLimiter } from '../../../platform/http/rate-limiter.ts';
import { IP_LIMITS } from './account-limits.ts';
import type { createLoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';
import type { createRegistrationService } from './registration.service.ts';
import type { createPasswordResetService } from './password-reset.service.ts';
import type { createContactService } from './contact.service.ts';

export interface AccountsServices {
  login: ReturnType<typeof createLoginService>;
  sessions: SessionService;
  registration: ReturnType<typeof createRegistrationService>;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  contact: ReturnType<typeof createContactService>;
}

const tags = ['customer: accounts'];

export function registerAccountsRoutes(
  app: FastifyInstance,
  s: AccountsServices,
  limiter: RateLimiter,
  ipLimitScale = 1,
) {
  const perIp = (name: keyof typeof IP_LIMITS) =>
    ipLimit(limiter, `accounts:${name}`, IP_LIMITS[name][0] * ipLimitScale, IP_LIMITS[name][1]);

  addRoute(app, loginRoute, { tags, noStore: true, preHandler: perIp('login') }, ({ body }) => s.login.login(body));
  addRoute(app, verifyRoute, { tags, noStore: true, preHandler: perIp('verify') }, ({ body }) => s.login.verify(body));
  // No body; the platform treats the web client's empty JSON body as none.
  addRoute(app, resendCodeRoute, { tags, noStore: true, preHandler: perIp('resend') }, async ({ params }) => ({
    message: await s.login.resend(params.uuid),
  }));
  addRoute(app, refreshRoute, { tags, noStore: true, preHandler: perIp('refresh') }, ({ body }) =>
    s.sessions.refresh(body.refreshToken),
  );
  addRoute(app, logoutRoute, { tags, noStore: true, preHandler: perIp('refresh') }, async ({ body }) => ({
    message: await s.sessions.logout(body.refreshToken),
  }));
  addRoute(app, registerRoute, { tags, preHandler: perIp('register') }, async ({ body }) => ({
    message: await s.registration.register(body),
  }));
  addRoute(app, forgotPasswordRoute, { tags, noStore: true, preHandler: perIp('forgot') }, async ({ body }) => ({
    message: await s.passwordReset.requestReset(body),
  }));
  addRoute(app, resetPasswordRoute, { tags, noStore: true, preHandler: perIp('reset') }, async ({ body }) => ({
    message: await s.passwordReset.resetPassword(body),
  }));
  addRoute(app, contactRoute, { tags, preHandler: perIp('contact') }, async ({ body }) => ({
    message: await s.contact.submit(body),
  }));
}
