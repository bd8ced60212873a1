import { fieldError } from '../../../platform/errors.ts';
import { controlOf, type AbTest, type Metric } from '../tests/ab-test.ts';
import type { AbTestService } from '../tests/ab-test.service.ts';
import { metricResults, type MetricReport } from './metric-results.ts';
import type { ResultsRepository } from './results.repository.ts';
import { analyseSplit, type SrmCheck, type VariantSplit } from './srm.ts';
import { buildTimeline, type TimelineDay } from './timeline.ts';

export interface TestResults {
  test: AbTest;
  totalAssignments: number;
  /** The share of users the configured split leaves out. */
  notEnrolledPercentage: number;
  /** The configured variants, then any removed by an edit that still has users (configured share 0). */
  variants: VariantSplit[];
  /** null while there are too few assignments or fewer than two variants to test. */
  srm: SrmCheck | null;
  /** In the test's order. */
  metrics: MetricReport[];
}

export interface MetricTimeline {
  metric: Metric;
  days: TimelineDay[];
}

/**
 * Results of a customer's own test: configured vs realised split and the SRM check (ADR 034), and per metric the
 * comparison of every variant with the control (ADR 095), all from pre-aggregated counters.
 */
export class ResultsService {
  private readonly tests: Pick<AbTestService, 'get'>;
  private readonly repository: ResultsRepository;

  constructor(deps: { tests: Pick<AbTestService, 'get'>; repository: ResultsRepository }) {
    this.tests = deps.tests;
    this.repository = deps.repository;
  }

  async resultsOf(customerId: string, name: string): Promise<TestResults> {
    const test = await this.tests.get(customerId, name);
    const hasMetrics = test.metrics.length > 0;
    const [assignmentCounts, sums, unattributed] = await Promise.all([
      this.repository.countByVariant(test.id),
      hasMetrics ? this.repository.metricSums(test.id) : [],
      hasMetrics ? this.repository.unattributedEvents(test.id) : new Map<string, number>(),
    ]);
    const counts = new Map(assignmentCounts.map((c) => [c.variantName, c.count]));
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
    const users = rows.map((r) => ({
      variantName: r.variantName,
      users: r.assignments,
      active: r.configuredPercentage > 0,
    }));
    return {
      test,
      totalAssignments: rows.reduce((s, r) => s + r.assignments, 0),
      notEnrolledPercentage: 100 - enrolled,
      variants,
      srm,
      metrics: metricResults(test.metrics, controlOf(test) ?? '', users, sums, unattributed),
    };
  }

  async timelineOf(customerId: string, name: string, metricName: string): Promise<MetricTimeline> {
    const test = await this.tests.get(customerId, name);
    const metric = test.metrics.find((m) => m.name === metricName);
    if (!metric) throw fieldError('metric', `Unknown metric '${metricName}' for AB Test '${test.name}'`);
    const [assignments, sums] = await Promise.all([
      this.repository.dailyAssignments(test.id),
      this.repository.dailyMetricSums(test.id, metric.name),
    ]);
    const variantNames = test.variants.map((v) => v.variantName);
    return { metric, days: buildTimeline(metric.kind, variantNames, assignments, sums) };
  }
}
