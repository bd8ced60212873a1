import { buildPath } from '@app/contracts/common/route';
import { downloadTranslationPath, getTranslationRoute, startTranslationRoute, type TranslationJob } from '@app/contracts/cv-processor/translate-pdf';
import { callApi } from '../../../lib/api-client';

export function startTranslation(file: File): Promise<TranslationJob> {
  const form = new FormData();
  form.append('file', file);
  return callApi(startTranslationRoute, { body: form, overlay: true, showSuccessToast: false });
}

export function getTranslation(id: string): Promise<TranslationJob> {
  return callApi(getTranslationRoute, { params: { id }, showErrorToast: false });
}

/** The file link: the browser downloads it itself, so the PDF never passes through script memory. */
export function translationFileUrl(id: string): string {
  return buildPath(downloadTranslationPath, { id });
}
