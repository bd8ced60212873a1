import type { AbTestResults } from '@app/contracts/abs-testing/results';

const COLUMNS = [
  'metric',
  'kind',
  'role',
  'variant',
  'is_control',
  'users',
  'conversions',
  'rate',
  'mean',
  'uplift',
  'ci_low',
  'ci_high',
  'p_value',
  'chance_to_beat_control',
] as const;

// RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside.
function field(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The per-variant figures of every metric, one row per metric and variant, full precision, CRLF line ends. */
export function resultsCsv(results: AbTestResults): string {
  const rows = results.metrics.flatMap((m) =>
    m.variants.map((v) => [
      m.name,
      m.kind,
      m.role,
      v.variantName,
      v.variantName === m.control,
      v.users,
      v.conversions,
      v.rate,
      v.mean,
      v.uplift,
      v.ciLow,
      v.ciHigh,
      v.pValue,
      v.chanceToBeatControl,
    ]),
  );
  return [COLUMNS, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
