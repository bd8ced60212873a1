import type { Line, Span, TextRun } from './layout-types.ts';
import type { ParserTuning } from '../parsing/tuning.ts';
import { MONTH_NAME } from '../parsing/dates.ts';
import { collapsedSegment, type Piece } from './letter-spacing.ts';
import { cellsOf } from './tag-cells.ts';

// From positioned runs to lines: the gutters that cut a page into strips, and runs on one baseline joined into a
// line of segments (build-lines.ts orders them for reading).

/** Baselines closer than this share of the smaller size are one line. */
export const SAME_BASELINE = 0.45;

/**
 * Gutters: bands of x crossed by almost no run, with real text on both sides. Each band gives one gutter in its
 * middle, so a page may have several (sidebar | dates | entries).
 */
export function findGutters(pageRuns: TextRun[], pageWidth: number, maxCross: number, pageHeight: number): number[] {
  if (pageRuns.length < 8) return [];
  const runs = touchingGroups(pageRuns).map(asOneRun);
  const totalChars = runs.reduce((n, r) => n + r.text.length, 0);
  const valid: { x: number; crossing: number }[] = [];
  for (let x = pageWidth * 0.12; x <= pageWidth * 0.88; x += 2) {
    let crossing = 0;
    let crossingRuns = 0;
    let leftChars = 0;
    let rightChars = 0;
    const left = { lo: Infinity };
    const right = { lo: Infinity };
    const across = runs.filter((r) => crosses(r, x));
    const onSpanningLine = (r: TextRun) =>
      across.some((a) => a.page === r.page && Math.abs(a.y - r.y) < Math.min(a.size, r.size) * SAME_BASELINE);
    for (const r of runs) {
      if (crosses(r, x)) continue;
      const key = r.page * 10000 + r.y;
      const side = r.x + r.width <= x + 1 ? left : right;
      if (side === left) leftChars += r.text.length;
      else rightChars += r.text.length;
      if (onSpanningLine(r)) continue;
      side.lo = Math.min(side.lo, key);
    }
    // The header of the first page above the text of both sides (a name, a contact line) spans the page.
    const lo = Math.min(left.lo, right.lo, 10000 + pageHeight * 0.3);
    for (const r of across) {
      if (r.page === 1 && r.page * 10000 + r.y < lo - r.size) continue;
      crossing += r.text.length;
      crossingRuns++;
    }
    // A full-width line is one long run: count runs as well as characters.
    const crossShare = Math.min(crossing / totalChars, crossingRuns / runs.length);
    if (crossShare <= maxCross && Math.min(leftChars, rightChars) / totalChars >= 0.04) valid.push({ x, crossing });
  }
  const found: { x: number; crossing: number }[] = [];
  let band: { x: number; crossing: number }[] = [];
  valid.forEach((v, i) => {
    band.push(v);
    const next = valid[i + 1];
    if (next !== undefined && next.x - v.x <= 2.5) return;
    // The clearest stretch of the band: a sidebar line overflowing into the gap must not be cut.
    const least = Math.min(...band.map((b) => b.crossing));
    const clear = band.filter((b) => b.crossing === least);
    const mid = ((clear[0] as { x: number }).x + (clear.at(-1) as { x: number }).x) / 2;
    // A gutter is white space: two words a space apart on one line are not two columns, and a single point where
    // a few runs happen to end is not a gap unless nothing crosses it.
    if (!wordGapAt(runs, mid) && (band.length > 1 || least === 0)) found.push({ x: mid, crossing: least });
    band = [];
  });
  // Two gutters with no run between them are one gap: the clearer one stays.
  const gutters: { x: number; crossing: number }[] = [];
  for (const g of found) {
    const prev = gutters.at(-1);
    if (prev && !runs.some((r) => r.x > prev.x && r.x + r.width < g.x)) {
      if (g.crossing < prev.crossing) gutters[gutters.length - 1] = g;
    } else gutters.push(g);
  }
  return gutters.map((g) => g.x);
}

/**
 * Runs that touch on one baseline (a gap under half an em: letters, or the word space of letter-spaced type),
 * grouped. Small capitals drawn in two sizes ("D" 20 pt, "R." 14.2 pt, "H" 20 pt, "ANNAH" 14.2 pt) and letter-spaced
 * headings come as a run per letter or per change of size, and a gap between two of them is not white space between
 * columns. The gutter search measures each group as one run, and a group crossing a gutter is read whole
 * (`build-lines.ts`): a gutter found between the pieces cut "DR. HANNAH OKAFOR" into strips and lost letters. `runs`
 * are in pdf.js order: along each line.
 */
