import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { downloadTranslationPath } from './translate-paths.ts';

export { downloadTranslationPath } from './translate-paths.ts';

export const translationStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const translationJobSchema = z.object({
  id: z.string(),
  status: translationStatusSchema,
  pagesDone: z.number().int().min(0),
  pageCount: z.number().int().min(0).nullable(),
  message: z.string().nullable(),
});
export type TranslationJob = z.infer<typeof translationJobSchema>;

export const translationParamsSchema = z.object({ id: z.uuid() });

/** Multipart field `file`: an English PDF of any size; answers 202 with the job to poll. */
export const startTranslationRoute = defineRoute({
  method: 'POST',
  path: '/cv-processor/api/v1/translations',
  response: translationJobSchema,
  summary: 'Start translating an English PDF into Chinese (needs a configured AI provider)',
});

export const getTranslationRoute = defineRoute({
  method: 'GET',
  path: '/cv-processor/api/v1/translations/:id',
  params: translationParamsSchema,
  response: translationJobSchema,
  summary: 'Progress of a translation',
});

export const downloadTranslationRoute = defineRoute({
  method: 'GET',
  path: downloadTranslationPath,
  params: translationParamsSchema,
  response: z.string().describe('The translated PDF'),
  summary: 'Download the translated PDF (once)',
});

export const translatorStatusSchema = z.object({
  /** False when no AI model (or the Chinese font) is configured: uploads would be refused with 503. */
  configured: z.boolean(),
});
export type TranslatorStatus = z.infer<typeof translatorStatusSchema>;

/** Whether the translator can take uploads, so the page can say so before anyone picks a file. */
export const translatorStatusRoute = defineRoute({
  method: 'GET',
  path: '/cv-processor/api/v1/translator/status',
  response: translatorStatusSchema,
  summary: 'Whether translation is configured on this server',
});
