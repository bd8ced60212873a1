import { existsSync } from 'node:fs';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a suite did not run; `npm test` (scripts/test-all.ts) prints it in the run's closing summary. */
    skipReason?: string;
  }
}

/** What a suite needs to run, and what to say when it is missing. */
export interface Requirement {
  met: boolean;
  reason: string;
}

/**
 * Suite options that skip the suite unless every requirement is met, carrying the first unmet one's reason to the
 * report: `describe('name', runsWhen(postgres), () => …)`. No test is ever skipped without saying why.
 */
export function runsWhen(...requirements: Requirement[]): { skip?: boolean; meta?: { skipReason: string } } {
  const unmet = requirements.find((requirement) => !requirement.met);
  return unmet ? { skip: true, meta: { skipReason: unmet.reason } } : {};
}

const pgUrl = process.env.TEST_DATABASE_URL;

/** The api project runs on PGlite; api-pg (present when TEST_DATABASE_URL is set) runs the same files on PostgreSQL. */
export const postgres: Requirement = {
  met: process.env.TEST_DB === 'pg' && Boolean(pgUrl),
  reason: pgUrl
    ? 'PostgreSQL only: runs in the api-pg project of this run'
    : 'needs PostgreSQL: set TEST_DATABASE_URL=postgres://… (npm test finds one on 127.0.0.1:5432 by itself)',
};

export const redis: Requirement = {
  met: Boolean(process.env.TEST_REDIS_URL),
  reason: 'needs Redis: set TEST_REDIS_URL=redis://… (npm test finds one on 127.0.0.1:6379 by itself)',
};

/** Input handling does not depend on the database: fuzzing runs once per `npm test`, on PGlite. */
export const pglite: Requirement = {
  met: process.env.TEST_DB !== 'pg',
  reason: 'PGlite only (input handling, not the database): runs in the api project of this run',
};

/** Fixtures from the product's shared folder beside the repository (`../shared`), absent from a plain clone. */
export function sharedFixtures(dir: string, shownAs: string): Requirement {
  return {
    met: existsSync(dir),
    reason: `needs ${shownAs} beside the repository (the team's shared fixtures; not part of a clone)`,
  };
}
