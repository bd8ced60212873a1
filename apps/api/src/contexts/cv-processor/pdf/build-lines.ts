import type { Line, PdfLayout, TextRun } from './layout-types.ts';

/**
 * Turns positioned runs into reading-order lines: a page with a clear vertical gutter is read column by column
 * (spanning runs such as a centred header stay in place), then runs on one baseline become one line.
 */
export function buildLines(layout: PdfLayout): Line[] {
  const lines: Line[] = [];
  for (const page of layout.pages) {
    for (const block of splitColumns(page.runs, page.width)) lines.push(...toLines(block));
  }
  return dropRepeatedFurniture(lines, layout.pageCount);
}

/** Ordered blocks of runs; a two-column region yields its left block, then its right block. */
export function splitColumns(runs: TextRun[], pageWidth: number): TextRun[][] {
  const gutter = findGutter(runs, pageWidth);
  if (gutter === null) return [runs];
  const sorted = [...runs].sort((a, b) => a.y - b.y);
  const blocks: TextRun[][] = [];
  let left: TextRun[] = [];
  let right: TextRun[] = [];
  const flush = () => {
    if (left.length) blocks.push(left);
    if (right.length) blocks.push(right);
    left = [];
    right = [];
  };
  for (const run of sorted) {
    if (crosses(run, gutter)) {
      flush();
      blocks.push([run]);
    } else if (run.x + run.width <= gutter + 1) left.push(run);
    else right.push(run);
  }
  flush();
  return blocks;
}

/**
 * A gutter is an x position crossed by almost no run, with real text on both sides, where the two sides rarely
 * share baselines (a right-aligned date column shares them with its entries, a sidebar does not).
 */
const DATE_OR_PLACE = /(\b(19|20)\d{2}\b|present|current|\b\d+ (years?|months?)\b|^[A-Z][\w .'-]+, [A-Z][\w .'-]+$|^remote$)/i;

function findGutter(runs: TextRun[], pageWidth: number): number | null {
  if (runs.length < 8) return null;
  const totalChars = runs.reduce((n, r) => n + r.text.length, 0);
  const scores: { x: number; score: number }[] = [];
  for (let x = pageWidth * 0.22; x <= pageWidth * 0.78; x += 2) {
    let crossing = 0;
    let crossingRuns = 0;
    let leftChars = 0;
    let rightChars = 0;
    for (const r of runs) {
      if (crosses(r, x)) {
        crossing += r.text.length;
        crossingRuns++;
      }
      else if (r.x + r.width <= x + 1) leftChars += r.text.length;
      else rightChars += r.text.length;
    }
    const minSide = Math.min(leftChars, rightChars) / totalChars;
    // A full-width header line is one long run: count runs as well as characters.
    const crossShare = Math.min(crossing / totalChars, crossingRuns / runs.length);
    if (crossShare > 0.04 || minSide < 0.08) continue;
    scores.push({ x, score: minSide - 2 * crossShare });
  }
  if (scores.length === 0) return null;
  // The middle of the best band keeps a safe distance from both columns.
  const top = Math.max(...scores.map((s) => s.score));
  const band = scores.filter((s) => s.score >= top - 0.005);
  const best = { x: ((band[0] as { x: number }).x + (band.at(-1) as { x: number }).x) / 2 };
  if (!best) return null;
  const x = best.x;
  const leftBaselines = runs.filter((r) => r.x + r.width <= x).map((r) => r.y);
  const rightRuns = runs.filter((r) => r.x >= x);
  const shared = rightRuns.filter((r) => leftBaselines.some((y) => Math.abs(y - r.y) < r.size * 0.15)).length;
  const dateLike = rightRuns.filter((r) => DATE_OR_PLACE.test(r.text.trim())).length;
  const n = Math.max(1, rightRuns.length);
  return shared / n > 0.8 || (dateLike / n > 0.6 && shared / n > 0.4) ? null : x;
}

function crosses(run: TextRun, x: number): boolean {
  return run.x < x - 1 && run.x + run.width > x + 1;
}

function toLines(runs: TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const last = groups.at(-1);
    const ref = last?.[0];
    if (last && ref && Math.abs(ref.y - run.y) < Math.min(ref.size, run.size) * 0.45) last.push(run);
    else groups.push([run]);
  }
  const lines: Line[] = [];
  let prevY: number | null = null;
  for (const group of groups) {
    group.sort((a, b) => a.x - b.x);
    const line = joinRuns(group);
    line.gapAbove = prevY === null ? 0 : line.y - prevY;
    prevY = line.y;
    lines.push(line);
  }
  return lines;
}

function joinRuns(runs: TextRun[]): Line {
  const segments: string[] = [];
  let current = '';
  let end = -Infinity;
  let boldChars = 0;
  let chars = 0;
  const sizeChars = new Map<number, number>();
  for (const run of runs) {
    const gap = run.x - end;
    if (current && gap > run.size * 2.2) {
      segments.push(current.trim());
      current = '';
    } else if (current && gap > run.size * 0.12 && !current.endsWith(' ') && !run.text.startsWith(' ')) current += ' ';
    current += run.text;
    end = Math.max(end, run.x + run.width);
    const n = run.text.trim().length;
    chars += n;
    if (run.bold) boldChars += n;
    const key = Math.round(run.size * 10) / 10;
    sizeChars.set(key, (sizeChars.get(key) ?? 0) + n);
  }
  // The size carrying most characters: a large bullet glyph must not make a body line look like a heading.
  const size = [...sizeChars.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  if (current.trim()) segments.push(current.trim());
  const cleaned = segments.map((s) => s.replace(/\s+/g, ' ')).filter(Boolean);
  const first = runs[0] as TextRun;
  return { text: cleaned.join('  '), segments: cleaned, x: first.x, y: first.y, size, bold: boldChars > chars / 2, page: first.page, gapAbove: 0 };
}

/** Page numbers and lines repeated on every page (running headers and footers) are not CV content. */
function dropRepeatedFurniture(lines: Line[], pageCount: number): Line[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.text, (counts.get(l.text) ?? 0) + 1);
  return lines.filter((l) => {
    if (/^(page\s*)?\d+\s*(\/|of)\s*\d+$/i.test(l.text) || /\bpage \d+ of \d+\b/i.test(l.text)) return false;
    if (l.text.length < 50 && /\s[–—-]\s\d{1,3}\s*\/\s*\d{1,3}$/.test(l.text)) return false;
    if (/^last updated in /i.test(l.text)) return false;
    return !(pageCount > 1 && (counts.get(l.text) ?? 0) >= pageCount && l.text.length < 60 && /\d/.test(l.text));
  });
}
