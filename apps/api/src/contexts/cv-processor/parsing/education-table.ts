// A table of qualifications under a row of column names ("Qualification | Institution | Board / University | Year |
// Percentage"), as Indian and many Word résumés print their studies: each row's cells are read by the column they
// stand under, and the column-name row is not an entry.
import type { EducationDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { findDateRange, findSingleDate } from './dates.ts';

type Column = 'degree' | 'school' | 'board' | 'year' | 'grade';

const COLUMNS: [Column, RegExp][] = [
  ['degree', /^(?:qualifications?|degrees?|course|courses|examination|exam|class|standard|programme|program)$/i],
  ['school', /^(?:institut(?:e|ion)|school|college|school\s*\/\s*college|name of (?:the )?institut(?:e|ion))$/i],
  ['board', /^(?:board|university|board\s*\/\s*university|university\s*\/\s*board)$/i],
  ['year', /^(?:year|years|passing year|year of passing|duration|period)$/i],
  ['grade', /^(?:percentage|cgpa|gpa|marks|grade|score|result|aggregate)$/i],
];

/** The columns a cell of the column-name row names ("Year Percentage" names two), or null if it names none. */
function columnsOf(cell: string): Column[] | null {
  const whole = COLUMNS.find(([, re]) => re.test(cell.trim()));
  if (whole) return [whole[0]];
  const words = cell.trim().split(/\s+/);
  const each = words.map((w) => COLUMNS.find(([, re]) => re.test(w))?.[0]);
  return words.length > 1 && each.every(Boolean) ? (each as Column[]) : null;
}

/** The row of column names: three cells or more, every one a column's name, among them a degree's or a school's. */
function headerRow(line: Line): { column: Column; x: number }[] | null {
  if (line.segments.length < 3) return null;
  const named = line.segments.map((cell, i) => ({ columns: columnsOf(cell), x: line.segmentX[i] ?? line.x }));
  if (named.some((c) => c.columns === null)) return null;
  const columns = named.map((c) => ({ column: (c.columns as Column[])[0] as Column, x: c.x }));
  const has = (k: Column) => columns.some((c) => c.column === k);
  return has('degree') && (has('school') || has('board')) ? columns : null;
}

/** The cells of a row by the column each starts under (the nearest column start at or left of the cell). */
function cellsOf(row: Line, header: { column: Column; x: number }[]): Partial<Record<Column, string>> {
  const out: Partial<Record<Column, string>> = {};
  row.segments.forEach((cell, i) => {
    const x = row.segmentX[i] ?? row.x;
    const under = [...header].reverse().find((h) => h.x <= x + 4) ?? header[0];
    if (under && !out[under.column]) out[under.column] = cell.trim();
  });
  return out;
}

/**
 * Education read from a table of qualifications, the section's lines before and after it left to the entry rules;
 * null when the section holds no such table.
 */
export function tableEducation(lines: Line[]): { entries: EducationDto[]; before: Line[]; after: Line[] } | null {
  const at = lines.findIndex((l) => headerRow(l) !== null);
  if (at < 0) return null;
  const header = headerRow(lines[at] as Line) as { column: Column; x: number }[];
  const entries: EducationDto[] = [];
  let end = at + 1;
  for (; end < lines.length; end++) {
    const row = lines[end] as Line;
    if (row.segments.length < 2 || row.page !== (lines[at] as Line).page) break;
    const cells = cellsOf(row, header);
    const dates = findDateRange(row.text) ?? findSingleDate(cells.year ?? row.text);
    // The grade cell, or a percentage or score in a cell shared with the year ("2016 78%" under "Year Percentage").
    const grade =
      cells.grade?.match(/\d+(?:[.,]\d+)?\s*(?:%|\/\s*\d+(?:[.,]\d+)?)?/)?.[0] ??
      (header.some((h) => h.column === 'grade') || / /.test(cells.year ?? '')
        ? (row.text.match(/\d{1,3}(?:[.,]\d{1,2})?\s*%|\d{1,2}(?:[.,]\d{1,2})?\s*\/\s*\d{1,2}(?:[.,]\d)?/)?.[0] ?? null)
        : null);
    entries.push({
      degree: cells.degree ?? null,
      university: cells.school ?? cells.board ?? null,
      startDate: dates?.start ?? null,
      endDate: dates?.end ?? null,
      gpa: grade ? grade.replace(/\s+/g, '') : null,
    });
  }
  return entries.length ? { entries, before: lines.slice(0, at), after: lines.slice(end) } : null;
}
