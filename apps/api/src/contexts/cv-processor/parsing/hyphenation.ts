import type { Line, Span } from '../pdf/layout-types.ts';

/**
 * A line ending in a word broken by a hyphen: the part before it (letters only, "Assess-", "Microsoft Ex-"), and
 * the dates a right-hand column may print after it on the same line ("… and Reli-  2023 – Present").
 */
const BROKEN_END = /(?:^|[\s(/])([\p{L}][\p{L}'’-]*)-(\s+[^\p{L}]*\d[^\p{L}]*(?:present|current|now|today)?)?$/iu;
/** The rest of the word at the start of the next line, the punctuation closing it, and what follows on its line. */
const REST = /^(\p{L}+)([,;:.)]*)(.*)$/u;

/**
 * A word the typesetter hyphenated at the end of a line ("Assess-" / "ment, Safeguarding", "Microsoft Ex-" /
 * "cel, HubSpot") is put together again on the first line, its rest taken from the next one: the next line
 * continues the text right below, in the same column (it starts at or right of the line's left edge, within two
 * line heights). The hyphen goes when the rest is lower case and the broken part is an ordinary word of two letters
 * or more; it stays for a compound: a part that holds a hyphen already ("end-to-" / "end"), a single letter ("e-" /
 * "mail"), a rest starting with a capital ("Jean-" / "Luc"), or a word the document prints with its hyphen elsewhere
 * ("Python-based"). A part ending in a digit ("2019-" / "2021") is never joined. A next line left empty is dropped.
 */
export function joinHyphenatedWords(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments], spans: [...l.spans] }));
  const dropped = new Set<Line>();
  const text = lines.map((l) => l.text.toLowerCase()).join('\n');
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Line;
    const b = out[i + 1] as Line;
    if (dropped.has(a)) continue;
    const k = a.segments.length - 1;
    const end = BROKEN_END.exec(a.segments[k] ?? '');
    const broken = end?.[1];
    const rest = REST.exec(b.segments[0] ?? '');
    if (!broken || !rest || !continuesBelow(a, b)) continue;
    const [, word, closing, after] = rest as unknown as [string, string, string, string];
    // The rest alone on a segment followed by others: the segments' positions would no longer match.
    if (!after.trim() && b.segments.length > 1) continue;
    const compound =
      broken.length < 2 ||
      broken.includes('-') ||
      !/^\p{Ll}/u.test(word) ||
      text.includes(`${broken}-${word}`.toLowerCase());
    appendTo(a, k, `${word}${closing}`, compound, end?.[2] ?? '');
    if (after.trim()) dropHead(b, word.length + closing.length);
    else dropped.add(b);
  }
  return out.filter((l) => !dropped.has(l));
}

/** The next line, right below in the same column and the same size: the text runs on. */
function continuesBelow(a: Line, b: Line): boolean {
  const gap = b.y - a.y;
  return (
    a.page === b.page &&
    gap > 0 &&
    gap <= a.size * 2 &&
    Math.abs(a.size - b.size) < 0.6 &&
    b.x >= a.x - 2 &&
    b.x < Math.max(...a.segmentX) + a.size * 4
  );
}

/** The rest of the word appended to segment `k` (before its trailing dates) and to its span: the hyphen kept or not. */
function appendTo(line: Line, k: number, rest: string, keepHyphen: boolean, dates: string) {
  const glue = (s: string, tail: string) => {
    const at = s.length - tail.length - 1;
    return `${s.slice(0, keepHyphen ? at + 1 : at)}${rest}${s.slice(at + 1)}`;
  };
  line.segments[k] = glue(line.segments[k] as string, dates);
  line.text = line.segments.join('  ');
  // The dates may be a span of their own, after the one the word ends.
  for (let i = line.spans.length - 1; i >= 0; i--) {
    const span = line.spans[i] as Span;
    if (span.segment !== k) continue;
    const tail = span.text.endsWith(`-${dates}`) ? dates : '';
    if (!span.text.endsWith(`-${tail}`)) continue;
    line.spans[i] = { ...span, text: glue(span.text, tail) };
    break;
  }
}

/** The line without its first `n` characters (the rest of a word moved up to the line before). */
function dropHead(line: Line, n: number) {
  line.segments[0] = (line.segments[0] as string).slice(n).trimStart();
  line.text = line.segments.join('  ');
  const span = line.spans[0];
  if (span) line.spans[0] = { ...span, text: span.text.slice(n).trimStart() };
  line.spans = line.spans.filter((s) => s.text);
}
