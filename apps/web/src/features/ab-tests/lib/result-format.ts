// Number formats of the results screens; English only (SPEC §1), so fixed rather than locale-driven.

/** 0.1234 -> "12.3%". */
export function percent(fraction: number, digits = 1): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** A relative change with its sign: 0.2 -> "+20.0%", -0.05 -> "−5.0%". */
export function signedPercent(fraction: number): string {
  const text = percent(Math.abs(fraction));
  return fraction > 0 ? `+${text}` : fraction < 0 ? `−${text}` : text;
}

export function pValue(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

/** In a sentence: "p < 0.001" or "p = 0.012". */
export function pClause(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

export function mean(value: number): string {
  return Math.abs(value) >= 1000 ? value.toFixed(0) : value.toPrecision(4).replace(/\.?0+$/, '');
}

/** A figure that may be missing (null: not computable; undefined: not applicable, e.g. on the control). */
export function orDash(value: number | null | undefined, format: (n: number) => string): string {
  return value === null || value === undefined ? '—' : format(value);
}
