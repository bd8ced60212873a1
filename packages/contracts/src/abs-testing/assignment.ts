import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';

export const USER_ID_MAX_LENGTH = 256;

export const getOrAssignBodySchema = z.object({
  abTestName: z.string().min(1, 'abTestName is required').max(64, 'abTestName must be at most 64 characters'),
  userId: z
    .string()
    .min(1, 'userId must be 1-256 characters')
    .max(USER_ID_MAX_LENGTH, 'userId must be 1-256 characters'),
});
export type GetOrAssignBody = z.infer<typeof getOrAssignBodySchema>;

/** variantName is null when the user is not enrolled (total below 100) or the test is disabled (ADR 031, 032). */
export const getOrAssignResponseSchema = z.object({
  abTestName: z.string(),
  userId: z.string(),
  variantName: z.string().nullable(),
});
export type GetOrAssignResponse = z.infer<typeof getOrAssignResponseSchema>;

export const getOrAssignRoute = defineRoute({
  method: 'POST',
  path: '/api/ab-test/get-or-assign',
  body: getOrAssignBodySchema,
  response: getOrAssignResponseSchema,
  summary: 'The variant of a user in an A/B test; assigned once, then stable',
});
