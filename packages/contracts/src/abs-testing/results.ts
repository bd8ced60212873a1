import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { abTestNameParamsSchema, abTestStatusSchema } from './ab-test.ts';

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

export const abTestResultsSchema = z.object({
  abTestName: z.string(),
  abTestStatus: abTestStatusSchema,
  totalAssignments: z.number().int(),
  notEnrolledPercentage: z.number(),
  variants: z.array(variantResultSchema),
  /** null while there are too few assignments or fewer than two variants to test. */
  srm: srmCheckSchema.nullable(),
});
export type AbTestResults = z.infer<typeof abTestResultsSchema>;

export const getAbTestResultsRoute = defineRoute({
  method: 'GET',
  path: '/abs-testing/api/v1/ab-test/:abTestName/results',
  params: abTestNameParamsSchema,
  response: abTestResultsSchema,
  summary: 'Assignments per variant, configured vs realised split and a sample-ratio-mismatch check',
});
