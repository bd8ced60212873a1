/** A set of UTF-16 code units as sorted inclusive ranges; `negated` inverts it. */
export interface CharSet {
  ranges: [number, number][];
  negated: boolean;
}

export type PatternNode =
  | { kind: 'empty' }
  | { kind: 'char'; set: CharSet }
  | { kind: 'concat'; items: PatternNode[] }
  | { kind: 'alt'; options: PatternNode[] }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number }
  | { kind: 'assert'; at: 'start' | 'end' };

export class PatternSyntaxError extends Error {}

export const MAX_REPEAT = 100;

const DIGIT: [number, number][] = [[0x30, 0x39]];
const WORD: [number, number][] = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
// The ECMAScript WhiteSpace and LineTerminator code units (ECMA-262 §22.2.2.9 CharacterClassEscape \s).
const SPACE: [number, number][] = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029],
  [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const LINE_TERMINATORS: [number, number][] = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

export const CLASS_ESCAPES: Record<string, CharSet> = {
  d: { ranges: DIGIT, negated: false },
  D: { ranges: DIGIT, negated: true },
  w: { ranges: WORD, negated: false },
  W: { ranges: WORD, negated: true },
  s: { ranges: SPACE, negated: false },
  S: { ranges: SPACE, negated: true },
};

/** `.` without the s flag: anything but a line terminator. */
export const DOT: CharSet = { ranges: LINE_TERMINATORS, negated: true };

export function setHas(set: CharSet, code: number): boolean {
  let inside = false;
  for (const [lo, hi] of set.ranges) {
    if (code < lo) break;
    if (code <= hi) {
      inside = true;
      break;
    }
  }
  return inside !== set.negated;
}

/** The ranges of a set with its negation applied, so sets can be merged inside a class. */
export function positiveRanges(set: CharSet): [number, number][] {
  if (!set.negated) return set.ranges;
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of set.ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

export function normaliseRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}
