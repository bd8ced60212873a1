import type { TranslationJob } from '@app/contracts/cv-processor/translate-pdf';
import type { Translation } from './translation-jobs.ts';

export function toTranslationJob(t: Translation): TranslationJob {
  return { id: t.id, status: t.status, pagesDone: t.pagesDone, pageCount: t.pageCount, message: t.message };
}
