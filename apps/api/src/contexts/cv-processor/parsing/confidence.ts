import type {
  CvFieldConfidence,
  CvParseResponse,
  EducationDto,
  EmployerDto,
} from '@app/contracts/cv-processor/parse-cv';
import { TITLE_RE, companyScore, titleScore } from './header-parts.ts';

/** Where values came from: evidence that makes a value more or less certain (ADR 082). */
export interface Evidence {
  /** The name was the most prominent name-like line of the header (else a weaker candidate). */
  nameFromHeader: boolean;
  emailFromLink: boolean;
  phoneInHeader: boolean;
  skillsFromSection: boolean;
  highlightsFromSection: boolean;
  /** Mean OCR word confidence (0–1) when the text came from OCR. */
  ocrConfidence: number | null;
}

const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;

function employerConfidence(e: EmployerDto): number {
  let c = 1;
  if (!e.startDate && !e.endDate) c -= 0.35;
  else if (!e.startDate || !e.endDate) c -= 0.15;
  if (!e.title || !e.employer) c -= 0.3;
  // Roles read from vocabulary: a title with no job word and an employer that looks like a title are guesses.
  if (e.title && !TITLE_RE.test(e.title)) c -= 0.15;
  if (e.employer && titleScore(e.employer) > 0 && companyScore(e.employer) <= 0) c -= 0.2;
  if ((e.title?.length ?? 0) > 70 || (e.employer?.length ?? 0) > 60) c -= 0.2;
  return c;
}

function educationConfidence(e: EducationDto): number {
  let c = 1;
  if (!e.degree) c -= 0.3;
  if (!e.university) c -= 0.3;
  if (!e.endDate) c -= 0.2;
  return c;
}

/** Per-field confidence, 0 for a value that is absent; an OCR read scales everything by how sure OCR was. */
export function fieldConfidence(cv: CvParseResponse, ev: Evidence): CvFieldConfidence {
  const ocr = ev.ocrConfidence === null ? 1 : Math.min(1, ev.ocrConfidence + 0.05);
  const scalar = (present: boolean, sure: number) => round(present ? sure * ocr : 0);
  return {
    fullName: scalar(cv.fullName !== null, ev.nameFromHeader ? 0.95 : 0.5),
    email: scalar(cv.email !== null, ev.emailFromLink ? 0.99 : 0.9),
    phoneNumber: scalar(cv.phoneNumber !== null, ev.phoneInHeader ? 0.9 : 0.55),
    socialMedias: scalar(cv.socialMedias.length > 0, 0.9),
    skills: scalar(cv.skills.length > 0, ev.skillsFromSection ? 0.9 : 0.4),
    employerDtos: cv.employerDtos.map((e) => round(employerConfidence(e) * ocr)),
    educationDtos: cv.educationDtos.map((e) => round(educationConfidence(e) * ocr)),
    highlights: scalar(cv.highlights.length > 0, ev.highlightsFromSection ? 0.85 : 0.5),
  };
}
