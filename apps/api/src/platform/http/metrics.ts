import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const LATENCY_NAME = 'http_request_duration_seconds';
const LATENCY_HELP = 'HTTP request latency by route';
export const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
type LatencyLabel = 'method' | 'route' | 'status';

interface LatencySeries {
  labels: Record<LatencyLabel, string>;
  /** Observations per bucket, not cumulative; the last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`, observed on every request. prom-client's `observe` validates and hashes the
 * label set on every call, which showed in the machine endpoints' profiles (ADR 091, fourth addendum); here each
 * series is a plain array found by one map lookup, and prom-client only formats it when /metrics is scraped.
 */
export class RequestLatency extends Histogram<LatencyLabel> {
  private readonly series = new Map<string, LatencySeries>();

  constructor(registry: Registry) {
    super({
      name: LATENCY_NAME,
      help: LATENCY_HELP,
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      const buckets = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
      series = { labels: { method, route, status: String(status) }, buckets, sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /**
   * The series exactly as prom-client's Histogram hands them to the registry (its `get` reads this too): cumulative
   * buckets labelled `le`, then `_sum` and `_count`, the series' labels shared. The base class's own map stays empty.
   */
  async getForPromString() {
    const values = [...this.series.values()].flatMap(({ labels, buckets, sum, count }) => {
      let cumulative = 0;
      const series = (le: Record<string, number | string>, value: number, suffix: string) => ({
        labels: le,
        sharedLabels: labels,
        value,
        metricName: `${LATENCY_NAME}_${suffix}`,
        exemplar: suffix === 'bucket' ? null : undefined,
      });
      return [
        ...buckets.map((n, i) =>
          series({ le: i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i]! : '+Inf' }, (cumulative += n), 'bucket'),
        ),
        series({}, sum, 'sum'),
        series({}, count, 'count'),
      ];
    });
    return { name: LATENCY_NAME, help: LATENCY_HELP, type: 'histogram', values, aggregator: 'sum' };
  }

  override reset(): void {
    super.reset();
    // The base constructor calls reset() as well, before this class's fields exist.
    if (this.series !== undefined) this.series.clear();
  }
}

const httpDuration = new RequestLatency(metricsRegistry);

/** Counters contexts increment off the hot paths (logins, model calls); one registry per process. See tallyCounter. */
export function counter(name: string, help: string, labelNames: string[] = []): Counter {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Counter;
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

const tallies = new Map<string, Map<string, number>>();

/**
 * A counter by one label for hot paths (OFREP evaluations by outcome): an increment is one addition, and the tallies
 * are handed to prom-client when /metrics is scraped, since its labelled `inc` hashes and validates the labels on
 * every call. Shared by every app of the process under its name, like the registry.
 */
export function tallyCounter<V extends string>(name: string, help: string, label: string): (value: V) => void {
  let counts = tallies.get(name);
  if (!counts) {
    const pending = new Map<string, number>();
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [metricsRegistry],
      collect() {
        for (const [value, n] of pending) this.inc({ [label]: value }, n);
        pending.clear();
      },
    });
    tallies.set(name, pending);
    counts = pending;
  }
  const own = counts;
  return (value) => own.set(value, (own.get(value) ?? 0) + 1);
}

/**
 * Observes each completed request's latency by method, route and status. Called by the access log when a response
 * has gone out (logger.ts), not from an onResponse hook: with no such hook, Fastify skips its hook runner on every
 * request.
 */
export function requestMetrics(): RequestObserver {
  return (request, reply) =>
    httpDuration.record(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
}

export type RequestObserver = (request: FastifyRequest, reply: FastifyReply) => void;
