// What a date or label column beside the text holds (build-lines.ts attaches such strips to their neighbour).
import type { Line } from './layout-types.ts';
import { vocabularyKind } from '../parsing/section-vocabulary.ts';

const DATE_OR_PLACE = /\b(19|20)\d{2}\b|present|current|^[\p{L}. '-]+, [\p{L}. '-]+$|^\S+$/iu;

/** A date, a place, a section's name or a single word: what a date or label column holds. */
export function isAnnotation(text: string): boolean {
  return DATE_OR_PLACE.test(text) || isSectionName(text);
}

/** A section's name alone ("EXPERIENCE"), as the section vocabulary knows it. */
export const isSectionName = (text: string): boolean => vocabularyKind(text)?.exact === true;

/** A line that is an annotation, or part of one wrapped over two lines ("EDUCATION &" / "TRAINING"). */
export function annotationAt(lines: Line[], i: number): boolean {
  const line = lines[i] as Line;
  const wrapped = (a: Line | undefined, b: Line | undefined) =>
    a !== undefined &&
    b !== undefined &&
    a.page === b.page &&
    b.y - a.y <= b.size * 1.6 &&
    isAnnotation(`${a.text} ${b.text}`);
  return isAnnotation(line.text) || wrapped(lines[i - 1], line) || wrapped(line, lines[i + 1]);
}

/** A section's name, a field name in capitals ("LOCATION") or a date: what a label column holds between rows. */
export function labelLike(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length > 3 && letters === letters.toUpperCase() && text.split(/\s+/).length <= 3;
  return vocabularyKind(text) !== null || caps || /\b(19|20)\d{2}\b/.test(text);
}
