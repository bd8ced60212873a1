import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';

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

/** Multipart form with one PDF in the field `file` (SPEC §7 "Parse CV"). */
export const parseCvRoute = defineRoute({
  method: 'POST',
  path: '/cv-processor/api/v1/parse-cv',
  response: cvParseResponseSchema,
  summary: 'Parse a CV (multipart field `file`, a PDF below 1 MB) into structured data',
});

/** Client-side limits of SPEC §5 "CV upload", shared with the server's checks. */
export const CV_MAX_BYTES = 1024 * 1024;
export const CV_MAX_PAGES = 20;
