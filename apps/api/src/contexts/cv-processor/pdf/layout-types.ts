/** One run of text as pdf.js places it: top-left origin, points. */
export interface TextRun {
  text: string;
  x: number;
  /** Baseline measured from the top of the page. */
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** Italic or oblique face (absent where the source cannot tell, e.g. OCR). */
  italic?: boolean;
  page: number;
  /** The column strip the run was read in (set by the line builder): runs of two strips never share a segment. */
  strip?: number;
  /** The label a form printed beside the run's row ("Occupation or position held"), once the label is dropped. */
  formKey?: string;
}

export interface PageLink {
  url: string;
  page: number;
  /** Top of the annotation rectangle, from the top of the page. */
  y: number;
  /** Left of the annotation rectangle, when known. */
  x?: number;
}

export interface PdfLayout {
  pageCount: number;
  pages: { width: number; height: number; runs: TextRun[] }[];
  links: PageLink[];
}

/** A stretch of one segment in one style: "**Data Analyst**, *Hooli*" is two spans of one segment. */
export interface Span {
  text: string;
  x: number;
  bold: boolean;
  italic: boolean;
  size: number;
  /** Index of the segment the span belongs to. */
  segment: number;
}

/** A visual line: runs on one baseline inside one column; `segments` split where a wide gap separates runs. */
export interface Line {
  text: string;
  segments: string[];
  /** Left edge of each segment (points). */
  segmentX: number[];
  /** Right edge of each segment, where known. */
  segmentRight?: number[];
  /** Style changes inside the line, in reading order. */
  spans: Span[];
  x: number;
  /** Right edge of the last segment. */
  right: number;
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  page: number;
  /** The column strip of the line's first run (see TextRun.strip). */
  strip?: number;
  /** Vertical distance to the previous line of the same column (0 for the first). */
  gapAbove: number;
  /** The form label beside the line, when a label column was read as keys (see TextRun.formKey). */
  formKey?: string;
  /** Each segment's text parted where its runs stand almost an em apart (tag boxes), when any segment is so parted. */
  cells?: string[][];
}
