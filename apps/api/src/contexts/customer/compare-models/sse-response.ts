import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { StreamEvent } from '@app/contracts/customer/compare-models';
import type { StreamRun } from './compare-models.service.ts';

const HEARTBEAT_MS = 15_000;

/** One SSE frame: the event name is the event type, the data its JSON (one line, so no framing issues). */
export function encodeSseEvent(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Sends `run` as text/event-stream through Fastify (so the security headers still apply). A closed browser
 * aborts every model call still running, so nobody pays for answers no one reads.
 */
export function sendSse(reply: FastifyReply, run: StreamRun): FastifyReply {
  const out = new PassThrough();
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  // Comments keep proxies and idle-socket timers from cutting a slow model's stream.
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const write = (event: StreamEvent) => {
    if (!out.writableEnded) out.write(encodeSseEvent(event));
  };
  run(write, abort.signal)
    .catch((err: unknown) => reply.log.error({ err }, 'compare stream failed'))
    .finally(() => {
      clearInterval(heartbeat);
      out.end();
    });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}