export function touchingGroups(runs: TextRun[]): TextRun[][] {
  const out: TextRun[][] = [];
  for (const run of runs) {
    const group = out.at(-1);
    const prev = group?.at(-1);
    const em = Math.max(prev?.size ?? 0, run.size);
    const gap = prev ? run.x - (prev.x + prev.width) : Infinity;
    const sameLine = prev && prev.page === run.page && Math.abs(prev.y - run.y) < Math.min(prev.size, run.size) * 0.1;
    if (group && sameLine && gap >= -0.05 * em && gap <= 0.45 * em) group.push(run);
    else out.push([run]);
  }
  return out;
}

/** A group of touching runs as one run (its first run's style, the group's text and extent). */
export function asOneRun(group: TextRun[]): TextRun {
  const first = group[0] as TextRun;
  const last = group.at(-1) as TextRun;
  return { ...first, text: group.map((r) => r.text).join(''), width: last.x + last.width - first.x };
}

/** Whether some line has one run ending and the next starting a word space apart around `x`. */
function wordGapAt(runs: TextRun[], x: number): boolean {
  const left = runs.filter((r) => r.x + r.width <= x + 1 && r.x + r.width > x - 12 && r.text.trim());
  return left.some((l) =>
    runs.some(
      (r) =>
        r !== l &&
        r.text.trim() !== '' &&
        r.x >= x - 1 &&
        r.page === l.page &&
        r.x >= l.x + l.width - 1 &&
        r.x - (l.x + l.width) < 0.3 * l.size &&
        Math.abs(r.y - l.y) < Math.min(r.size, l.size) * SAME_BASELINE,
    ),
  );
}

export function crosses(run: TextRun, x: number): boolean {
  return run.x < x - 1 && run.x + run.width > x + 1;
}

/**
 * Runs on one baseline become a line: a run joins the line above if it stands on the baseline of any run of it, not
 * only of its first (a label set a little higher in its table cell, "EMPLOYMENT", the dates right of the entry, and
 * the entry's title between them are one line even when the label and the title are a little more than the
 * tolerance apart).
 */
export function toLines(runs: TextRun[], tuning: ParserTuning): Line[] {
  const sorted = [...runs].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const last = groups.at(-1);
    const near = (ref: TextRun) =>
      ref.page === run.page && Math.abs(ref.y - run.y) < Math.min(ref.size, run.size) * SAME_BASELINE;
    if (last?.some(near)) last.push(run);
    else groups.push([run]);
  }
  const lines: Line[] = [];
  let prev: Line | null = null;
  for (const group of groups) group.sort((a, b) => a.x - b.x);
  const starts = groups.map(gappedStarts);
  for (const [i, group] of groups.entries()) {
    const line = joinRuns(overstruckAccents(group), tuning.segmentGapEm, neighbourStarts(groups, starts, i));
    line.gapAbove = prev === null || prev.page !== line.page ? 0 : line.y - prev.y;
    prev = line;
    lines.push(line);
  }
  return lines;
}

/** Left edges of a line's runs that stand more than half an em right of the run before them. */
function gappedStarts(group: TextRun[]): number[] {
  return group.flatMap((run, i) => {
    const before = group[i - 1];
    return before && run.x - (before.x + before.width) > run.size * 0.5 ? [run.x] : [];
  });
}

/**
 * The gapped run starts of the lines right above and below (within two lines' height): a narrow gutter of a table or
 * two columns ("Lumen Forge (Tools ▯ Tools Engineer - Lumen Forge" over "Guild) ▯ (Tools Guild)") is
 * one word space too wide to split a line alone, but a neighbour line starting a column at the same x confirms it.
 */
function neighbourStarts(groups: TextRun[][], starts: number[][], i: number): number[] {
  const own = groups[i]?.[0];
  return [i - 1, i + 1].flatMap((j) => {
    const other = groups[j]?.[0];
    const near = own && other && other.page === own.page && Math.abs(other.y - own.y) <= 2 * Math.max(own.size, 1);
    return near ? (starts[j] ?? []) : [];
  });
}

/** Spacing accents as TeX sets them over a letter it has no glyph for, and the combining mark each one stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  ˇ: '\u030C',
  '˘': '\u0306',
  '˙': '\u0307',
  '˚': '\u030A',
  '˝': '\u030B',
  '˛': '\u0328',
  '¸': '\u0327',
};

/**
 * "Wi´sniewski", "´Elodie": a spacing accent printed before a letter (TeX builds "ś" so where the font has no such
 * glyph) is the accented letter, when one such letter exists. A capital after a letter ("O´Connor") is left alone.
 */
