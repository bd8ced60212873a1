import type { Queryable } from '../../../platform/db/db.ts';

export interface VariantAssignmentCount {
  variantName: string;
  count: number;
}

export interface RecentAssignment {
  variantName: string;
  userId: string;
}

/** Read side over stored assignments, for the customer's results and the public demo results. */
export class ResultsRepository {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async countByVariant(testId: string): Promise<VariantAssignmentCount[]> {
    const rows = await this.db.query<{ variant_name: string; count: string | number }>(
      `SELECT variant_name, count(*) AS count FROM abs_testing.ab_assignment WHERE test_id = $1
       GROUP BY variant_name ORDER BY variant_name`,
      [testId],
    );
    return rows.map((r) => ({ variantName: r.variant_name, count: Number(r.count) }));
  }

  async latest(testId: string, limit: number): Promise<RecentAssignment[]> {
    const rows = await this.db.query<{ variant_name: string; user_id: string }>(
      'SELECT variant_name, user_id FROM abs_testing.ab_assignment WHERE test_id = $1 ORDER BY seq DESC LIMIT $2',
      [testId, limit],
    );
    return rows.map((r) => ({ variantName: r.variant_name, userId: r.user_id }));
  }

  async deleteAll(testId: string): Promise<void> {
    await this.db.query('DELETE FROM abs_testing.ab_assignment WHERE test_id = $1', [testId]);
  }
}
