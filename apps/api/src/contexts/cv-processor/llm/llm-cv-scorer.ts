import { generateObject } from 'ai';
import { compatibilityScoreResponseSchema } from '@app/contracts/cv-processor/compatibility-score';
import { fromScoreResponse, toScoreResponse } from '../cv/cv-mapping.ts';
import type { CompatibilityScore } from '../scoring/compatibility-score.ts';
import type { CvModel } from './cv-model.ts';

/**
 * The model scores with the deterministic result as its evidence and may only refine explanations and scores;
 * skill lists stay the deterministic ones so what is shown as matched is always found in the CV. The model reads
 * and writes SPEC's response shape (the contract's schema).
 */
export async function scoreWithModel(
  cv: CvModel,
  cvText: string,
  jobText: string,
  baseline: CompatibilityScore,
): Promise<CompatibilityScore> {
  const { object: answer } = await generateObject({
    model: cv.model,
    schema: compatibilityScoreResponseSchema,
    abortSignal: AbortSignal.timeout(cv.timeoutMs),
    maxRetries: 1,
    system:
      'You score a CV against a job spec. Scores are integers 0-100, or null when the job asks nothing in that dimension. Keep the provided skill lists. Explanations cite evidence from the CV.',
    prompt: `JOB SPEC:\n${jobText.slice(0, 12_000)}\n\nCV:\n${cvText.slice(0, 16_000)}\n\nDETERMINISTIC BASELINE:\n${JSON.stringify(toScoreResponse(baseline))}`,
  });
  const refined = fromScoreResponse(answer);
  const keepNull = (model: number | null, base: number | null) => (base === null ? null : model);
  return {
    ...refined,
    skillsScore: keepNull(refined.skillsScore, baseline.skillsScore),
    experienceScore: keepNull(refined.experienceScore, baseline.experienceScore),
    educationScore: keepNull(refined.educationScore, baseline.educationScore),
    certificationScore: keepNull(refined.certificationScore, baseline.certificationScore),
    highlightScore: keepNull(refined.highlightScore, baseline.highlightScore),
    matchedMustHaveSkills: baseline.matchedMustHaveSkills,
    missingMustHaveSkills: baseline.missingMustHaveSkills,
    matchedNiceToHaveSkills: baseline.matchedNiceToHaveSkills,
    missingNiceToHaveSkills: baseline.missingNiceToHaveSkills,
  };
}
