import type { Line } from '../pdf/layout-types.ts';

/** "Thesis: …", "Dissertation: …", "Master's thesis: …": a line naming the thesis of a degree. */
const THESIS_LEAD =
  /^(?:(?:master['’]?s|bachelor['’]?s|phd|doctoral|final|senior)\s+)?(?:thesis|dissertation)(?:\s+title)?\s*:/i;
const opened = (text: string) => (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;

/**
 * A thesis title wrapped onto the next line ("Thesis: A parallel INMOM (Institute of Numerical" / "Mathematics Ocean
 * Model) circulation model", or a bracket of its own under it): the continuation is part of the thesis line, not a
 * school or an entry. A line continues the thesis while a bracket of the thesis is open, or when it is all in brackets.
 */
export function withThesisWraps(lines: Line[]): Line[] {
  const out: Line[] = [];
  let thesis: Line | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    const continues =
      thesis !== null &&
      line.segments.length === 1 &&
      (opened(thesis.text) > 0 || /^\([^()]+\)\.?$/.test(text)) &&
      line.bold === thesis.bold;
    if (thesis && continues) {
      const joined: Line = {
        ...thesis,
        text: `${thesis.text} ${text}`,
        segments: [`${thesis.text} ${text}`],
        spans: [...thesis.spans, ...line.spans],
      };
      out[out.length - 1] = joined;
      thesis = joined;
      continue;
    }
    thesis = THESIS_LEAD.test(text) ? line : null;
    out.push(line);
  }
  return out;
}
