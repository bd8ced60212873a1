import { toast } from '../../../lib/toast';
import {
  deleteSecretRoute,
  generateSecretRoute,
  getClientInfoRoute,
  type ClientInfoResponse,
  type CredentialServiceId,
} from '@app/contracts/customer/credentials';
import { ApiError, callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

const text = (key: string) => i18n.t(key, { ns: 'credentials' });

// A 401 already logs the user out (callApi); a second, failure toast would only add noise.
function toastFailure(error: unknown, key: string): void {
  if (!(error instanceof ApiError && error.status === 401)) toast.error(text(key));
}

export const clientInfoKey = (serviceId: CredentialServiceId) => ['client-credentials', serviceId] as const;

// SPEC §7/§8: these three calls have fixed toasts, success and failure, instead of the server's wording.
export async function fetchClientInfo(
  serviceId: CredentialServiceId,
  signal?: AbortSignal,
): Promise<ClientInfoResponse> {
  try {
    const info = await callApi(getClientInfoRoute, { params: { serviceId }, showErrorToast: false, signal });
    toast.success(text('toast.fetched'), { toastId: `client-info-${serviceId}` });
    return info;
  } catch (error) {
    if (!signal?.aborted) toastFailure(error, 'toast.fetchError');
    throw error;
  }
}

export async function generateSecret(serviceId: CredentialServiceId): Promise<string> {
  try {
    const { secret } = await callApi(generateSecretRoute, {
      params: { serviceId },
      showErrorToast: false,
      successMessage: text('toast.generated'),
    });
    return secret;
  } catch (error) {
    toastFailure(error, 'toast.generateError');
    throw error;
  }
}

export async function deleteSecret(secretId: string): Promise<void> {
  try {
    await callApi(deleteSecretRoute, {
      params: { secretId },
      showErrorToast: false,
      successMessage: text('toast.deleted'),
      overlay: true,
    });
  } catch (error) {
    toastFailure(error, 'toast.deleteError');
    throw error;
  }
}
