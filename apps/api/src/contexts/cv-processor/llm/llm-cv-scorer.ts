import { generateObject } from 'ai';
import { compatibilityScoreResponseSchema, type CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import type { CvModel } from './cv-model.ts';

/**
 * The model scores with the deterministic result as its evidence and may only refine explanations and scores;
 * skill lists stay the deterministic ones so what is shown as matched is always found in the CV.
 */
export async function scoreWithModel(cv: CvModel, cvText: string, jobText: string, baseline: CompatibilityScoreResponse): Promise<CompatibilityScoreResponse> {
  const { object } = await generateObject({
    model: cv.model,
    schema: compatibilityScoreResponseSchema,
    abortSignal: AbortSignal.timeout(cv.timeoutMs),
    maxRetries: 1,
    system:
      'You score a CV against a job spec. Scores are integers 0-100, or null when the job asks nothing in that dimension. Keep the provided skill lists. Explanations cite evidence from the CV.',
    prompt: `JOB SPEC:\n${jobText.slice(0, 12_000)}\n\nCV:\n${cvText.slice(0, 16_000)}\n\nDETERMINISTIC BASELINE:\n${JSON.stringify(baseline)}`,
  });
  const keepNull = (model: number | null, base: number | null) => (base === null ? null : model);
  return {
    ...object,
    skillsScore: keepNull(object.skillsScore, baseline.skillsScore),
    experienceScore: keepNull(object.experienceScore, baseline.experienceScore),
    educationScore: keepNull(object.educationScore, baseline.educationScore),
    certificationScore: keepNull(object.certificationScore, baseline.certificationScore),
    highlightScore: keepNull(object.highlightScore, baseline.highlightScore),
    matchedMustHaveSkills: baseline.matchedMustHaveSkills,
    missingMustHaveSkills: baseline.missingMustHaveSkills,
    matchedNiceToHaveSkills: baseline.matchedNiceToHaveSkills,
    missingNiceToHaveSkills: baseline.missingNiceToHaveSkills,
  };
}
