import type { CvParseResult } from '@app/contracts/cv-processor/parse-cv';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import type { CompatibilityScore } from '../scoring/compatibility-score.ts';
import type { CvReading } from './cv-reading.ts';

/** SPEC's fields exactly, plus how the CV was read (ADR 082). */
export function toParseResult(reading: CvReading): CvParseResult {
  const f = reading.fields;
  return {
    fullName: f.fullName,
    email: f.email,
    phoneNumber: f.phoneNumber,
    socialMedias: f.socialMedias,
    skills: f.skills,
    employerDtos: f.employerDtos,
    educationDtos: f.educationDtos,
    highlights: f.highlights,
    ocrUsed: reading.ocrUsed,
    ...(reading.ocrPages ? { ocrPagesRead: reading.ocrPages.read, pageCount: reading.ocrPages.of } : {}),
    confidence: reading.confidence,
  };
}

// The score's names are SPEC's on both sides today; these two are where they would part (the model's answer comes in
// the wire shape, see llm/llm-cv-scorer.ts).
export const toScoreResponse = (score: CompatibilityScore): CompatibilityScoreResponse => ({ ...score });
export const fromScoreResponse = (answer: CompatibilityScoreResponse): CompatibilityScore => ({ ...answer });
