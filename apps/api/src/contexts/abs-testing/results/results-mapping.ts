import type {
  AbTestResults,
  MetricResult,
  MetricTimeline as MetricTimelineDto,
} from '@app/contracts/abs-testing/results';
import type { MetricReport } from './metric-results.ts';
import type { MetricTimeline, TestResults } from './results.service.ts';

// The split, the SRM check, the per-variant figures and the chart points carry the contract's names today and pass
// as they are; should the wire rename one, the compiler points here, where it is mapped (ADR 079).

export function toResultsDto(results: TestResults): AbTestResults {
  return {
    abTestName: results.test.name,
    abTestStatus: results.test.status,
    totalAssignments: results.totalAssignments,
    notEnrolledPercentage: results.notEnrolledPercentage,
    variants: results.variants,
    srm: results.srm,
    metrics: results.metrics.map(toMetricResult),
  };
}

function toMetricResult(report: MetricReport): MetricResult {
  const { name, kind, role } = report.metric;
  const { control, enoughData, unattributedEvents, variants } = report;
  return { name, kind, role, control, enoughData, unattributedEvents, variants };
}

export function toTimelineDto(timeline: MetricTimeline): MetricTimelineDto {
  return { metric: timeline.metric.name, kind: timeline.metric.kind, days: timeline.days };
}
