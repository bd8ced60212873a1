import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by route',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Counters contexts increment (assignments, evaluations, …); one registry per process. */
export function counter(name: string, help: string, labelNames: string[] = []): Counter {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Counter;
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

/**
 * Observes each completed request's latency by method, route and status. Called by the access log when a response
 * has gone out (logger.ts), not from an onResponse hook: with no such hook, Fastify skips its hook runner on every
 * request.
 */
export function requestMetrics(): RequestObserver {
  // One bound child per (method, route, status): resolving labels on every request showed in hot-path profiles.
  const children = new Map<string, ReturnType<typeof httpDuration.labels>>();
  return (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = httpDuration.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  };
}

export type RequestObserver = (request: FastifyRequest, reply: FastifyReply) => void;
