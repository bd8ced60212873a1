import { z } from './zod.ts';

/** The one error body every endpoint answers with (ARCHITECTURE.md §4). */
export const validationErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  validationErrors: z.array(validationErrorSchema),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
