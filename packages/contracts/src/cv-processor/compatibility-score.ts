import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';

/** An integer 0-100, or null when the job asks nothing in that dimension (the web shows N/A). */
const scoreSchema = z.number().int().min(0).max(100).nullable();

/** SPEC §3 "Compatibility score response". */
export const compatibilityScoreResponseSchema = z.object({
  overallScore: scoreSchema,
  summary: z.string(),
  skillsScore: scoreSchema,
  matchedMustHaveSkills: z.array(z.string()),
  missingMustHaveSkills: z.array(z.string()),
  matchedNiceToHaveSkills: z.array(z.string()),
  missingNiceToHaveSkills: z.array(z.string()),
  experienceScore: scoreSchema,
  experienceMatchExplanation: z.string(),
  educationScore: scoreSchema,
  educationMatchExplanation: z.string(),
  certificationScore: scoreSchema,
  certificationMatchExplanation: z.string(),
  highlightScore: scoreSchema,
  highlightJustification: z.array(z.string()),
});
export type CompatibilityScoreResponse = z.infer<typeof compatibilityScoreResponseSchema>;

/** Multipart form: text field `job` (the job spec) and file field `cv` (SPEC §7 "Compatibility score"). */
export const compatibilityScoreRoute = defineRoute({
  method: 'POST',
  path: '/cv-processor/api/v1/compatibility-score/text',
  response: compatibilityScoreResponseSchema,
  summary: 'Score a CV (multipart file `cv`) against a job spec (multipart text field `job`)',
});

export const JOB_SPEC_MAX_CHARS = 60_000;
