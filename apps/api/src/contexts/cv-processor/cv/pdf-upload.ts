import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { CV_MAX_BYTES } from '@app/contracts/cv-processor/parse-cv';
import { AppError } from '../../../platform/errors.ts';

export const MESSAGES = {
  notPdf: 'Only PDF files are allowed',
  tooLarge: 'File size must be less than 1MB',
  noFile: 'Please select a valid file',
  noJob: 'Please enter a job spec and select a CV file',
  notMultipart: 'Send the file as multipart/form-data',
} as const;

/** A PDF is recognised by its content: "%PDF-" within the first kilobyte (ISO 32000-1 §7.5.2 tolerates a prefix). */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}

function assertMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, MESSAGES.notMultipart);
}

async function readFile(part: MultipartFile, field: string): Promise<Uint8Array> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new AppError(413, MESSAGES.tooLarge, [{ field, message: MESSAGES.tooLarge }]);
    throw err;
  }
  if (part.file.truncated || bytes.length >= CV_MAX_BYTES)
    throw new AppError(413, MESSAGES.tooLarge, [{ field, message: MESSAGES.tooLarge }]);
  if (bytes.length === 0) throw new AppError(400, MESSAGES.noFile, [{ field, message: MESSAGES.noFile }]);
  if (!isPdf(bytes)) throw new AppError(415, MESSAGES.notPdf, [{ field, message: MESSAGES.notPdf }]);
  return bytes;
}

/** The one PDF of a parse request (multipart field `file`). */
export async function readCvUpload(request: FastifyRequest, field: string): Promise<Uint8Array> {
  assertMultipart(request);
  let pdf: Uint8Array | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === field && !pdf) pdf = await readFile(part, field);
      else await part.toBuffer().catch(() => undefined);
    }
  }
  if (!pdf) throw new AppError(400, MESSAGES.noFile, [{ field, message: MESSAGES.noFile }]);
  return pdf;
}

/** A score request: text field `job` and file field `cv`, in either order. */
export async function readScoreUpload(request: FastifyRequest): Promise<{ job: string; cv: Uint8Array }> {
  assertMultipart(request);
  let job = '';
  let cv: Uint8Array | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'cv' && !cv) cv = await readFile(part, 'cv');
      else await part.toBuffer().catch(() => undefined);
    } else if (part.fieldname === 'job') {
      const value = part as MultipartValue<unknown>;
      if (value.valueTruncated)
        throw new AppError(413, 'The job spec is too long', [{ field: 'job', message: 'The job spec is too long' }]);
      job = String(value.value ?? '');
    }
  }
  if (!job.trim() || !cv) {
    const field = !job.trim() ? 'job' : 'cv';
    throw new AppError(400, MESSAGES.noJob, [{ field, message: MESSAGES.noJob }]);
  }
  return { job, cv };
}
