import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CredentialServiceId } from '@app/contracts/customer/credentials';
import { ApiError } from '../../../lib/api-error';
import { clientInfoKey, generateSecret } from '../api/credentials-api';

export type GenerationState =
  { status: 'pending' } | { status: 'done'; secret: string } | { status: 'error'; reason: string | undefined };

// Requests in flight per history entry: a remount of the same entry (React StrictMode's double effects, a Suspense
// retry) joins the first request instead of generating a second secret.
const inFlight = new Map<string, Promise<string>>();

function generateForEntry(entryKey: string, serviceId: CredentialServiceId): Promise<string> {
  let request = inFlight.get(entryKey);
  if (!request) {
    request = generateSecret(serviceId);
    inFlight.set(entryKey, request);
    const forget = () => inFlight.delete(entryKey);
    request.then(forget, forget);
  }
  return request;
}

/** SPEC §2/§4: entering the generate screen generates exactly one secret, kept only in this component's state. */
export function useGenerateSecretOnce(serviceId: CredentialServiceId): GenerationState {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>({ status: 'pending' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    const entryKey = `${key}:${serviceId}`;
    if (started.current === entryKey) return;
    started.current = entryKey;
    setState({ status: 'pending' });
    generateForEntry(entryKey, serviceId).then(
      (secret) => {
        setState({ status: 'done', secret });
        void queryClient.invalidateQueries({ queryKey: clientInfoKey(serviceId) });
      },
      (error: unknown) =>
        setState({
          status: 'error',
          reason: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
        }),
    );
  }, [key, serviceId, queryClient]);

  return state;
}
