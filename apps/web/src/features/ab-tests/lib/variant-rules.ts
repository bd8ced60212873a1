import { NAME_MAX_LENGTH, NAME_PATTERN } from '@app/contracts/common/names';

/** One editable row; the percentage stays text while typing (SPEC §5 rules apply per keystroke). */
export interface VariantRow {
  variantName: string;
  percentage: string;
}

export const EMPTY_ROW: VariantRow = { variantName: '', percentage: '' };

export function isValidTestName(name: string): boolean {
  return name.length > 0 && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}

/** SPEC §5: typed names are forced to uppercase. */
export function forceUppercase(value: string): string {
  return value.toUpperCase();
}

export function totalPercentage(rows: readonly VariantRow[]): number {
  return rows.reduce((sum, row) => sum + (row.percentage === '' ? 0 : Number(row.percentage)), 0);
}

export type PercentageVerdict = 'ok' | 'format' | 'sum';

/**
 * SPEC §5 while typing: digits only, up to 3 characters, no leading zeros, 0-100, and no entry that pushes the
 * sum of all variants above 100. An empty field is allowed (it is caught on submit).
 */
export function checkPercentageEntry(rows: readonly VariantRow[], index: number, raw: string): PercentageVerdict {
  if (raw === '') return 'ok';
  if (!/^\d{1,3}$/.test(raw) || (raw.length > 1 && raw.startsWith('0')) || Number(raw) > 100) return 'format';
  const others = totalPercentage(rows.filter((_, i) => i !== index));
  return others + Number(raw) > 100 ? 'sum' : 'ok';
}

export type SubmitProblem = 'name' | 'fields' | 'total' | null;

/** SPEC §5 on submit: invalid name blocks; any empty field; a total above 100 (below 100 is allowed). */
export function checkSubmit(name: string, rows: readonly VariantRow[]): SubmitProblem {
  if (!isValidTestName(name)) return 'name';
  if (rows.some((row) => row.variantName.trim() === '' || row.percentage === '')) return 'fields';
  if (totalPercentage(rows) > 100) return 'total';
  return null;
}

export function toVariantDtoList(rows: readonly VariantRow[]) {
  return rows.map((row) => ({ variantName: row.variantName.trim(), percentage: Number(row.percentage) }));
}

export function toRows(list: readonly { variantName: string; percentage: number }[]): VariantRow[] {
  return list.length === 0
    ? [{ ...EMPTY_ROW }]
    : list.map((v) => ({ variantName: v.variantName, percentage: String(v.percentage) }));
}
