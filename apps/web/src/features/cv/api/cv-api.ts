import type { CvParseResult } from '@app/contracts/cv-processor/parse-cv';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import { callApi } from '../../../lib/api-client';

// The route definitions carry zod schemas; loading them with the first call keeps zod out of the CV pages' start-up
// script (the limits the file picker checks live in the zod-free cv-limits module).
const parseRoutes = () => import('@app/contracts/cv-processor/parse-cv');
const scoreRoutes = () => import('@app/contracts/cv-processor/compatibility-score');

/** SPEC §8: parse and score failures only stop the loader (no toast); the page shows the message inline. */
export async function parseCv(file: File): Promise<CvParseResult> {
  const { parseCvRoute } = await parseRoutes();
  const form = new FormData();
  form.append('file', file);
  return callApi(parseCvRoute, { body: form, overlay: true, showErrorToast: false, showSuccessToast: false });
}

export async function scoreCv(job: string, cv: File): Promise<CompatibilityScoreResponse> {
  const { compatibilityScoreRoute } = await scoreRoutes();
  const form = new FormData();
  form.append('job', job);
  form.append('cv', cv);
  return callApi(compatibilityScoreRoute, {
    body: form,
    overlay: true,
    showErrorToast: false,
    showSuccessToast: false,
  });
}
