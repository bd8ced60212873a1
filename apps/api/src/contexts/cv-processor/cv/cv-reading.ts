import type { ParsedCv } from '../parsing/parse-cv.ts';

/**
 * A CV's fields as the parser gives them (parsing/parse-cv.ts). Their names are SPEC's (`employerDtos`,
 * `educationDtos`) because the parser builds them in that shape; cv-mapping.ts is still the one place they are
 * turned into the wire answer.
 */
export type CvFields = ParsedCv['result'];

/** How sure the parser is of each field, 0–1; one number per entry for the entry lists (ADR 082). */
export type FieldConfidence = ParsedCv['meta']['confidence'];

/** A CV as read: its fields, whether OCR read it (and how many of its pages), and how sure each field is. */
export interface CvReading {
  fields: CvFields;
  ocrUsed: boolean;
  /** Pages OCR read and the PDF's pages; only when OCR read the document. */
  ocrPages?: { read: number; of: number };
  confidence: FieldConfidence;
}
