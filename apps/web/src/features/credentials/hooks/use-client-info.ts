import { useQuery } from '@tanstack/react-query';
import type { CredentialServiceId } from '@app/contracts/customer/credentials';
import { clientInfoKey, fetchClientInfo } from '../api/credentials-api';

export function useClientInfo(serviceId: CredentialServiceId) {
  return useQuery({
    queryKey: clientInfoKey(serviceId),
    queryFn: ({ signal }) => fetchClientInfo(serviceId, signal),
    // Every entry shows the current list (and its toast); a secret generated elsewhere must appear.
    staleTime: 0,
    retry: false,
  });
}