export function composeAccents(text: string): string {
  // "M ¨unchen" (pdflatex's \"u after a capital, a word space read before the accent): the space goes too.
  return text.replace(
    /(^|.)( ?)([´¨ˆ˜ˇ˘˙˚˝˛¸])(\p{L})/gu,
    (whole, before: string, gap: string, accent: string, letter: string) => {
      if (/\p{L}/u.test(before) && /\p{Lu}/u.test(letter)) return whole;
      const composed = `${letter}${SPACING_ACCENTS[accent] as string}`.normalize('NFC');
      const joined = gap && /\p{Lu}/u.test(before) && /\p{Ll}/u.test(letter) ? '' : gap;
      return composed.length === 1 ? `${before}${joined}${composed}` : whole;
    },
  );
}

/**
 * "Bog" + "˘aziçi": a spacing accent drawn back over the letter before it (troff overstrikes "ğ" so, the accent after
 * its letter) is that accented letter, when the accent starts inside the run before and one such letter exists.
 * `runs` are one line's, left to right.
 */
export function overstruckAccents(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const prev = out.at(-1);
    const accent = SPACING_ACCENTS[run.text[0] ?? ''];
    // "´" + "Ecole de Valbonne": pdflatex's \'E (no "É" in an OT1 font) is a raised accent of its own over the run's
    // first letter, sorted after the run that starts a little left of it.
    const first = `${prev?.text[0] ?? ''}${accent ?? ''}`.normalize('NFC');
    if (prev && accent && run.text.length === 1 && run.x < prev.x + prev.size * 0.6 && first.length === 1) {
      out[out.length - 1] = { ...prev, text: `${first}${prev.text.slice(1)}` };
      continue;
    }
    const letter = prev?.text.at(-1) ?? '';
    const composed = accent ? `${letter}${accent}`.normalize('NFC') : '';
    if (
      !prev ||
      !accent ||
      !/\p{L}/u.test(letter) ||
      composed.length !== 1 ||
      run.x > prev.x + prev.width - run.size * 0.2
    ) {
      out.push(run);
      continue;
    }
    out[out.length - 1] = { ...prev, text: `${prev.text.slice(0, -1)}${composed}` };
    if (run.text.length > 1) out.push({ ...run, text: run.text.slice(1) });
  }
  return out;
}

/**
 * The space a letter-spaced line puts between the letters of a word, where its glyphs come one a run (small capitals
 * and CSS letter-spacing as Chromium prints them: "B" "E" "S" "T" 0.8 pt apart, words 3 pt apart): the median gap
 * between neighbouring one-glyph runs, when four or more pairs print it, else 0. A space needs that much more.
 */
function letterTracking(runs: TextRun[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1] as TextRun, runs[i] as TextRun];
    if (a.text.trim().length === 1 && b.text.trim().length === 1) gaps.push(b.x - (a.x + a.width));
  }
  if (gaps.length < 4) return 0;
  return Math.max(0, gaps.sort((x, y) => x - y)[Math.floor(gaps.length / 2)] as number);
}

function sameStyle(span: Span, run: TextRun): boolean {
  return span.bold === run.bold && span.italic === (run.italic ?? false) && Math.abs(span.size - run.size) < 0.5;
}

/** A month (in the languages of `parsing/dates.ts`), a year, a dash or a word for "now": the words of a date. */
const DATE_PART = String.raw`(?:${MONTH_NAME}\.?|(?:19|20)\d\d|[–—-]|present|current|now|today)`;
/** A run that holds only pieces of a date ("September", "Oct. 2012 –", "Septembre 2007"). */
// The parts may touch at a dash: "2014–now", "2009-2012" are one date piece.
const DATE_PIECE = new RegExp(String.raw`^\s*${DATE_PART}(?:(?:[\s,]+|(?<=[–—-])|(?=[–—-]))${DATE_PART})*\s*$`, 'i');

