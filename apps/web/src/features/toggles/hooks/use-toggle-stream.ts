import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOGGLE_CHANGED_EVENT, toggleStreamRoute } from '@app/contracts/feature-toggle/toggle-stream';
import { readToken } from '../../../lib/cookies';
import { toggleKeys } from '../api/toggles-api';

const RETRY_MS = 5_000;

/**
 * Keeps the list current while it is open: changes made elsewhere (another tab, a teammate, the API) arrive on the
 * server-sent-events stream. fetch, not EventSource, because the stream needs the bearer header.
 */
export function useToggleStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      const token = readToken();
      if (!token) return;
      try {
        const response = await fetch(toggleStreamRoute.path, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          if (response.status !== 401 && response.status !== 403) retry = setTimeout(connect, RETRY_MS);
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const frames = buffer.split('\n\n');
          buffer = frames.pop() ?? '';
          if (frames.some((frame) => frame.split('\n').includes(`event: ${TOGGLE_CHANGED_EVENT}`))) {
            void client.invalidateQueries({ queryKey: toggleKeys.all });
          }
        }
      } catch {
        // Aborted on unmount, or the network dropped: the retry below covers the latter.
      }
      if (!controller.signal.aborted) retry = setTimeout(connect, RETRY_MS);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [client]);
}
