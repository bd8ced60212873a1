import type { Line, Span } from '../pdf/layout-types.ts';

// Where a skills list wrapped onto the next line and goes on there (skills.ts reads the joined lines).

/** A span's type as the skills reader compares it: weight and size to the half point. */
export const styleOf = (s: Span | undefined) => (s ? `${s.bold}|${Math.round(s.size * 2)}` : '');

/**
 * A line opening with a label in another style than the list above and its own items ("**Data** Elasticsearch, …")
 * starts a list of its own; a wrapped line read in one style throughout (as OCR may misread it) still continues.
 */
function opensWithLabel(line: Line, prev: Line): boolean {
  const [label, items] = line.spans;
  return items !== undefined && styleOf(label) !== styleOf(items) && styleOf(label) !== styleOf(prev.spans.at(-1));
}

/** More "(" than ")": an item's bracket left open at the end of the text. */
const openBracket = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/**
 * Whether a list goes on past the end of this text: a comma or an open bracket at its end, or a joining "&" ("Field &"
 * / "Survey", a name wrapped inside a narrow tag box).
 */
function goesOn(text: string): boolean {
  return openBracket(text) || /,$|\s&$/.test(text);
}

/**
 * Whether a line ran full: the first word of the next line would not have fitted after its end (a list item of a
 * Markdown page ending short, "Quillmap, Loam" over "Tidestack, Fernquad", is no wrap).
 */
function full(prev: Line, line: Line, margin: number): boolean {
  const word = line.text.split(/\s+/)[0] ?? '';
  return prev.right + (word.length + 1) * line.size * 0.45 >= margin;
}

/** A comma list wrapped over several lines ("…, Google Cloud" / "Platform, …") is one list. */
export function joinWrappedLists(lines: Line[]): Line[] {
  const out: Line[] = [];
  const margin = Math.max(...lines.map((l) => l.right));
  for (const line of lines) {
    const prev = out.at(-1);
    const prevText = prev?.segments.at(-1) ?? '';
    // A list of "·" or "•" items is joined only where it ran to the margin (rows of tags end where they like).
    const listed =
      prevText.includes(',') ||
      // "Quillmap" / "(Layers, Tiles, …)": a bracket never opens an item, and "Field &" ends none.
      /\s&$/.test(prevText) ||
      /^\(/.test(line.text) ||
      (prev !== undefined && /\s[·•]\s/.test(prevText) && prev.right >= margin - prev.size * 2);
    // Rows of tag boxes are never wrapped lists: each box is whole.
    if (
      prev &&
      !prev.cells &&
      !line.cells &&
      // A bold line after a regular list opens the next group ("**Proficient**"), it does not wrap the list.
      !(line.bold && !prev.bold) &&
      prev.segments.length === 1 &&
      line.segments.length === 1 &&
      listed &&
      // A wrap follows at the line spacing: a list set a gap lower is the next item of a grid, and a list closed
      // by a full stop ("C++, C#, and C.") is done.
      line.page === prev.page &&
      line.y - prev.y <= prev.size * 1.8 &&
      (openBracket(prevText) || /^\(/.test(line.text) || (!/[,;:.]$/.test(prevText) && full(prev, line, margin))) &&
      // "Languages: …" and "Languages — …" open lists of their own.
      !/^[^,]{1,40}:|^[^,]{1,30}\s[-–—]\s/.test(line.text) &&
      !/^[•●▪◦*-]/.test(line.text) &&
      !opensWithLabel(line, prev)
    ) {
      const joined = `${prevText} ${line.text}`;
      // The spans stay as printed: a bold label opening the first line is still told from its items.
      const spans = [...prev.spans, ...line.spans].map((s) => ({ ...s, segment: 0 }));
      // The joined line ends where its last line does: a third line wraps it at the spacing from there.
      const end = { y: line.y, right: line.right };
      out[out.length - 1] = { ...prev, ...end, text: joined, segments: [joined], segmentX: [prev.x], spans };
    } else {
      const row = prev ? joinedRow(prev, line) : null;
      if (row) out[out.length - 1] = row;
      else out.push(line);
    }
  }
  return out;
}

/**
 * A row of a table of skills wrapped inside its cells ("**Containers &** | Crate, Hoist" / "**Rigging**",
 * "Harbour | Quaycloud (Buckets, …," / "        Ledgers, …)"): each segment of the next line, set at the line spacing under a
 * segment of the row, goes on in that cell. The row's items go on only where they end in a comma or an open bracket
 * (or the next line's opens one); its label goes on where the next line there is set like a label, without list
 * punctuation. Null where the next line is a row of its own.
 */
function joinedRow(prev: Line, line: Line): Line | null {
  if (prev.segments.length < 2 || line.page !== prev.page || line.y - prev.y > prev.size * 1.5) return null;
  const column = line.segmentX.map((x) => prev.segmentX.findIndex((px) => Math.abs(px - x) <= prev.size));
  if (column.some((c) => c < 0) || new Set(column).size !== column.length) return null;
  const last = prev.segments.length - 1;
  const fits = column.every((c, j) => {
    const text = line.segments[j] as string;
    const before = prev.segments[c] as string;
    if (c === last) return goesOn(before) || /^\(/.test(text);
    return c === 0 && !/[,;:•·|]/.test(text) && text.split(/\s+/).length <= 3 && !/[,:]$/.test(before);
  });
  if (!fits) return null;
  const segments = prev.segments.map((s, c) => {
    const j = column.indexOf(c);
    return j < 0 ? s : `${s} ${line.segments[j] as string}`;
  });
  const spans = [...prev.spans, ...line.spans.map((s) => ({ ...s, segment: column[s.segment] as number }))];
  return { ...prev, y: line.y, segments, text: segments.join('  '), spans };
}
