import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

export async function createPgliteDb(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapPglite(pg);
}

function asQueryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(text, params as unknown[]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

export function wrapPglite(pg: PGlite): Db {
  let closed = false;
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pg.query('SELECT 1');
    },
    // In-process: there is no connection to lose.
    state: () => 'up',
    onStateChange: () => {},
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
