import { toast } from '../../../lib/toast';
import { loginRoute, resendCodeRoute, verifyRoute, type LoginBody, type VerifyBody } from '@app/contracts/customer/auth';
import { registerRoute, type RegisterBody } from '@app/contracts/customer/registration';
import { forgotPasswordRoute, resetPasswordRoute, type ResetPasswordBody } from '@app/contracts/customer/password-reset';
import { callApi } from '../../../lib/api-client';

// Wrong password or code answer 401: a message on this screen, never the global 401 logout (SPEC §8).
export function requestLogin(body: LoginBody) {
  return callApi(loginRoute, { body, overlay: true, redirectOn401: false });
}

export function verifyCode(body: VerifyBody) {
  return callApi(verifyRoute, { body, overlay: true, redirectOn401: false, showSuccessToast: false });
}

export async function resendCode(uuid: string, resentMessage: string) {
  await callApi(resendCodeRoute, { params: { uuid }, overlay: true, redirectOn401: false, showSuccessToast: false });
  toast.info(resentMessage);
}

export function requestPasswordReset(email: string) {
  return callApi(forgotPasswordRoute, { body: { email }, overlay: true });
}

export function resetPassword(body: ResetPasswordBody, successMessage: string) {
  return callApi(resetPasswordRoute, { body, overlay: true, successMessage });
}

export function registerCustomer(body: RegisterBody) {
  return callApi(registerRoute, { body, overlay: true });
}
