import { z } from '../common/zod.ts';
import { upperNameSchema } from '../common/names.ts';
import { metricDtoSchema, metricListSchema } from './metrics.ts';

/** SPEC §5, §9: A/B test names are uppercase letters and underscores, at most 64 characters. */
export const abTestNameSchema = upperNameSchema;

export const AB_TEST_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const abTestStatusSchema = z.enum(AB_TEST_STATUSES);
export type AbTestStatus = z.infer<typeof abTestStatusSchema>;

export const VARIANT_NAME_PATTERN = /^[A-Z0-9_]+$/;
export const MAX_VARIANTS = 20;

export const variantNameSchema = z
  .string()
  .min(1, 'Variant name is required')
  .max(64, 'Variant name must be at most 64 characters')
  .regex(VARIANT_NAME_PATTERN, 'Variant names must be uppercase letters, digits or underscores');

export const variantPercentageSchema = z
  .number({ error: 'Percentage must be a whole number between 0 and 100' })
  .int('Percentage must be a whole number between 0 and 100')
  .min(0, 'Percentage must be a whole number between 0 and 100')
  .max(100, 'Percentage must be a whole number between 0 and 100');

export const variantDtoSchema = z.object({
  variantName: variantNameSchema,
  percentage: variantPercentageSchema,
});
export type VariantDto = z.infer<typeof variantDtoSchema>;

/** ADR 031: a total below 100 leaves the remainder not enrolled; above 100 is refused (SPEC §5). */
export const variantDtoListSchema = z
  .array(variantDtoSchema)
  .min(1, 'At least one variant is required')
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants are allowed`)
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    variants.forEach((v, i) => {
      if (seen.has(v.variantName)) {
        ctx.addIssue({ code: 'custom', path: [i, 'variantName'], message: 'Variant names must be distinct' });
      }
      seen.add(v.variantName);
    });
    const total = variants.reduce((sum, v) => sum + v.percentage, 0);
    if (total > 100) ctx.addIssue({ code: 'custom', message: 'Total percentage must not exceed 100' });
  });

/**
 * Issue 20: `metrics` and `controlVariant` are optional. On create, absent means none (exactly as before) and the
 * first variant is the control; on update, absent keeps what the test has, so a client that predates metrics cannot
 * erase them by changing the split (ADR 093).
 */
export const abTestBodySchema = z
  .object({
    abTestName: abTestNameSchema,
    variantDtoList: variantDtoListSchema,
    metrics: metricListSchema.optional(),
    controlVariant: variantNameSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.controlVariant !== undefined && !body.variantDtoList.some((v) => v.variantName === body.controlVariant)) {
      ctx.addIssue({ code: 'custom', path: ['controlVariant'], message: 'The control must be one of the variants' });
    }
  });
export type AbTestBody = z.infer<typeof abTestBodySchema>;

export const abTestListItemSchema = z.object({
  abTestName: z.string(),
  abTestStatus: abTestStatusSchema,
});
export type AbTestListItem = z.infer<typeof abTestListItemSchema>;

export const abTestDetailSchema = abTestListItemSchema.extend({
  variantDtoList: z.array(z.object({ variantName: z.string(), percentage: z.number().int() })),
  metrics: z.array(metricDtoSchema),
  /** The variant the others are compared with: the one the customer marked, else the first. */
  controlVariant: z.string().nullable(),
});
export type AbTestDetail = z.infer<typeof abTestDetailSchema>;

export const abTestNameParamsSchema = z.object({ abTestName: z.string().min(1).max(64) });
