import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serviceUnavailable } from '../errors.ts';
import { sendError } from './error-handler.ts';

/** Seconds a client should wait before retrying a request refused while this replica shuts down. */
export const DRAIN_RETRY_AFTER_SECONDS = 2;
const IDLE_SWEEP_MS = 250;

/** Whether this replica has started to shut down; read by the platform's onRequest hook (request-hook.ts). */
export interface Drain {
  readonly draining: boolean;
}

/**
 * While the server drains on shutdown, requests still arriving on open connections get the 503 envelope with
 * `Retry-After` (instead of Fastify's own `return503OnClosing` body) and `Connection: close` (`refuseWhileDraining`),
 * so clients retry elsewhere; requests already running finish normally, and their answers close the connection.
 */
export function trackDraining(app: FastifyInstance): Drain {
  const drain = { draining: false };
  let stopSweep = () => {};
  // Connections that have not sent a byte yet: Node's closeIdleConnections() does not count them as idle, so a client
  // that opened one and went quiet would hold close() open until the request timeout.
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    drain.draining = true;
    // Answers still being worked on close their connection (Node then sends `Connection: close`), so keep-alive
    // clients do not hold close() open. Done here, once, rather than in an onSend hook that every request would pay.
    for (const socket of open) {
      const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
      if (response && !response.headersSent) response.shouldKeepAlive = false;
    }
    // Fastify closes the idle connections once when close() starts; one that goes idle later (a keep-alive client
    // between requests, a stream just ended) or never spoke is closed by this sweep, until the server has closed.
    const sweep = () => {
      app.server.closeIdleConnections();
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    };
    const timer = setInterval(sweep, IDLE_SWEEP_MS);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
    stopSweep = () => clearInterval(timer);
  });
  app.addHook('onClose', async () => stopSweep());
  return drain;
}

/** Answers a request that arrived while the server drains. */
export function refuseWhileDraining(reply: FastifyReply): void {
  reply.header('connection', 'close');
  void sendError(reply, serviceUnavailable('The server is shutting down, please retry', DRAIN_RETRY_AFTER_SECONDS));
}