function joinRuns(runs: TextRun[], gapEm: number, aligned: number[] = []): Line {
  const segments: { text: string; x: number; right: number; spans: Span[]; pieces: Piece[] }[] = [];
  let end = -Infinity;
  let prevSize = 0;
  let prevStrip = runs[0]?.strip;
  let prevText = '';
  let boldChars = 0;
  let italicChars = 0;
  let chars = 0;
  const sizeChars = new Map<number, number>();
  const tracking = letterTracking(runs);
  for (const run of runs) {
    const gap = run.x - end;
    let seg = segments.at(-1);
    // A wide gap splits segments, and so does a change of size or weight across a gap ("Languages  German").
    const ratio = Math.max(run.size, prevSize) / Math.max(0.1, Math.min(run.size, prevSize));
    const last = seg?.spans.at(-1);
    const styleJump = (ratio > 1.3 && gap > run.size * 0.25) || (last && !sameStyle(last, run) && gap > run.size);
    let sep = '';
    // Runs of two strips (an attached date column) are two segments, unless they touch like letters of a word.
    const otherStrip = run.strip !== prevStrip && gap > run.size * 0.25;
    // moderncv's margin: a date piece set right against the entry's text ("September  Senior Data Engineer", 0.8 em).
    // The pieces of one date printed word by word stay together ("Jan  2023  -  Present").
    const afterDate = gap > run.size * 0.6 && DATE_PIECE.test(prevText) && !DATE_PIECE.test(run.text);
    const column = gap > run.size * 0.6 && aligned.some((x) => Math.abs(x - run.x) <= 1);
    if (!seg || otherStrip || gap > run.size * gapEm || styleJump || afterDate || column) {
      seg = { text: '', x: run.x, right: run.x, spans: [], pieces: [] };
      segments.push(seg);
    } else if (gap > tracking + run.size * 0.12 && !seg.text.endsWith(' ') && !run.text.startsWith(' ')) sep = ' ';
    seg.text += sep + run.text;
    seg.pieces.push({ text: run.text, gap: seg.pieces.length ? gap : 0, size: run.size });
    const tail = seg.spans.at(-1);
    if (tail && sameStyle(tail, run)) tail.text += sep + run.text;
    else {
      if (tail) tail.text += sep;
      const style = { bold: run.bold, italic: run.italic ?? false, size: run.size };
      seg.spans.push({ text: run.text, x: run.x, ...style, segment: segments.length - 1 });
    }
    seg.right = Math.max(seg.right, run.x + run.width);
    end = Math.max(end, run.x + run.width);
    prevSize = run.size;
    prevStrip = run.strip;
    prevText = run.text;
    const n = run.text.trim().length;
    chars += n;
    if (run.bold) boldChars += n;
    if (run.italic) italicChars += n;
    const k = Math.round(run.size * 10) / 10;
    sizeChars.set(k, (sizeChars.get(k) ?? 0) + n);
  }
  // The size carrying most characters: a large bullet glyph must not make a body line look like a heading.
  const size = [...sizeChars.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  // The hyphen glyph some OpenType fonts map to U+2010 or U+2011 (XeLaTeX: "+46 70‑223 16 80") is a hyphen. Word's
  // PDFs through macOS print every hyphen as "-", a soft hyphen and U+2010 ("(909) 555-\u00ad\u20105555"): one hyphen.
  // A soft hyphen inside a word is invisible; one that ends the text is where a word was broken, and stays.
  const tidy = (t: string) =>
    composeAccents(
      t
        .replace(/\s+/g, ' ')
        .replace(/\u00ad(?=\S)/g, '')
        .replace(/-?[\u2010\u2011]/g, '-')
        .trim(),
    );
  const kept = segments
    .map((s) => ({ ...s, raw: tidy(s.text), text: collapsedSegment(tidy(s.text), s.pieces) }))
    .filter((s) => s.text);
  const spans: Span[] = kept.flatMap((s, i) => {
    const own = s.spans.map((sp) => ({ ...sp, text: tidy(sp.text), segment: i })).filter((sp) => sp.text);
    // Collapsed letter-spacing: one span holds the segment's text.
    return s.raw === s.text ? own : [{ ...(own[0] as Span), text: s.text, segment: i }];
  });
  const first = runs[0] as TextRun;
  const cells = kept.map((s) => (s.raw === s.text ? cellsOf(s.pieces) : null));
  return {
    ...(cells.some(Boolean) ? { cells: cells.map((c, i) => c ?? [kept[i]?.text ?? '']) } : {}),
    text: kept.map((s) => s.text).join('  '),
    segments: kept.map((s) => s.text),
    segmentX: kept.map((s) => s.x),
    segmentRight: kept.map((s) => s.right),
    spans,
    x: kept[0]?.x ?? first.x,
    right: kept.at(-1)?.right ?? first.x + first.width,
    y: first.y,
    size,
    bold: boldChars > chars / 2,
    italic: italicChars > chars / 2,
    page: first.page,
    strip: first.strip,
    gapAbove: 0,
    ...formKeyOf(runs),
  };
}

/** The form label of a line's runs, if a label column named its row. */
function formKeyOf(runs: TextRun[]): { formKey?: string } {
  const key = runs.find((r) => r.formKey)?.formKey;
  return key ? { formKey: key } : {};
}
