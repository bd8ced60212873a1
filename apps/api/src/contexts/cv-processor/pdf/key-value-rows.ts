// Label columns beside their rows (ADR 083, third-round addendum): which line a label stands beside, and the keys
// of key/value rows (a form's field names), which are not CV content.
import type { Line, TextRun } from './layout-types.ts';
import { SAME_BASELINE } from './runs-to-lines.ts';

/** Whether a line of `other` stands on the same baseline as `line` (and which one). */
export function alignedWith(line: Line, other: Line[]): Line | null {
  let best: Line | null = null;
  for (const o of other) {
    if (o.page !== line.page) continue;
    const dy = Math.abs(o.y - line.y);
    if (dy < Math.min(o.size, line.size) * SAME_BASELINE && (!best || dy < Math.abs(best.y - line.y))) best = o;
  }
  return best;
}

/**
 * A line in type half as large again as the rows beside it (a name set large in a Word table's first cell, wrapped
 * "Aisha" / "Mwangi") spans several of their baselines: standing between two of them says nothing of a sidebar.
 */
export function towering(line: Line, other: Line[]): boolean {
  const beside = other.filter((o) => o.page === line.page && Math.abs(o.y - line.y) < line.size * 1.3);
  return beside.length > 0 && beside.every((o) => line.size >= o.size * 1.5);
}

/**
 * A label set between the baselines beside it (a heading centred on the rows it names): the first line of `other`
 * whose baseline lies between the label's top and its baseline, so the label opens those rows.
 */
export function besideTop(line: Line, other: Line[]): Line | null {
  const top = line.y - line.size * 1.5;
  return other.find((o) => o.page === line.page && o.y >= top && o.y < line.y) ?? null;
}

/**
 * "Dates | Sep 2019 – Jun 2021", "Occupation or position held | Data Analyst": a column of labels, most of them
 * on the baseline of a value beside them (Europass-like forms). Its share of the text may be as large as the values'.
 */
export function keyValueRows(lines: Line[], other: Line[]): boolean {
  // Only lines with a value at or below them on their page can name rows: a page footer under the last row ("Page 3 -
  // Curriculum vitae of" / "Hannah Dubois") is not a key, and on a page of two rows it outweighed them.
  const above = lines.filter((l) => other.some((o) => o.page === l.page && o.y > l.y - l.size));
  // A column most of whose lines stand below every value beside it is text beside a header box (a contact block
  // floated right of the name), not keys: two header lines beside the contact lines do not make it a form.
  if (above.length && above.length < lines.length * 0.5) return false;
  const beside = above.length ? above : lines;
  // A label wrapped onto a line starting in lower case ("Main activities and" / "responsibilities") is one key.
  const keys = beside.filter((l) => !/^\p{Ll}/u.test(l.text));
  const aligned = keys.filter((l) => alignedWith(l, other) !== null).length;
  const short = beside.filter((l) => l.text.split(/\s+/).length <= 5).length;
  return aligned >= keys.length * 0.5 && short >= beside.length * 0.9;
}

/** Key lines standing beside a value, with the lower-case lines that continue them ("… and" / "responsibilities"). */
export function keyLines(keys: Line[], values: Line[]): Set<Line> {
  const out = new Set<Line>();
  let prev: Line | null = null;
  for (const l of keys) {
    const continues = prev !== null && out.has(prev) && /^\p{Ll}/u.test(l.text) && l.y - prev.y <= l.size * 1.6;
    if (alignedWith(l, values) !== null || continues) out.add(l);
    prev = l;
  }
  return out;
}

/**
 * The value runs of key/value rows, each run beside a key marked with that key's text (a key wrapped over two lines
 * is read whole: "Name and type of organisation" / "providing education and training"). The keys name the form's
 * fields, so they say which value is the position, the employer or the qualification (`parsing/form-fields.ts`).
 */
export function withFormKeys(runs: TextRun[], keys: Line[], values: Line[]): TextRun[] {
  const named = keyLines(keys, values);
  const labels: { line: Line; text: string }[] = [];
  for (const l of keys) {
    if (!named.has(l)) continue;
    const last = labels.at(-1);
    if (last && alignedWith(l, values) === null) last.text = `${last.text} ${l.text}`;
    else labels.push({ line: l, text: l.text });
  }
  return runs.map((r) => {
    const label = labels.find(
      ({ line }) =>
        line.page === r.page && Math.abs(r.y - line.y) < Math.min(r.size, line.size) * SAME_BASELINE && r.x > line.x,
    );
    return label ? { ...r, formKey: label.text } : r;
  });
}

export function withoutKeys(keys: Line[], values: Line[]): Line[] {
  const drop = keyLines(keys, values);
  return keys.filter((l) => !drop.has(l));
}

export function withoutKeyRuns(runs: TextRun[], keys: Line[], values: Line[]): TextRun[] {
  const drop = [...keyLines(keys, values)];
  return runs.filter(
    (r) =>
      !drop.some(
        (l) =>
          r.page === l.page &&
          Math.abs(r.y - l.y) < Math.min(r.size, l.size) * SAME_BASELINE &&
          r.x >= l.x - 1 &&
          r.x < l.right,
      ),
  );
}

/** No line of `other` within a line height: a heading or a date standing alone in the page. */
export function isolatedFrom(line: Line, other: Line[]): boolean {
  return !other.some((o) => o.page === line.page && Math.abs(o.y - line.y) < Math.max(o.size, line.size) * 1.3);
}
