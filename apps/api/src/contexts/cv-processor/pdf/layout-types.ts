/** One run of text as pdf.js places it: top-left origin, points. */
export interface TextRun {
  text: string;
  x: number;
  /** Baseline measured from the top of the page. */
  y: number;
  width: number;
  size: number;
  bold: boolean;
  page: number;
}

export interface PageLink {
  url: string;
  page: number;
  /** Top of the annotation rectangle, from the top of the page. */
  y: number;
}

export interface PdfLayout {
  pageCount: number;
  pages: { width: number; height: number; runs: TextRun[] }[];
  links: PageLink[];
}

/** A visual line: runs on one baseline inside one column; `segments` split where a wide gap separates runs. */
export interface Line {
  text: string;
  segments: string[];
  x: number;
  y: number;
  size: number;
  bold: boolean;
  page: number;
  /** Vertical distance to the previous line of the same column (0 for the first). */
  gapAbove: number;
}
