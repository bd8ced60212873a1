import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialServiceId } from '@app/contracts/customer/credentials';
import { clientInfoKey, deleteSecret } from '../api/credentials-api';

/** SPEC §4: after a deletion the credential list reloads. */
export function useDeleteSecret(serviceId: CredentialServiceId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secretId: string) => deleteSecret(secretId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientInfoKey(serviceId) }),
  });
}
