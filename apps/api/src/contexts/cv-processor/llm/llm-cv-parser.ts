import { generateObject } from 'ai';
import { cvParseResponseSchema } from '@app/contracts/cv-processor/parse-cv';
import type { CvFields } from '../cv/cv-reading.ts';
import type { CvModel } from './cv-model.ts';

const MAX_TEXT = 24_000;

/**
 * Structured extraction by the configured model into SPEC's response shape, validated by the contract's schema (the
 * parser's fields have that shape too, see cv/cv-reading.ts). The model's answer is trusted only where the document
 * backs it: an e-mail, phone or URL not found in the text is dropped, and the heuristic result fills every field the
 * model leaves empty.
 */
export async function parseWithModel(cv: CvModel, text: string, heuristic: CvFields): Promise<CvFields> {
  const { object } = await generateObject({
    model: cv.model,
    schema: cvParseResponseSchema,
    abortSignal: AbortSignal.timeout(cv.timeoutMs),
    maxRetries: 1,
    system:
      'Extract the resume into the given JSON schema. Use only facts written in the resume. Dates as YYYY-MM, YYYY or "present". Unknown values are null; unknown lists are empty.',
    prompt: text.slice(0, MAX_TEXT),
  });
  return mergeWithEvidence(object, heuristic, text);
}

export function mergeWithEvidence(model: CvFields, heuristic: CvFields, text: string): CvFields {
  const haystack = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  const inText = (v: string | null) => (v && haystack.includes(v.toLowerCase()) ? v : null);
  const phoneInText = (v: string | null) =>
    v && v.replace(/\D/g, '').length >= 7 && digits.includes(v.replace(/\D/g, '')) ? v : null;
  const urlInText = (u: string) =>
    haystack.includes(
      u
        .toLowerCase()
        .replace(/^https?:\/\/(www\.)?/, '')
        .replace(/\/$/, ''),
    );
  const socials = model.socialMedias.filter(urlInText);
  return {
    fullName: inText(model.fullName) ?? heuristic.fullName,
    email: inText(model.email) ?? heuristic.email,
    phoneNumber: phoneInText(model.phoneNumber) ?? heuristic.phoneNumber,
    socialMedias: [...new Set([...heuristic.socialMedias, ...socials])],
    skills: model.skills.length ? model.skills.filter((s) => haystack.includes(s.toLowerCase())) : heuristic.skills,
    employerDtos: model.employerDtos.length ? model.employerDtos : heuristic.employerDtos,
    educationDtos: model.educationDtos.length ? model.educationDtos : heuristic.educationDtos,
    highlights: model.highlights.length ? model.highlights : heuristic.highlights,
  };
}
