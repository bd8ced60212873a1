import type { Db, Queryable } from './db.ts';

const noSql: Queryable = {
  query: () => Promise.reject(new Error('In-memory repositories take no SQL')),
  exec: () => Promise.reject(new Error('In-memory repositories take no SQL')),
};

/** The transactions a service on in-memory repositories runs (they ignore `tx`): the function, called once. */
export const memoryTransactions: Pick<Db, 'transaction'> = {
  transaction: (fn) => fn(noSql),
};
