import {
  CLASS_ESCAPES,
  DOT,
  MAX_REPEAT,
  PatternSyntaxError,
  normaliseRanges,
  positiveRanges,
  type CharSet,
  type PatternNode,
} from './pattern-ast.ts';

const SIMPLE_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };
const SYNTAX_CHARS = new Set('^$\\.*+?()[]{}|/-');

/**
 * Parses the regular-expression subset a PATTERN toggle may use (docs/feature-toggles.md): everything regular in
 * ECMAScript syntax, without backreferences, lookaround or word boundaries, which need backtracking.
 */
export function parsePattern(source: string): PatternNode {
  const parser = new Parser(source);
  const node = parser.alternation();
  if (parser.pos < source.length) throw new PatternSyntaxError(`Unmatched ')' at position ${parser.pos}`);
  return node;
}

class Parser {
  readonly src: string;
  pos = 0;
  constructor(src: string) {
    this.src = src;
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }

  alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.pos < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified());
    }
    if (items.length === 0) return { kind: 'empty' };
    return items.length === 1 ? items[0]! : { kind: 'concat', items };
  }

  private quantified(): PatternNode {
    const start = this.pos;
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.kind === 'assert') throw new PatternSyntaxError(`Nothing to repeat at position ${start}`);
    if (this.peek() === '?') this.pos++; // a lazy quantifier matches the same strings
    if (this.quantifier()) throw new PatternSyntaxError(`Nothing to repeat at position ${this.pos}`);
    return { kind: 'repeat', node: atom, min: bounds[0], max: bounds[1] };
  }

  private quantifier(): [number, number] | null {
    const c = this.peek();
    if (c === '*') return (this.pos++, [0, Infinity]);
    if (c === '+') return (this.pos++, [1, Infinity]);
    if (c === '?') return (this.pos++, [0, 1]);
    if (c !== '{') return null;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
    if (!match) throw new PatternSyntaxError(`Incomplete quantifier at position ${this.pos}; write \\{ for a brace`);
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) {
      throw new PatternSyntaxError(`Repetition counts above ${MAX_REPEAT} are not allowed`);
    }
    if (max < min) throw new PatternSyntaxError(`Numbers out of order in quantifier at position ${this.pos}`);
    this.pos += match[0].length;
    return [min, max];
  }

  private atom(): PatternNode {
    const c = this.src[this.pos++]!;
    switch (c) {
      case '^':
        return { kind: 'assert', at: 'start' };
      case '$':
        return { kind: 'assert', at: 'end' };
      case '.':
        return { kind: 'char', set: DOT };
      case '(':
        return this.group();
      case '[':
        return { kind: 'char', set: this.charClass() };
      case '\\':
        return { kind: 'char', set: this.escape(false) };
      case '*':
      case '+':
      case '?':
      case '{':
        throw new PatternSyntaxError(`Nothing to repeat at position ${this.pos - 1}`);
      case ')':
      case ']':
      case '}':
        throw new PatternSyntaxError(`Unmatched '${c}' at position ${this.pos - 1}`);
      default:
        return literal(c.charCodeAt(0));
    }
  }

  private group(): PatternNode {
    if (this.peek() === '?') {
      const rest = this.src.slice(this.pos);
      const named = /^\?<([A-Za-z_$][\w$]*)>/.exec(rest);
      if (rest.startsWith('?:')) this.pos += 2;
      else if (named) this.pos += named[0].length;
      else throw new PatternSyntaxError('Lookahead and lookbehind are not supported');
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new PatternSyntaxError("Unterminated group: missing ')'");
    this.pos++;
    return inner;
  }

  private charClass(): CharSet {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    const ranges: [number, number][] = [];
    while (this.peek() !== ']') {
      if (this.pos >= this.src.length) throw new PatternSyntaxError("Unterminated character class: missing ']'");
      const from = this.classAtom();
      if (this.peek() === '-' && this.src[this.pos + 1] !== ']' && this.pos + 1 < this.src.length) {
        this.pos++;
        const to = this.classAtom();
        if (typeof from !== 'number' || typeof to !== 'number') throw new PatternSyntaxError('Invalid range in character class');
        if (to < from) throw new PatternSyntaxError('Range out of order in character class');
        ranges.push([from, to]);
      } else if (typeof from === 'number') ranges.push([from, from]);
      else ranges.push(...positiveRanges(from));
    }
    this.pos++;
    return { ranges: normaliseRanges(ranges), negated };
  }

  private classAtom(): number | CharSet {
    const c = this.src[this.pos++]!;
    if (c !== '\\') return c.charCodeAt(0);
    if (this.peek() === 'b') return (this.pos++, 8); // [\b] is backspace
    const set = this.escape(true);
    return !set.negated && set.ranges.length === 1 && set.ranges[0]![0] === set.ranges[0]![1] ? set.ranges[0]![0] : set;
  }

  private escape(inClass: boolean): CharSet {
    const c = this.src[this.pos++];
    if (c === undefined) throw new PatternSyntaxError('Pattern ends with a lone backslash');
    if (CLASS_ESCAPES[c]) return CLASS_ESCAPES[c];
    if (c in SIMPLE_ESCAPES && !(c === '0' && /\d/.test(this.peek() ?? ''))) return literal(SIMPLE_ESCAPES[c]!).set;
    if (c === 'x' || c === 'u') {
      const digits = c === 'x' ? 2 : 4;
      const hex = this.src.slice(this.pos, this.pos + digits);
      if (!new RegExp(`^[0-9A-Fa-f]{${digits}}$`).test(hex)) throw new PatternSyntaxError(`Invalid \\${c} escape`);
      this.pos += digits;
      return literal(parseInt(hex, 16)).set;
    }
    if (/[1-9]/.test(c) || c === 'k') throw new PatternSyntaxError('Backreferences are not supported');
    if ((c === 'b' || c === 'B') && !inClass) throw new PatternSyntaxError('Word boundaries (\\b, \\B) are not supported');
    if (SYNTAX_CHARS.has(c) || !/[A-Za-z0-9_]/.test(c)) return literal(c.charCodeAt(0)).set;
    throw new PatternSyntaxError(`Unknown escape \\${c}`);
  }
}

function literal(code: number): { kind: 'char'; set: CharSet } {
  return { kind: 'char', set: { ranges: [[code, code]], negated: false } };
}
