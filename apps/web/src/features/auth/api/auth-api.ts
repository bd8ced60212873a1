import type { LoginBody, VerifyBody } from '@app/contracts/customer/auth';
import type { RegisterBody } from '@app/contracts/customer/registration';
import type { ResetPasswordBody } from '@app/contracts/customer/password-reset';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

// The route definitions carry zod schemas; loading them with the first call keeps zod out of the login and register
// pages' start-up script.
const authRoutes = () => import('@app/contracts/customer/auth');
const registrationRoutes = () => import('@app/contracts/customer/registration');
const passwordResetRoutes = () => import('@app/contracts/customer/password-reset');

// Wrong password or code answer 401: a message on this screen, never the global 401 logout (SPEC §8).
export async function requestLogin(body: LoginBody) {
  const { loginRoute } = await authRoutes();
  return callApi(loginRoute, { body, overlay: true, redirectOn401: false });
}

export async function verifyCode(body: VerifyBody) {
  const { verifyRoute } = await authRoutes();
  return callApi(verifyRoute, { body, overlay: true, redirectOn401: false, showSuccessToast: false });
}

export async function resendCode(uuid: string, resentMessage: string) {
  const { resendCodeRoute } = await authRoutes();
  await callApi(resendCodeRoute, { params: { uuid }, overlay: true, redirectOn401: false, showSuccessToast: false });
  toast.info(resentMessage);
}

export async function requestPasswordReset(email: string) {
  const { forgotPasswordRoute } = await passwordResetRoutes();
  return callApi(forgotPasswordRoute, { body: { email }, overlay: true });
}

export async function resetPassword(body: ResetPasswordBody, successMessage: string) {
  const { resetPasswordRoute } = await passwordResetRoutes();
  return callApi(resetPasswordRoute, { body, overlay: true, successMessage });
}

export async function registerCustomer(body: RegisterBody) {
  const { registerRoute } = await registrationRoutes();
  return callApi(registerRoute, { body, overlay: true });
}
