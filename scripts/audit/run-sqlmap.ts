import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'INJECTABLE' | 'not injectable' | 'inconclusive';

export interface SqlmapRun {
  label: string;
  verdict: Verdict;
  /** Parameters sqlmap reported as injectable, or why the run is inconclusive. */
  detail: string;
  /** sqlmap's own summary of the non-2xx answers it received, e.g. "400 (Bad Request) - 120 times". */
  httpCodes: string;
  /** How many injection points sqlmap actually tested. */
  pointsTested: number;
  exitCode: number | null;
  seconds: number;
  outputDir: string;
}

export interface SqlmapRequest {
  label: string;
  url: string;
  method: string;
  body?: string;
  headers: string[];
  /** Restrict to these parameters (for unmarked query strings). */
  parameters?: string[];
  outputDir: string;
  timeoutMs: number;
}

// Product runs only on PostgreSQL/PGlite, so other DBMS payloads would only lengthen the run.
const COMMON_ARGS = [
  '--batch',
  '--level=2',
  '--risk=1',
  '--technique=BEUST',
  '--dbms=PostgreSQL',
  '--time-sec=2',
  '--flush-session',
  '--disable-coloring',
  '--threads=1',
  '--timeout=15',
  '--retries=1',
  '--ignore-code=400,401,403,404,409,422,503',
  // A value whose answer ignores an appended number looks "type cast" to sqlmap, which then skips it: test it anyway.
  '--answers=those kind=N',
];

export function sqlmapVersion(): string | undefined {
  const result = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  return (
    result.stdout
      .split('\n')
      .find((line) => /^\d/.test(line.trim()))
      ?.trim() ?? result.stdout.trim()
  );
}

export function sqlmapArgs(request: SqlmapRequest): string[] {
  const args = ['-u', request.url, `--method=${request.method}`, `--output-dir=${request.outputDir}`, ...COMMON_ARGS];
  if (request.body !== undefined) args.push(`--data=${request.body}`);
  for (const header of request.headers) args.push(`--header=${header}`);
  if (request.parameters) args.push(`-p`, request.parameters.join(','));
  return args;
}

/** Injection points sqlmap confirmed; heuristic "might be injectable" hints are not findings. */
export function parseSqlmapOutput(output: string): {
  verdict: Verdict;
  detail: string;
  httpCodes: string;
  pointsTested: number;
} {
  const httpCodes = output.match(/HTTP error codes detected during run:\n(.+)/)?.[1]?.trim() ?? '';
  // Not deduplicated by name: with PUT/DELETE sqlmap names a path marker and a body marker alike ('JSON #1*').
  const pointsTested = [...output.matchAll(/testing for SQL injection on (.+)$/gm)].length;
  const base = { httpCodes, pointsTested };
  if (
    output.includes('sqlmap identified the following injection point') ||
    /parameter '[^']+' is vulnerable/.test(output)
  ) {
    const points = [...output.matchAll(/^Parameter: (.+)$/gm)].map((m) => m[1]!);
    const types = [...new Set([...output.matchAll(/^\s+Type: (.+)$/gm)].map((m) => m[1]!))];
    return {
      ...base,
      verdict: 'INJECTABLE',
      detail: `${[...new Set(points)].join(', ') || 'see log'}: ${types.join(', ')}`,
    };
  }
  const skipped = [...output.matchAll(/\[INFO\] skipping (.+)$/gm)].map((m) => m[1]!);
  if (skipped.length > 0) return { ...base, verdict: 'inconclusive', detail: `sqlmap skipped ${skipped.join(', ')}` };
  if (/all tested parameters do not appear to be injectable/.test(output))
    return { ...base, verdict: 'not injectable', detail: '' };
  const critical = output.match(/\[CRITICAL\] (.+)/)?.[1] ?? 'no verdict in the output';
  return { ...base, verdict: 'inconclusive', detail: critical };
}

export function runSqlmap(request: SqlmapRequest): Promise<SqlmapRun> {
  mkdirSync(request.outputDir, { recursive: true });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', sqlmapArgs(request), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TERM: 'dumb' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, request.timeoutMs);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      writeFileSync(join(request.outputDir, 'stdout.txt'), output);
      const parsed = parseSqlmapOutput(output);
      const verdict =
        timedOut && parsed.verdict !== 'INJECTABLE'
          ? { ...parsed, verdict: 'inconclusive' as const, detail: `timed out after ${request.timeoutMs / 1000} s` }
          : parsed;
      resolve({
        label: request.label,
        ...verdict,
        exitCode,
        seconds: Math.round((Date.now() - started) / 1000),
        outputDir: request.outputDir,
      });
    });
  });
}
