import postgres from 'postgres';
import type { Db, Queryable } from './db.ts';

export interface PostgresOptions {
  max?: number;
  /** Bounded waits so a stopped database answers 503 quickly instead of hanging requests. */
  connectTimeoutSeconds?: number;
}

export function createPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 2,
    idle_timeout: 30,
    onnotice: () => {},
    connection: { application_name: 'aiservices' },
  });
  const asQueryable = (target: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await target.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
    },
    async exec(script: string) {
      await target.unsafe(script);
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(sql),
    transaction: (fn) => sql.begin((tx) => fn(asQueryable(tx))) as Promise<never>,
    async listen(channel, onPayload) {
      const sub = await sql.listen(channel, onPayload);
      return () => sub.unlisten();
    },
    async notify(channel, payload) {
      await sql.notify(channel, payload);
    },
    async ping() {
      await sql`SELECT 1`;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
