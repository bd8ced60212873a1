/**
 * A CV scored against a job (ADR 063): per dimension an integer 0–100, or null when the job asks nothing there,
 * with the evidence behind it; the overall score weighs the dimensions the job speaks of. The names follow SPEC §3,
 * which the wire answer (mapped in cv/cv-mapping.ts) and the golden cases use too.
 */
export interface CompatibilityScore {
  overallScore: number | null;
  summary: string;
  skillsScore: number | null;
  matchedMustHaveSkills: string[];
  missingMustHaveSkills: string[];
  matchedNiceToHaveSkills: string[];
  missingNiceToHaveSkills: string[];
  experienceScore: number | null;
  experienceMatchExplanation: string;
  educationScore: number | null;
  educationMatchExplanation: string;
  certificationScore: number | null;
  certificationMatchExplanation: string;
  highlightScore: number | null;
  /** Quantified achievements found in the CV, at most five. */
  highlightJustification: string[];
}
