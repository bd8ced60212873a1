import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { abTestNameParamsSchema, abTestStatusSchema } from './ab-test.ts';
import { metricKindSchema, metricRoleSchema } from './metrics.ts';

export const variantResultSchema = z.object({
  variantName: z.string(),
  /** The variant's current configured share; 0 for a variant removed since users were assigned to it. */
  configuredPercentage: z.number(),
  assignments: z.number().int(),
  /** Share of all stored assignments, in percent with two decimals. */
  realisedPercentage: z.number(),
  /** Assignments the configured split predicts for the enrolled users. */
  expectedAssignments: z.number(),
});
export type VariantResult = z.infer<typeof variantResultSchema>;

export const srmCheckSchema = z.object({
  chiSquare: z.number(),
  degreesOfFreedom: z.number().int(),
  pValue: z.number(),
  /** Sample-ratio mismatch: p below the threshold (ADR 034). */
  mismatch: z.boolean(),
  threshold: z.number(),
});
export type SrmCheck = z.infer<typeof srmCheckSchema>;

const figure = z.number().nullable().optional();

/**
 * One variant's figures for one metric (issue 20, pinned). users = assigned users; conversions and rate for a
 * conversion metric, mean for a value metric (users without events count as 0). The comparison with the control
 * (uplift and its 95 % interval as relative fractions, two-sided p-value, Bayesian chance to beat control) is absent
 * on the control itself and null where it cannot be computed.
 */
export const metricVariantResultSchema = z.object({
  variantName: z.string(),
  users: z.number().int(),
  conversions: z.number().int().optional(),
  rate: z.number().optional(),
  mean: z.number().optional(),
  uplift: figure,
  ciLow: figure,
  ciHigh: figure,
  pValue: figure,
  chanceToBeatControl: figure,
});
export type MetricVariantResult = z.infer<typeof metricVariantResultSchema>;

export const metricResultSchema = z.object({
  name: z.string(),
  kind: metricKindSchema,
  role: metricRoleSchema,
  /** The variant the others are compared with. */
  control: z.string(),
  /** False while any compared variant is below the sample the tests need (docs/ab-testing.md): no verdict yet. */
  enoughData: z.boolean(),
  /** Events of users with no assignment in this test: kept and counted, but in no variant. */
  unattributedEvents: z.number().int(),
  variants: z.array(metricVariantResultSchema),
});
export type MetricResult = z.infer<typeof metricResultSchema>;

export const abTestResultsSchema = z.object({
  abTestName: z.string(),
  abTestStatus: abTestStatusSchema,
  totalAssignments: z.number().int(),
  notEnrolledPercentage: z.number(),
  variants: z.array(variantResultSchema),
  /** null while there are too few assignments or fewer than two variants to test. */
  srm: srmCheckSchema.nullable(),
  /** One entry per metric of the test, in the test's order (empty when it has none). */
  metrics: z.array(metricResultSchema),
});
export type AbTestResults = z.infer<typeof abTestResultsSchema>;

export const getAbTestResultsRoute = defineRoute({
  method: 'GET',
  path: '/abs-testing/api/v1/ab-test/:abTestName/results',
  params: abTestNameParamsSchema,
  response: abTestResultsSchema,
  summary: 'Assignments per variant, configured vs realised split and a sample-ratio-mismatch check',
});

export const timelineQuerySchema = z.object({ metric: z.string().min(1).max(64) });

/** Cumulative figures of one variant at the end of one UTC day, with the 95 % interval of the rate or mean. */
export const timelinePointSchema = z.object({
  variantName: z.string(),
  users: z.number().int(),
  value: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});

export const metricTimelineSchema = z.object({
  metric: z.string(),
  kind: metricKindSchema,
  days: z.array(z.object({ date: z.iso.date(), variants: z.array(timelinePointSchema) })),
});
export type MetricTimeline = z.infer<typeof metricTimelineSchema>;

export const getMetricTimelineRoute = defineRoute({
  method: 'GET',
  path: '/abs-testing/api/v1/ab-test/:abTestName/results/timeline',
  params: abTestNameParamsSchema,
  query: timelineQuerySchema,
  response: metricTimelineSchema,
  summary: 'Cumulative conversion rate or mean per variant and day, with 95 % intervals (the results chart)',
});
