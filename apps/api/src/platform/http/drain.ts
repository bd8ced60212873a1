import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors.ts';
import { sendError } from './error-handler.ts';

/** Seconds a client should wait before retrying a request refused while this replica shuts down. */
export const DRAIN_RETRY_AFTER_SECONDS = 2;
const IDLE_SWEEP_MS = 250;

/**
 * While the server drains on shutdown, requests still arriving on open connections get the 503 envelope with
 * `Retry-After` (instead of Fastify's own `return503OnClosing` body) and `Connection: close`, so clients retry
 * elsewhere; requests already running finish normally. Registered right after the security headers, so nothing but
 * they runs first; a callback hook, as it runs on every request.
 */
export function refuseWhileDraining(app: FastifyInstance) {
  let draining = false;
  let stopSweep = () => {};
  // Connections that have not sent a byte yet: Node's closeIdleConnections() does not count them as idle, so a client
  // that opened one and went quiet would hold close() open until the request timeout.
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    draining = true;
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
  // Responses finished while draining close their connection, so keep-alive clients do not hold close() open.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    void sendError(reply, serviceUnavailable('The server is shutting down, please retry', DRAIN_RETRY_AFTER_SECONDS));
  });
}
