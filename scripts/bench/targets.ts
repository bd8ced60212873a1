// The processes a workload is driven against, and how each gets the workload's requests.
import { startServer, type ServerProcess } from './processes.ts';
import type { Cell } from './rounds.ts';
import type { WorkloadRequest } from './workloads.ts';

export const TARGET_LABELS: Readonly<Record<string, string>> = {
  'node-http': 'bare node:http (baseline)',
  fastify: 'bare Fastify route (baseline)',
  pglite: 'product, all contexts, PGlite on disk',
  'pglite-abs': 'replica CONTEXTS=abs-testing, PGlite',
  'pglite-ft': 'replica CONTEXTS=feature-toggle, PGlite',
  pg: 'product, all contexts, PostgreSQL + Redis',
  'pg-abs': 'replica CONTEXTS=abs-testing, PostgreSQL + Redis',
  'pg-ft': 'replica CONTEXTS=feature-toggle, PostgreSQL + Redis',
};

export interface Target {
  key: string;
  server: ServerProcess;
  /** The bearer token sent (the baselines get a product's, so the request is the same byte for byte). */
  token: string;
}

export function startBaseline(name: 'node-http' | 'fastify'): Promise<ServerProcess> {
  return startServer({ name, args: [`scripts/bench/baselines/${name}-baseline.ts`], env: {} });
}

export function cellsFor(targets: readonly Target[], request: WorkloadRequest): Cell[] {
  return targets.map((t) => ({
    key: t.key,
    server: t.server,
    job: {
      origin: t.server.origin,
      ...(request.method ? { method: request.method } : {}),
      path: request.path,
      headers: { authorization: `Bearer ${t.token}` },
      body: request.body,
    },
    unitsPerRequest: request.unitsPerRequest,
  }));
}
