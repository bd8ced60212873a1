import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { errorEnvelopeSchema } from '../common/errors.ts';

/**
 * OpenFeature Remote Evaluation Protocol (open-feature/protocol service/openapi.yaml, v0.1.0). Every toggle is a
 * boolean flag: value true/false, variant 'on'/'off'.
 */
export const OFREP_REASONS = ['STATIC', 'TARGETING_MATCH', 'DEFAULT', 'DISABLED', 'ERROR'] as const;
export const ofrepReasonSchema = z.enum(OFREP_REASONS);
export type OfrepReason = z.infer<typeof ofrepReasonSchema>;

export const OFREP_ERROR_CODES = [
  'PARSE_ERROR',
  'TARGETING_KEY_MISSING',
  'INVALID_CONTEXT',
  'GENERAL',
  'FLAG_NOT_FOUND',
  'TYPE_MISMATCH',
] as const;
export const ofrepErrorCodeSchema = z.enum(OFREP_ERROR_CODES);
export type OfrepErrorCode = z.infer<typeof ofrepErrorCodeSchema>;

export const TARGETING_KEY_MAX_LENGTH = 1024;
/** The context attribute a VARIABLE toggle compares besides the targetingKey (docs/feature-toggles.md). */
export const VARIABLE_ATTRIBUTE = 'variable';

/**
 * The OpenFeature evaluation context: targetingKey plus any attributes. Only the two the toggles read are checked
 * (a wrong type is INVALID_CONTEXT); the others pass untouched and unwalked.
 */
export const ofrepContextSchema = z.looseObject(
  {
    targetingKey: z
      .string('targetingKey must be a string')
      .max(TARGETING_KEY_MAX_LENGTH, `targetingKey must be at most ${TARGETING_KEY_MAX_LENGTH} characters`)
      .nullish(),
    [VARIABLE_ATTRIBUTE]: z
      .union([z.string(), z.array(z.string())], `${VARIABLE_ATTRIBUTE} must be a string or a list of strings`)
      .nullish(),
  },
  'context must be an object',
);
export type OfrepContext = z.infer<typeof ofrepContextSchema>;

/** OFREP makes the body optional: none at all is an evaluation without context. */
export const ofrepEvaluationRequestSchema = z
  .object({ context: ofrepContextSchema.optional() }, 'The request body must be an object')
  .nullish();
export type OfrepEvaluationRequest = z.infer<typeof ofrepEvaluationRequestSchema>;

export const ofrepSuccessSchema = z.object({
  key: z.string(),
  value: z.boolean(),
  reason: ofrepReasonSchema,
  variant: z.enum(['on', 'off']),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  cacheable: z.boolean().optional(),
});
export type OfrepSuccess = z.infer<typeof ofrepSuccessSchema>;

export const ofrepFailureSchema = z.object({
  key: z.string(),
  errorCode: ofrepErrorCodeSchema,
  errorDetails: z.string().optional(),
});
export type OfrepFailure = z.infer<typeof ofrepFailureSchema>;

export const ofrepBulkSuccessSchema = z.object({ flags: z.array(z.union([ofrepSuccessSchema, ofrepFailureSchema])) });
export type OfrepBulkSuccess = z.infer<typeof ofrepBulkSuccessSchema>;

export const ofrepBulkFailureSchema = z.object({
  errorCode: ofrepErrorCodeSchema,
  errorDetails: z.string().optional(),
});
export type OfrepBulkFailure = z.infer<typeof ofrepBulkFailureSchema>;

/**
 * A single-flag error answer: OFREP's fields, which the stock providers read, plus the product's error envelope
 * (status, message, validationErrors), which every other client of this API relies on.
 */
export const ofrepErrorResponseSchema = ofrepFailureSchema.extend(errorEnvelopeSchema.shape);
export type OfrepErrorResponse = z.infer<typeof ofrepErrorResponseSchema>;

export const ofrepBulkErrorResponseSchema = ofrepBulkFailureSchema.extend(errorEnvelopeSchema.shape);
export type OfrepBulkErrorResponse = z.infer<typeof ofrepBulkErrorResponseSchema>;

// Any string: an empty or unknown key is simply FLAG_NOT_FOUND.
export const ofrepFlagParamsSchema = z.object({ key: z.string() });

export const evaluateFlagRoute = defineRoute({
  method: 'POST',
  path: '/ofrep/v1/evaluate/flags/:key',
  params: ofrepFlagParamsSchema,
  body: ofrepEvaluationRequestSchema,
  response: ofrepSuccessSchema,
  summary: 'OFREP single flag evaluation',
});

export const evaluateFlagsRoute = defineRoute({
  method: 'POST',
  path: '/ofrep/v1/evaluate/flags',
  body: ofrepEvaluationRequestSchema,
  response: ofrepBulkSuccessSchema,
  summary: 'OFREP bulk evaluation (ETag / If-None-Match)',
});
