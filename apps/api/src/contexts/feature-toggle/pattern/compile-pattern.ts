import { RE2JS, RE2JSException } from 're2js';

/** The largest count in `{n}`, `{n,}` or `{n,m}`; RE2 itself refuses nested counts whose product passes 1 000. */
export const MAX_REPEAT = 100;

export interface PatternMatcher {
  readonly source: string;
  /** Like RegExp.prototype.test without flags, in time linear in the input. */
  test(input: string): boolean;
}

export type CompileResult = { ok: true; matcher: PatternMatcher } | { ok: false; reason: string };

class PatternSyntaxError extends Error {}

/**
 * Compiles a pattern written in ECMAScript syntax with re2js, a pure-JavaScript port of RE2: automata, never
 * backtracking, so no pattern can take more than linear time in the key (ADR 041). `toRe2` spells out where the two
 * syntaxes mean different things, so the pattern matches what `new RegExp(source).test` would.
 */
export function compilePattern(source: string): CompileResult {
  try {
    const re = RE2JS.compile(toRe2(source));
    return { ok: true, matcher: { source, test: (input) => re.test(input) } };
  } catch (err) {
    if (err instanceof PatternSyntaxError) return { ok: false, reason: err.message };
    if (!(err instanceof RE2JSException)) throw err;
    // Counts were checked one by one below, so RE2 refusing one means nested counts multiply past its limit.
    if (err.message.includes('invalid repeat count')) return { ok: false, reason: 'Pattern is too complex' };
    return { ok: false, reason: err.message.replace(/^error parsing regexp: /, '') };
  }
}

// ECMAScript's `\s` is WhiteSpace plus LineTerminator (ECMA-262 §22.2.2.9); RE2's is ASCII only.
const SPACE: [number, number][] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
// The gaps between SPACE's ranges, then everything above its last one: `\S`, spelled out for use inside a class.
const NOT_SPACE: [number, number][] = SPACE.map(([lo], i): [number, number] => [
  i === 0 ? 0 : SPACE[i - 1]![1] + 1,
  lo - 1,
]).concat([[SPACE[SPACE.length - 1]![1] + 1, 0x10ffff]]);
const ranges = (set: [number, number][]) =>
  set.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');
const hex = (code: number) => `\\x{${code.toString(16)}}`;
// Without the s flag, ECMAScript's `.` leaves out every line terminator; RE2's leaves out only \n.
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const BACKREFERENCE = /[1-9k]/;

/**
 * Rewrites an ECMAScript pattern (no flags) into RE2 syntax of the same meaning, refusing what needs backtracking
 * (backreferences, lookaround) and counts above MAX_REPEAT. RE2 parses the result and reports the other errors.
 */
function toRe2(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const [text, length] = escape(source, i + 1, inClass);
      out += text;
      i += length;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c; // `[` is a literal in an ECMAScript class, a POSIX class opener in RE2
    } else if (c === '[') {
      const negated = source[i + 1] === '^';
      const start = negated ? i + 2 : i + 1;
      if (source[start] === ']') {
        out += negated ? '[\\x{0}-\\x{10ffff}]' : '[^\\x{0}-\\x{10ffff}]'; // `[^]` is anything, `[]` nothing
        i = start;
      } else {
        inClass = true;
        out += negated ? '[^' : '[';
        i = start - 1;
      }
    } else if (c === '.') out += DOT;
    else if (c === '(' && source[i + 1] === '?') {
      const group = /^\(\?(?::|<[A-Za-z_$][\w$]*>)/.exec(source.slice(i));
      if (!group) throw new PatternSyntaxError('Lookahead, lookbehind and inline flags are not supported');
      out += '(?:'; // test() reads no group, and RE2 refuses a name used twice that ECMAScript allows across `|`
      i += group[0].length - 1;
    } else if (c === '{') {
      const count = /^\{(\d+)(?:,(\d*))?\}/.exec(source.slice(i));
      if (count) checkCounts(Number(count[1]), count[2] ? Number(count[2]) : undefined);
      out += count ? count[0] : '\\{';
      i += count ? count[0].length - 1 : 0;
    } else out += c;
  }
  return out;
}

function checkCounts(min: number, max: number | undefined): void {
  if (min > MAX_REPEAT || (max ?? 0) > MAX_REPEAT) {
    throw new PatternSyntaxError(`Repetition counts above ${MAX_REPEAT} are not allowed`);
  }
  if (max !== undefined && max < min) throw new PatternSyntaxError('Numbers out of order in quantifier');
}

/** The RE2 text for the escape at `source[at]` (after the backslash) and how many characters it used. */
function escape(source: string, at: number, inClass: boolean): [string, number] {
  const c = source[at];
  if (c === undefined) throw new PatternSyntaxError('Pattern ends with a lone backslash');
  if (c === 's' || c === 'S') {
    const set = ranges(c === 's' ? SPACE : NOT_SPACE);
    return [inClass ? set : `[${set}]`, 1];
  }
  if (c === 'b' && inClass) return ['\\x{8}', 1]; // `[\b]` is backspace
  if ('dDwWbBtnvfr'.includes(c)) return [`\\${c}`, 1];
  if (c === 'x' || c === 'u') {
    const digits = c === 'x' ? 2 : 4;
    const code = source.slice(at + 1, at + 1 + digits);
    if (!new RegExp(`^[0-9A-Fa-f]{${digits}}$`).test(code)) throw new PatternSyntaxError(`Invalid \\${c} escape`);
    return [hex(parseInt(code, 16)), 1 + digits];
  }
  if (c === '0' && !/\d/.test(source[at + 1] ?? '')) return [hex(0), 1];
  if (BACKREFERENCE.test(c)) throw new PatternSyntaxError('Backreferences are not supported');
  if (/\w/.test(c)) throw new PatternSyntaxError(`Unknown escape \\${c}`);
  return [c > '\x7f' ? c : `\\${c}`, 1]; // RE2 escapes ASCII punctuation only; other characters stand for themselves
}
