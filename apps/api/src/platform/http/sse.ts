import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { replyWith, type RouteReply } from './route.ts';

const HEARTBEAT_MS = 15_000;

export interface SseEvent {
  event: string;
  /** Sent as one line of JSON, so no framing issue can arise. */
  data: unknown;
  id?: string;
}

/** One open event stream, as a route's producer sees it. */
export interface SseChannel {
  send(event: SseEvent): void;
  /** Ends the stream from the server's side. */
  close(): void;
  /** Aborted when the client goes away (or the server closes the stream). */
  readonly signal: AbortSignal;
  /** The `Last-Event-ID` the client reconnected with, if any (EventSource sends it by itself). */
  readonly lastEventId: string | undefined;
}

export interface SseOptions {
  /** Reconnection delay suggested to EventSource clients. */
  retryMs?: number;
  heartbeatMs?: number;
}

/** SSE wire format (WHATWG HTML §9.2): `id`, `event`, `data` lines, a blank line ends the event. */
export function encodeSseEvent({ event, data, id }: SseEvent): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The one server-side writer of server-sent events: a route returns `sse(reply, producer)`, and the answer goes out
 * through Fastify like any other (security headers, metrics, logging). Heartbeat comments keep proxies and idle
 * timers from cutting a quiet stream; the producer's signal tells it when to stop working for a reader who left.
 */
export function sse(
  reply: FastifyReply,
  produce: (channel: SseChannel) => void | Promise<void>,
  options: SseOptions = {},
): RouteReply {
  const out = new PassThrough();
  const abort = new AbortController();
  const close = () => {
    clearInterval(heartbeat);
    if (!abort.signal.aborted) abort.abort();
    if (!out.writableEnded) out.end();
  };
  const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // The response closes when the client goes away (or once the stream has ended).
  reply.raw.once('close', close);
  const header = reply.request.headers['last-event-id'];
  const channel: SseChannel = {
    send: (event) => {
      if (!out.writableEnded) out.write(encodeSseEvent(event));
    },
    close,
    signal: abort.signal,
    lastEventId: typeof header === 'string' && header !== '' ? header : undefined,
  };
  if (options.retryMs !== undefined) out.write(`retry: ${options.retryMs}\n\n`);
  void Promise.resolve()
    .then(() => produce(channel))
    .catch((err: unknown) => {
      reply.log.error({ err }, 'event stream failed');
      close();
    });
  return replyWith(200, out, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    // A stream's connection is never reused: when the stream ends (reader gone, server shutting down) the socket
    // closes with it instead of idling in keep-alive and holding the server's close() open.
    connection: 'close',
  });
}
