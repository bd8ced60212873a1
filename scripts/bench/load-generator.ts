// The load generator: its own process (forked by load-client.ts), so it never shares an event loop with a server
// it measures. Runs one autocannon job per IPC message and answers with the figures. Exits with its parent.
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { percentile } from '../lib/stats.ts';
import type { LoadJob, LoadResult } from './load-job.ts';

interface CannonRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}
interface CannonResult {
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Cannon {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: object, done: (err: Error | null, result: CannonResult) => void) => Cannon;

function requestsOf(job: LoadJob): { requests: CannonRequest[]; idReplacement: boolean } {
  const { body } = job;
  // Method and path on every request: autocannon's top-level ones do not reach a `requests` list.
  const base = { method: job.method ?? 'POST', path: job.path } as const;
  if (base.method === 'GET') return { requests: [base], idReplacement: false };
  if (body.kind === 'cycle') return { requests: body.bodies.map((b) => ({ ...base, body: b })), idReplacement: false };
  if (body.kind === 'unique') return { requests: [{ ...base, body: body.template }], idReplacement: true };
  const [head, ...rest] = body.template.split('{n}');
  const tail = rest.join('{n}');
  const setupRequest = (request: CannonRequest) => ({
    ...request,
    body: `${head}${Math.floor(Math.random() * body.count)}${tail}`,
  });
  return { requests: [{ ...base, setupRequest }], idReplacement: false };
}

/** Latencies of the 2xx answers, kept at full precision (autocannon's own histogram rounds to whole ms). */
class Latencies {
  private values = new Float64Array(1 << 16);
  length = 0;
  push(ms: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = ms;
  }
  view() {
    return this.values.subarray(0, this.length);
  }
}

export function runJob(job: LoadJob): Promise<LoadResult> {
  const latencies = new Latencies();
  return new Promise((resolve, reject) => {
    const instance = (autocannon as Autocannon)(
      {
        url: job.origin + job.path,
        headers: { 'content-type': 'application/json', ...job.headers },
        connections: job.connections,
        duration: job.durationS,
        ...requestsOf(job),
      },
      (err, result) => {
        if (err) return reject(err);
        const answered = latencies.length;
        resolve({
          rps: answered / result.duration,
          p50Ms: percentile(latencies.view(), 50),
          p99Ms: percentile(latencies.view(), 99),
          answered,
          durationS: result.duration,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

if (process.send) {
  process.on('message', (message: { id: number; job: LoadJob }) => {
    runJob(message.job).then(
      (result) => process.send!({ id: message.id, result }),
      (err: unknown) => process.send!({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true });
}
