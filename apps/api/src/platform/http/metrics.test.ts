import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, RequestLatency, metricsRegistry, tallyCounter } from './metrics.ts';

const OBSERVATIONS: [method: string, route: string, status: number, seconds: number][] = [
  ['POST', '/api/ab-test/get-or-assign', 200, 0.0004],
  ['POST', '/api/ab-test/get-or-assign', 200, 0.001],
  ['POST', '/api/ab-test/get-or-assign', 200, 0.0031],
  ['POST', '/api/ab-test/get-or-assign', 401, 0.02],
  ['GET', '/livez', 200, 12],
  ['GET', 'unmatched', 404, 0.7],
];

describe('request latency histogram', () => {
  it('exports exactly what prom-client’s own Histogram exports for the same observations', async () => {
    const ours = new Registry();
    const latency = new RequestLatency(ours);
    const reference = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [reference],
    });
    for (const [method, route, status, seconds] of OBSERVATIONS) {
      latency.record(method, route, status, seconds);
      histogram.labels(method, route, String(status)).observe(seconds);
    }
    const text = await ours.metrics();
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/ab-test/get-or-assign",status="200"} 3',
    );
    expect(text).toBe(await reference.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
  });

  it('starts over on reset', async () => {
    const registry = new Registry();
    const latency = new RequestLatency(registry);
    latency.record('GET', '/livez', 200, 0.001);
    latency.reset();
    expect(await registry.metrics()).not.toContain('_count');
  });
});

describe('tally counter', () => {
  it('hands its increments to the scrape once, and the totals keep growing across scrapes', async () => {
    const count = tallyCounter<'on' | 'off'>('test_tally_total', 'A tally for the test', 'outcome');
    const again = tallyCounter<'on' | 'off'>('test_tally_total', 'A tally for the test', 'outcome');
    count('on');
    count('on');
    again('off');
    expect(await metricsRegistry.metrics()).toContain(
      'test_tally_total{outcome="on"} 2\ntest_tally_total{outcome="off"} 1',
    );
    count('on');
    const text = await metricsRegistry.metrics();
    expect(text).toContain('test_tally_total{outcome="on"} 3');
    expect(text).toContain('test_tally_total{outcome="off"} 1');
  });
});
