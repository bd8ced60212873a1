/**
 * The parser's numeric thresholds, gathered so `npm run eval:cv` can fit them on some layout families and measure
 * on the family left out (ADR 080). The shipped values are the ones fitted on every development family.
 */
export interface ParserTuning {
  /** A gap wider than this many font sizes splits a line into segments ("Title ⟂ dates"). */
  segmentGapEm: number;
  /** Style points an unknown short line needs to open a section of its own. */
  unknownHeadingStyle: number;
  /** Share of characters or runs that may cross a column gutter. */
  gutterMaxCross: number;
}

export const DEFAULT_TUNING: ParserTuning = { segmentGapEm: 1.6, unknownHeadingStyle: 2.5, gutterMaxCross: 0.04 };

/** The candidates the evaluation fits over (a small grid: few knobs, so little room to overfit). */
export const TUNING_GRID: ParserTuning[] = [1.6, 2.2, 3].flatMap((segmentGapEm) =>
  [2, 2.5, 3].flatMap((unknownHeadingStyle) =>
    [0.02, 0.04].map((gutterMaxCross) => ({ segmentGapEm, unknownHeadingStyle, gutterMaxCross })),
  ),
);
