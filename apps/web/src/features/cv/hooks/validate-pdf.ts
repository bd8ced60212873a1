import { CV_MAX_BYTES } from '@app/contracts/cv-processor/cv-limits';

export type PdfProblem = 'onlyPdf' | 'tooLarge' | null;

/** SPEC §5 "CV upload": PDF by mime type or a .pdf name, and below 1MB (the server checks the content too). */
export function pdfProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes: number | null = CV_MAX_BYTES,
): PdfProblem {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return 'onlyPdf';
  if (maxBytes !== null && file.size >= maxBytes) return 'tooLarge';
  return null;
}
