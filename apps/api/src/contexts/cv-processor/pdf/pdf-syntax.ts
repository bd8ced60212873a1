/**
 * Just enough of the PDF object syntax (ISO 32000-1 §7.2–7.3) to read stream dictionaries and inline-image headers
 * before pdf.js sees a file: names (with #xx escapes), numbers, references, arrays and dictionaries. Strings are
 * skipped, not decoded. Works on bytes, never on a decoded copy, so it costs no memory beyond its results.
 */
export interface PdfName {
  kind: 'name';
  name: string;
}
export interface PdfRef {
  kind: 'ref';
  num: number;
}
export interface PdfDict {
  kind: 'dict';
  entries: Map<string, PdfValue>;
}
export interface PdfKeyword {
  kind: 'keyword';
  word: string;
}
export type PdfValue =
  number | boolean | null | PdfName | PdfRef | PdfDict | PdfKeyword | { kind: 'string' } | PdfValue[];

const WHITE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = WHITE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER;
const MAX_DEPTH = 64;

export const isWhite = (byte: number | undefined) => byte !== undefined && CLASS[byte] === WHITE;
export const isRegular = (byte: number | undefined) => byte !== undefined && CLASS[byte] === 0;

export function nameOf(value: PdfValue | undefined): string | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'name'
    ? value.name
    : null;
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'dict';
}

export function isRef(value: PdfValue | undefined): value is PdfRef {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'ref';
}

/** pdf.js's Dict.get(key1, key2): the first key wins when both are present. */
export function dictGet(dict: PdfDict, ...keys: string[]): PdfValue | undefined {
  for (const key of keys) if (dict.entries.has(key)) return dict.entries.get(key);
  return undefined;
}

export class PdfLexer {
  readonly bytes: Uint8Array;
  pos: number;

  constructor(bytes: Uint8Array, pos = 0) {
    this.bytes = bytes;
    this.pos = pos;
  }

  skipSpace() {
    const b = this.bytes;
    while (this.pos < b.length) {
      if (CLASS[b[this.pos]!] === WHITE) this.pos++;
      else if (b[this.pos] === 0x25)
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      else break;
    }
  }

  /** True (and consumed) when the next token is exactly `word`. */
  takeKeyword(word: string): boolean {
    this.skipSpace();
    const end = this.pos + word.length;
    for (let i = 0; i < word.length; i++) if (this.bytes[this.pos + i] !== word.charCodeAt(i)) return false;
    if (isRegular(this.bytes[end])) return false;
    this.pos = end;
    return true;
  }

  /** The next object, or undefined at the end of the data or on a closing delimiter. */
  parse(depth = 0): PdfValue | undefined {
    if (depth > MAX_DEPTH) throw new Error('PDF objects nested too deeply');
    this.skipSpace();
    const b = this.bytes;
    const c = b[this.pos];
    if (c === undefined) return undefined;
    if (c === 0x2f) return this.name();
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return this.dict(depth);
    if (c === 0x3c) return this.skipTo(0x3e);
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) return this.array(depth);
    if (c === 0x5d || c === 0x3e || c === 0x29) return undefined;
    if (c === 0x7b || c === 0x7d) {
      this.pos++;
      return { kind: 'keyword', word: String.fromCharCode(c) };
    }
    const word = this.regular();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return this.numberOrRef(Number(word), /^\d+$/.test(word));
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return { kind: 'keyword', word };
  }

  private regular(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos])) this.pos++;
    if (this.pos === start) this.pos++;
    return String.fromCharCode(...this.bytes.subarray(start, Math.min(this.pos, start + 256)));
  }

  private numberOrRef(value: number, integer: boolean): PdfValue {
    if (!integer) return value;
    const save = this.pos;
    this.skipSpace();
    const gen = this.regular();
    if (/^\d+$/.test(gen) && this.takeKeyword('R')) return { kind: 'ref', num: value };
    this.pos = save;
    return value;
  }

  private name(): PdfName {
    this.pos++;
    const b = this.bytes;
    let name = '';
    while (this.pos < b.length && isRegular(b[this.pos])) {
      const c = b[this.pos]!;
      const hex = c === 0x23 ? String.fromCharCode(b[this.pos + 1] ?? 0, b[this.pos + 2] ?? 0) : '';
      if (/^[0-9a-fA-F]{2}$/.test(hex)) {
        name += String.fromCharCode(parseInt(hex, 16));
        this.pos += 3;
      } else {
        name += String.fromCharCode(c);
        this.pos++;
      }
      if (name.length > 127) break;
    }
    return { kind: 'name', name };
  }

  private dict(depth: number): PdfDict {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      const c = this.bytes[this.pos];
      if (c === undefined) break;
      if (c === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const key = this.parse(depth + 1);
      if (key === undefined) {
        this.pos++;
        continue;
      }
      // pdf.js skips a key that is not a name and reads on.
      const name = nameOf(key);
      if (name === null) continue;
      const value = this.parse(depth + 1);
      if (value === undefined) continue;
      entries.set(name, value);
    }
    return { kind: 'dict', entries };
  }

  private array(depth: number): PdfValue[] {
    this.pos++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      const c = this.bytes[this.pos];
      if (c === undefined) break;
      if (c === 0x5d) {
        this.pos++;
        break;
      }
      const item = this.parse(depth + 1);
      if (item === undefined) this.pos++;
      else items.push(item);
    }
    return items;
  }

  private skipTo(end: number): { kind: 'string' } {
    const at = this.bytes.indexOf(end, this.pos + 1);
    this.pos = at < 0 ? this.bytes.length : at + 1;
    return { kind: 'string' };
  }

  private literalString(): { kind: 'string' } {
    const b = this.bytes;
    let nesting = 0;
    while (this.pos < b.length) {
      const c = b[this.pos++];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) nesting++;
      else if (c === 0x29 && --nesting === 0) break;
    }
    return { kind: 'string' };
  }
}
