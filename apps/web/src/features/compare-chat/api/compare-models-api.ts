import type { StreamBody, StreamEvent } from '@app/contracts/customer/compare-models';
import { callApi } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';

// The route definitions and the stream parser carry zod schemas; loading them on first use keeps zod out of the
// page's start-up script, so it is compiled in a task of its own.
const compareRoutes = () => import('@app/contracts/customer/compare-models');

export async function fetchCompareModels(signal?: AbortSignal) {
  const { listModelsRoute } = await compareRoutes();
  return callApi(listModelsRoute, { signal, showErrorToast: false });
}

/**
 * POSTs the question and feeds each server-sent event to `onEvent` until the stream ends. callApi cannot read
 * a stream, so this is the one direct fetch; a refusal before streaming (400, 429) throws an ApiError.
 */
export async function streamCompare(
  body: StreamBody,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const [{ streamRoute }, { createSseParser }] = await Promise.all([compareRoutes(), import('./sse-parser')]);
  const response = await fetch(streamRoute.path, {
    method: streamRoute.method,
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not an envelope; the text itself is the message.
    }
    throw toApiError(response.status, data, response.statusText || `HTTP ${response.status}`);
  }
  const parser = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.push(value).forEach(onEvent);
  }
}
