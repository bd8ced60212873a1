import type { AbTestResults } from '@app/contracts/abs-testing/results';
import type { AbTestService } from '../tests/ab-test.service.ts';
import type { ResultsRepository } from './results.repository.ts';
import { analyseSplit } from './srm.ts';

/** Results of a customer's own test: configured vs realised split and the SRM check (ADR 034). */
export class ResultsService {
  private readonly tests: AbTestService;
  private readonly repository: ResultsRepository;

  constructor(deps: { tests: AbTestService; repository: ResultsRepository }) {
    this.tests = deps.tests;
    this.repository = deps.repository;
  }

  async resultsOf(customerId: string, name: string): Promise<AbTestResults> {
    const test = await this.tests.require(customerId, name);
    const counts = new Map((await this.repository.countByVariant(test.id)).map((c) => [c.variantName, c.count]));
    const rows = test.variants.map((v) => ({
      variantName: v.variantName,
      configuredPercentage: v.percentage,
      assignments: counts.get(v.variantName) ?? 0,
    }));
    // Users stay on a variant removed by a later edit; they are shown with a configured share of 0.
    const configured = new Set(test.variants.map((v) => v.variantName));
    for (const [variantName, assignments] of counts) {
      if (!configured.has(variantName)) rows.push({ variantName, configuredPercentage: 0, assignments });
    }
    const { variants, srm } = analyseSplit(rows);
    const enrolled = test.variants.reduce((s, v) => s + v.percentage, 0);
    return {
      abTestName: test.name,
      abTestStatus: test.status,
      totalAssignments: rows.reduce((s, r) => s + r.assignments, 0),
      notEnrolledPercentage: 100 - enrolled,
      variants,
      srm,
    };
  }
}
