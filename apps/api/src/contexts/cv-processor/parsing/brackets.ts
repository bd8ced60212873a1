/**
 * `text` cut at each match of `separator` that stands outside brackets: "Staff Engineer (Ledger - Platform,
 * SRE)" and "Web Developer (Contract, Remote)" are one value each, their dash and comma inside the
 * brackets. A bracket left open to the end of the text does not protect what follows it.
 */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const flags = separator.flags.includes('g') ? separator.flags : `${separator.flags}g`;
  const re = new RegExp(separator.source, flags);
  const out: string[] = [];
  let last = 0;
  let depth = 0;
  let scanned = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    for (; scanned < m.index; scanned++) {
      const c = text[scanned];
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && depth > 0) depth--;
    }
    if (depth > 0 && /[)\]]/.test(text.slice(m.index + m[0].length))) continue;
    out.push(text.slice(last, m.index));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * "Vireo Labs  Data Engineer - Vireo Labs": a value whose dashed tail repeats another value of its line (a theme printing
 * the employer apart and again after the title) is the title as printed, not two values.
 */
export function repeatsOtherValue(parts: string[], segments: string[], own: number): boolean {
  const tail = parts.length === 2 ? (parts[1] as string).trim().toLowerCase() : '';
  return tail !== '' && segments.some((seg, i) => i !== own && seg.trim().toLowerCase() === tail);
}
