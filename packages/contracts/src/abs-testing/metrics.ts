import { z } from '../common/zod.ts';
import {
  MAX_METRICS,
  METRIC_KINDS,
  METRIC_NAME_MAX_LENGTH,
  METRIC_NAME_PATTERN,
  METRIC_ROLES,
} from './metric-limits.ts';

export const metricNameSchema = z
  .string()
  .min(1, 'Metric name is required')
  .max(METRIC_NAME_MAX_LENGTH, `Metric name must be at most ${METRIC_NAME_MAX_LENGTH} characters`)
  .regex(METRIC_NAME_PATTERN, 'Metric names may use letters, digits, "_", "-" and "." only');

export const metricKindSchema = z.enum(METRIC_KINDS, { error: 'Metric kind must be CONVERSION or VALUE' });
export const metricRoleSchema = z.enum(METRIC_ROLES, { error: 'Metric role must be PRIMARY, SECONDARY or GUARDRAIL' });

export const metricSchema = z.object({
  name: metricNameSchema,
  kind: metricKindSchema,
  role: metricRoleSchema.optional(),
});
export type MetricInput = z.infer<typeof metricSchema>;

/** Names are unique per test (case kept, so `Purchase` and `purchase` differ) and at most one is primary. */
export const metricListSchema = z
  .array(metricSchema)
  .max(MAX_METRICS, `At most ${MAX_METRICS} metrics are allowed`)
  .superRefine((metrics, ctx) => {
    const seen = new Set<string>();
    metrics.forEach((m, i) => {
      if (seen.has(m.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Metric names must be distinct' });
      seen.add(m.name);
    });
    if (metrics.filter((m) => m.role === 'PRIMARY').length > 1) {
      ctx.addIssue({ code: 'custom', message: 'Only one metric can be primary' });
    }
  });

/** A metric as stored and shown: the role is always resolved (the first metric is primary unless one is marked). */
export const metricDtoSchema = z.object({
  name: z.string(),
  kind: metricKindSchema,
  role: metricRoleSchema,
});
export type MetricDto = z.infer<typeof metricDtoSchema>;
