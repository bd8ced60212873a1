import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';

export { CV_LOW_CONFIDENCE, CV_MAX_BYTES, CV_MAX_PAGES } from './cv-limits.ts';

/** A date as `YYYY-MM`, `YYYY` when the CV gives no month, or `present`; null when unknown. */
const cvDateSchema = z.string().nullable();

export const employerDtoSchema = z.object({
  title: z.string().nullable(),
  employer: z.string().nullable(),
  startDate: cvDateSchema,
  endDate: cvDateSchema,
});
export type EmployerDto = z.infer<typeof employerDtoSchema>;

export const educationDtoSchema = z.object({
  degree: z.string().nullable(),
  university: z.string().nullable(),
  startDate: cvDateSchema,
  endDate: cvDateSchema,
  gpa: z.string().nullable(),
});
export type EducationDto = z.infer<typeof educationDtoSchema>;

/** SPEC §3 "CV parse response"; unknown values are null, lists may be empty. */
export const cvParseResponseSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  socialMedias: z.array(z.string()),
  skills: z.array(z.string()),
  employerDtos: z.array(employerDtoSchema),
  educationDtos: z.array(educationDtoSchema),
  highlights: z.array(z.string()),
});
export type CvParseResponse = z.infer<typeof cvParseResponseSchema>;

/**
 * How sure the parser is of each value, 0–1 (1 = certain); one number per entry for the entry lists. Values below
 * `CV_LOW_CONFIDENCE` are shown as uncertain by the web demo. Additive to SPEC's response (ADR 082).
 */
export const cvFieldConfidenceSchema = z.object({
  fullName: z.number(),
  email: z.number(),
  phoneNumber: z.number(),
  socialMedias: z.number(),
  skills: z.number(),
  employerDtos: z.array(z.number()),
  educationDtos: z.array(z.number()),
  highlights: z.number(),
});
export type CvFieldConfidence = z.infer<typeof cvFieldConfidenceSchema>;

/**
 * SPEC's fields exactly, plus optional ones: whether OCR read the document; when it did, the pages it read and the
 * PDF's page count (OCR reads the first pages only, so `ocrPagesRead` < `pageCount` says the rest was not read);
 * and the per-field confidence.
 */
export const cvParseResultSchema = cvParseResponseSchema.extend({
  ocrUsed: z.boolean().optional(),
  ocrPagesRead: z.number().int().optional(),
  pageCount: z.number().int().optional(),
  confidence: cvFieldConfidenceSchema.optional(),
});
export type CvParseResult = z.infer<typeof cvParseResultSchema>;

/** Multipart form with one PDF in the field `file` (SPEC §7 "Parse CV"). */
export const parseCvRoute = defineRoute({
  method: 'POST',
  path: '/cv-processor/api/v1/parse-cv',
  response: cvParseResultSchema,
  summary: 'Parse a CV (multipart field `file`, a PDF below 1 MB) into structured data',
});
