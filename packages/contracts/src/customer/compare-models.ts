import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { BLANK_QUESTION_MESSAGE, QUESTION_MAX_LENGTH } from './compare-models-limits.ts';

export { BLANK_QUESTION_MESSAGE, QUESTION_MAX_LENGTH } from './compare-models-limits.ts';

export const questionSchema = z
  .string()
  .max(QUESTION_MAX_LENGTH, `Question must be at most ${QUESTION_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, BLANK_QUESTION_MESSAGE);

export const askBodySchema = z.object({ question: questionSchema });
export type AskBody = z.infer<typeof askBodySchema>;

export const providerSchema = z.enum(['openai', 'google', 'xai', 'deepseek']);
export type Provider = z.infer<typeof providerSchema>;

/** Why a model has (or lacks) an answer; `not_configured` means no key, never a made-up answer. */
export const modelStatusSchema = z.enum(['ok', 'error', 'timeout', 'not_configured']);
export type ModelStatus = z.infer<typeof modelStatusSchema>;

export const aiResponseDtoSchema = z.object({ modelName: z.string(), answer: z.string() });
export type AiResponseDto = z.infer<typeof aiResponseDtoSchema>;

export const modelOutcomeSchema = z.object({
  provider: providerSchema,
  modelName: z.string(),
  status: modelStatusSchema,
});
export type ModelOutcome = z.infer<typeof modelOutcomeSchema>;

/** `aiResponseDtoList` holds only the models that answered (SPEC §3); `models` says what happened to each. */
export const askResponseSchema = z.object({
  aiResponseDtoList: z.array(aiResponseDtoSchema),
  models: z.array(modelOutcomeSchema),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

export const askRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/compare-ai-models/ask',
  body: askBodySchema,
  response: askResponseSchema,
  summary: 'Ask one question to every configured chat model in parallel',
});

export const modelInfoSchema = z.object({ provider: providerSchema, modelName: z.string(), configured: z.boolean() });
export type ModelInfo = z.infer<typeof modelInfoSchema>;

export const listModelsResponseSchema = z.object({ models: z.array(modelInfoSchema) });
export type ListModelsResponse = z.infer<typeof listModelsResponseSchema>;

export const listModelsRoute = defineRoute({
  method: 'GET',
  path: '/customer/api/v1/public/compare-ai-models/models',
  response: listModelsResponseSchema,
  summary: 'The configured chat models and whether each has a provider key',
});

/** `modelNames` narrows the run to some models (retrying one card); unknown names are ignored. */
export const streamBodySchema = askBodySchema.extend({
  modelNames: z.array(z.string().min(1).max(100)).min(1).max(20).optional(),
});
export type StreamBody = z.infer<typeof streamBodySchema>;

export const tokenUsageSchema = z.object({
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

/** Server-sent events of the streaming variant; the SSE `event:` field equals `type`, `data:` is this JSON. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), modelName: z.string(), provider: providerSchema }),
  z.object({ type: z.literal('delta'), modelName: z.string(), text: z.string() }),
  z.object({
    type: z.literal('done'),
    modelName: z.string(),
    ttftMs: z.number().int().nullable(),
    totalMs: z.number().int(),
    usage: tokenUsageSchema,
  }),
  z.object({
    type: z.literal('error'),
    modelName: z.string(),
    status: modelStatusSchema.exclude(['ok']),
    message: z.string(),
  }),
  z.object({ type: z.literal('end') }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** Not a JSON route: answers `text/event-stream` (see streamEventSchema); errors before the stream are envelopes. */
export const streamRoute = defineRoute({
  method: 'POST',
  path: '/customer/api/v1/public/compare-ai-models/stream',
  body: streamBodySchema,
  response: z.string().describe('text/event-stream of start, delta, done, error and end events (streamEventSchema)'),
  summary: 'Ask one question and stream every model answer as server-sent events',
});
