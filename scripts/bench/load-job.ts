// What the coordinator asks of the load-generator process, and what it gets back. Plain data: it crosses the IPC
// channel between the two processes.

/** How each request's JSON body is made; the same for every target of a workload, so the client's work is equal. */
export type BodySpec =
  /** Pre-built bodies sent in turn (returning users). */
  | { kind: 'cycle'; bodies: readonly string[] }
  /** Every `[<id>]` replaced by a fresh random id per request (new users): autocannon's idReplacement. */
  | { kind: 'unique'; template: string }
  /** Every `{n}` replaced by a uniformly random whole number below `count` (random access over a working set). */
  | { kind: 'random'; template: string; count: number };

export interface LoadJob {
  /** Origin of the target, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** POST unless said (the results screen's read is a GET, its body spec then a single empty body). */
  method?: 'GET' | 'POST';
  path: string;
  headers: Readonly<Record<string, string>>;
  body: BodySpec;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  /** 2xx answers per second over the whole run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** 2xx answers counted. */
  answered: number;
  durationS: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Count per status code, to explain a failure (e.g. a 429 from a rate limit). */
  statusCodes: Readonly<Record<string, number>>;
}

/** A round is usable only when every request got a 2xx: a throttled or failing target must not look fast. */
export function loadFailure(result: LoadResult): string | null {
  if (result.non2xx === 0 && result.errors === 0 && result.answered > 0) return null;
  const codes = Object.entries(result.statusCodes)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ');
  return `${result.answered} 2xx, ${result.non2xx} non-2xx (${codes || 'none'}), ${result.errors} errors (${result.timeouts} timeouts)`;
}
