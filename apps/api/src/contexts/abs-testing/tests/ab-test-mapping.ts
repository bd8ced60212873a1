import type { AbTestBody, AbTestDetail, AbTestListItem } from '@app/contracts/abs-testing/ab-test';
import type { MetricDto } from '@app/contracts/abs-testing/metrics';
import type { WeightedVariant } from '../bucketing/bucketing.ts';
import { controlOf, type AbTest, type AbTestDraft, type Metric } from './ab-test.ts';

/** SPEC's console bodies (`abTestName`, `variantDtoList`) to the domain and back (ADR 079). */
export function bodyToDraft(body: AbTestBody): AbTestDraft {
  return {
    name: body.abTestName,
    variants: copyVariants(body.variantDtoList),
    metrics: body.metrics?.map((m) => ({ name: m.name, kind: m.kind, role: m.role })),
    controlVariant: body.controlVariant,
  };
}

export function toListItem(test: AbTest): AbTestListItem {
  return { abTestName: test.name, abTestStatus: test.status };
}

export function toDetail(test: AbTest): AbTestDetail {
  return {
    ...toListItem(test),
    variantDtoList: copyVariants(test.variants),
    metrics: test.metrics.map(toMetricDto),
    controlVariant: controlOf(test),
  };
}

function toMetricDto(metric: Metric): MetricDto {
  return { name: metric.name, kind: metric.kind, role: metric.role };
}

/** SPEC's `variantDtoList` entries and the domain's weighted variants: the same two fields, copied either way. */
export function copyVariants(variants: readonly WeightedVariant[]): WeightedVariant[] {
  return variants.map((v) => ({ variantName: v.variantName, percentage: v.percentage }));
}
