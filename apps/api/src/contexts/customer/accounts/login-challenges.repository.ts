import type { Queryable } from '../../../platform/db/db.ts';
import { isoAt, toMs } from './time.ts';

export interface LoginChallenge {
  id: string;
  customerId: string;
  codeExpiresAt: number;
  failedAttempts: number;
  resendCount: number;
  lastSentAt: number;
  isEnded: boolean;
}

interface ChallengeRow {
  id: string;
  customer_id: string;
  code_hash: string;
  code_expires_at: Date | string;
  failed_attempts: number;
  resend_count: number;
  last_sent_at: Date | string;
  ended_at: Date | string | null;
}

const toChallenge = (r: ChallengeRow): LoginChallenge => ({
  id: r.id,
  customerId: r.customer_id,
  codeExpiresAt: toMs(r.code_expires_at),
  failedAttempts: Number(r.failed_attempts),
  resendCount: Number(r.resend_count),
  lastSentAt: toMs(r.last_sent_at),
  isEnded: r.ended_at !== null,
});

export interface ReplacedCode {
  previousHash: string;
  previousExpiresAt: number;
  previousSentAt: number;
}

export interface CodeLimits {
  ttlMs: number;
  minIntervalMs: number;
  maxResends: number;
}

/**
 * Pending logins between the password step and the e-mailed code, holding only the code's hash: the SQL implementation
 * below and MemoryLoginChallengesRepository for service tests, both held to login-challenges.repository.contract.ts.
 */
export interface LoginChallengesRepository {
  create(customerId: string, codeHash: string, now: number, ttlMs: number): Promise<string>;
  delete(id: string): Promise<void>;
  find(id: string): Promise<LoginChallenge | undefined>;
  /** Ends the challenge and returns its customer when the code matches, is current and unused. */
  consume(id: string, codeHash: string, now: number, maxFailures: number): Promise<string | undefined>;
  /** Counts a wrong code; the challenge ends at `maxFailures`. Returns the new count, or undefined if already ended. */
  recordFailure(id: string, now: number, maxFailures: number): Promise<number | undefined>;
  /** Swaps in a new code if resends remain and the last one is old enough; returns what it replaced. */
  replaceCode(id: string, codeHash: string, now: number, limits: CodeLimits): Promise<ReplacedCode | undefined>;
  /** Undoes replaceCode when the new code could not be e-mailed, so the previous code keeps working. */
  restoreCode(id: string, newHash: string, previous: ReplacedCode): Promise<void>;
  /** Inside the caller's transaction when `tx` is given. */
  endAllForCustomer(customerId: string, now: number, tx?: Queryable): Promise<void>;
}

/** Every state change is one conditional UPDATE, so parallel requests cannot both win (issue 3, concurrency). */
export function createLoginChallengesRepository(db: Queryable): LoginChallengesRepository {
  return {
    async create(customerId, codeHash, now, ttlMs) {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO customer.login_challenges (customer_id, code_hash, code_expires_at, last_sent_at)
         VALUES ($1, $2, $3::timestamptz, $4::timestamptz) RETURNING id`,
        [customerId, codeHash, isoAt(now + ttlMs), isoAt(now)],
      );
      return rows[0]!.id;
    },
    async delete(id) {
      await db.query('DELETE FROM customer.login_challenges WHERE id = $1', [id]);
    },
    async find(id) {
      const rows = await db.query<ChallengeRow>('SELECT * FROM customer.login_challenges WHERE id = $1', [id]);
      return rows[0] && toChallenge(rows[0]);
    },
    async consume(id, codeHash, now, maxFailures) {
      const rows = await db.query<{ customer_id: string }>(
        `UPDATE customer.login_challenges SET ended_at = $3::timestamptz
         WHERE id = $1 AND code_hash = $2 AND ended_at IS NULL AND code_expires_at > $3::timestamptz AND failed_attempts < $4
         RETURNING customer_id`,
        [id, codeHash, isoAt(now), maxFailures],
      );
      return rows[0]?.customer_id;
    },
    async recordFailure(id, now, maxFailures) {
      const rows = await db.query<{ failed_attempts: number }>(
        `UPDATE customer.login_challenges
         SET failed_attempts = failed_attempts + 1,
             ended_at = CASE WHEN failed_attempts + 1 >= $3 THEN $2::timestamptz ELSE NULL END
         WHERE id = $1 AND ended_at IS NULL RETURNING failed_attempts`,
        [id, isoAt(now), maxFailures],
      );
      return rows[0] ? Number(rows[0].failed_attempts) : undefined;
    },
    // The self-join `old` reads the row as it was before this UPDATE, so RETURNING gives the replaced code.
    async replaceCode(id, codeHash, now, limits) {
      const rows = await db.query<{ code_hash: string; code_expires_at: Date | string; last_sent_at: Date | string }>(
        `UPDATE customer.login_challenges c SET code_hash = $2, code_expires_at = $4::timestamptz,
           last_sent_at = $3::timestamptz, resend_count = c.resend_count + 1
         FROM customer.login_challenges old
         WHERE c.id = $1 AND old.id = c.id AND c.ended_at IS NULL AND c.resend_count < $5 AND c.last_sent_at <= $6::timestamptz
         RETURNING old.code_hash, old.code_expires_at, old.last_sent_at`,
        [id, codeHash, isoAt(now), isoAt(now + limits.ttlMs), limits.maxResends, isoAt(now - limits.minIntervalMs)],
      );
      const r = rows[0];
      return (
        r && {
          previousHash: r.code_hash,
          previousExpiresAt: toMs(r.code_expires_at),
          previousSentAt: toMs(r.last_sent_at),
        }
      );
    },
    async restoreCode(id, newHash, previous) {
      await db.query(
        `UPDATE customer.login_challenges SET code_hash = $3, code_expires_at = $4::timestamptz,
           last_sent_at = $5::timestamptz, resend_count = resend_count - 1
         WHERE id = $1 AND code_hash = $2`,
        [id, newHash, previous.previousHash, isoAt(previous.previousExpiresAt), isoAt(previous.previousSentAt)],
      );
    },
    async endAllForCustomer(customerId, now, tx = db) {
      await tx.query(
        'UPDATE customer.login_challenges SET ended_at = $2::timestamptz WHERE customer_id = $1 AND ended_at IS NULL',
        [customerId, isoAt(now)],
      );
    },
  };
}
