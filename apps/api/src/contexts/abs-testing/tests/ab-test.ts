import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import type { MetricKind, MetricRole } from '@app/contracts/abs-testing/metric-limits';
import type { WeightedVariant } from '../bucketing/bucketing.ts';

export const AB_TEST_NOT_FOUND = 'AB Test not found';

/** A metric of a test, its role resolved (ADR 093): events named `name` count towards it. */
export interface Metric {
  name: string;
  kind: MetricKind;
  role: MetricRole;
}

/** A metric as the customer gives it: without a role, the rules of metric-roles.ts decide. */
export type MetricDraft = Omit<Metric, 'role'> & { role?: MetricRole };

/** The domain view of one A/B test, as the repository maps it from its row. */
export interface AbTest {
  id: string;
  customerId: string;
  name: string;
  status: AbTestStatus;
  variants: WeightedVariant[];
  revision: number;
  /** In the customer's order, roles resolved (ADR 093). */
  metrics: Metric[];
  /** The variant the others are compared with; null = the first. */
  controlVariant: string | null;
}

/** A test as the console creates or replaces it. */
export interface AbTestDraft {
  name: string;
  variants: WeightedVariant[];
  /** undefined on update: keep the stored metrics. */
  metrics?: MetricDraft[];
  /** undefined on update: keep the stored control while it is still a variant. */
  controlVariant?: string;
}

/** What the repository stores: a draft with its metrics' roles resolved. */
export type AbTestWrite = Omit<AbTestDraft, 'metrics'> & { metrics?: Metric[] };

/** The control of a test: the marked variant while it is configured, else the first. */
export function controlOf(test: AbTest): string | null {
  if (test.controlVariant && test.variants.some((v) => v.variantName === test.controlVariant)) {
    return test.controlVariant;
  }
  return test.variants[0]?.variantName ?? null;
}
