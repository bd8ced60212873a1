import { parseCvRoute, type CvParseResponse } from '@app/contracts/cv-processor/parse-cv';
import { compatibilityScoreRoute, type CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import { callApi } from '../../../lib/api-client';

/** SPEC §8: parse and score failures only stop the loader (no toast); the page shows the message inline. */
export function parseCv(file: File): Promise<CvParseResponse> {
  const form = new FormData();
  form.append('file', file);
  return callApi(parseCvRoute, { body: form, overlay: true, showErrorToast: false, showSuccessToast: false });
}

export function scoreCv(job: string, cv: File): Promise<CompatibilityScoreResponse> {
  const form = new FormData();
  form.append('job', job);
  form.append('cv', cv);
  return callApi(compatibilityScoreRoute, { body: form, overlay: true, showErrorToast: false, showSuccessToast: false });
}
