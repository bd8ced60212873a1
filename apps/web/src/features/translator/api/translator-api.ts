import { buildPath } from '@app/contracts/common/route';
import type { TranslationJob, TranslatorStatus } from '@app/contracts/cv-processor/translate-pdf';
import { downloadTranslationPath } from '@app/contracts/cv-processor/translate-paths';
import { callApi } from '../../../lib/api-client';

// The route definitions carry zod schemas; loading them with the first call (the status check) keeps zod out of the
// page's start-up script, so it is compiled in a task of its own.
const translatorRoutes = () => import('@app/contracts/cv-processor/translate-pdf');

export async function startTranslation(file: File): Promise<TranslationJob> {
  const { startTranslationRoute } = await translatorRoutes();
  const form = new FormData();
  form.append('file', file);
  return callApi(startTranslationRoute, { body: form, overlay: true, showSuccessToast: false });
}

/** Whether this server can translate at all (an AI model is configured), asked before anyone picks a file. */
export async function getTranslatorStatus(): Promise<TranslatorStatus> {
  const { translatorStatusRoute } = await translatorRoutes();
  return callApi(translatorStatusRoute, { showErrorToast: false });
}

export async function getTranslation(id: string): Promise<TranslationJob> {
  const { getTranslationRoute } = await translatorRoutes();
  return callApi(getTranslationRoute, { params: { id }, showErrorToast: false });
}

/** The file link: the browser downloads it itself, so the PDF never passes through script memory. */
export function translationFileUrl(id: string): string {
  return buildPath(downloadTranslationPath, { id });
}
