import { PdfRejectedError } from './extract-layout.ts';
import { dictGet, isDict, isRef, isRegular, nameOf, PdfLexer, type PdfDict, type PdfValue } from './pdf-syntax.ts';
import {
  ascii85,
  asciiHex,
  brotli,
  BudgetExceededError,
  DecodeBudget,
  inflate,
  lzw,
  runLength,
  unpredict,
} from './stream-decoders.ts';

/** Decoded bytes a CV may hold in all its streams together; real CVs stay far below (ADRs 061, 084). */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
export const TOO_MUCH_DATA = 'The PDF expands to too much data to be processed';

/** Image codecs: the parse workers never decode them (pdfjs-bounds.ts), so their output is not counted here. */
const IMAGE_CODECS = new Set(['DCT', 'DCTDecode', 'JPX', 'JPXDecode', 'JBIG2Decode', 'CCF', 'CCITTFaxDecode']);
/**
 * "12 0 obj", with white space or comments between the tokens. A comment runs to its line's end (the lookahead), so
 * each byte has one reading: with comments free to end anywhere, binary image data (NULs and "%" among random bytes)
 * made the match take minutes.
 */
const OBJECT_HEADER =
  /(?<!\d)(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*(?![^\r\n]))+\d+(?:[\0\t\n\f\r ]|%[^\r\n]*(?![^\r\n]))+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
/** Object streams inside object streams: pdf.js follows them, and so does the scan, this deep. */
const MAX_NESTING = 4;

interface Located {
  bytes: Buffer;
  pos: number;
}
interface StreamRecord {
  dict: PdfDict;
  data: Buffer;
  depth: number;
}

/**
 * Decodes every stream of the file through its whole filter chain — chained Flate, LZW, ASCIIHex/85, RunLength,
 * Brotli, PNG/TIFF predictors — plus object streams, the streams inside them and inline images in decoded content,
 * all charged to one budget while decoding. A file past the budget is refused the moment it gets there (ADR 084).
 */
export async function assertNoInflationBomb(data: Uint8Array, limit = MAX_INFLATED_BYTES): Promise<void> {
  const scan = new BombScan(Buffer.from(data.buffer, data.byteOffset, data.byteLength), new DecodeBudget(limit));
  try {
    await scan.run();
  } catch (err) {
    if (err instanceof BudgetExceededError) throw new PdfRejectedError(422, TOO_MUCH_DATA);
    throw err;
  }
}

class BombScan {
  private readonly file: Buffer;
  private readonly budget: DecodeBudget;
  private readonly objects = new Map<number, Located>();

  constructor(file: Buffer, budget: DecodeBudget) {
    this.file = file;
    this.budget = budget;
  }

  async run() {
    const headers = [...this.file.toString('latin1').matchAll(OBJECT_HEADER)];
    // A later definition of an object replaces an earlier one (incremental updates), as in the cross-reference.
    for (const m of headers) this.objects.set(Number(m[1]), { bytes: this.file, pos: (m.index ?? 0) + m[0].length });
    const queue: StreamRecord[] = [];
    for (const m of headers) {
      const record = this.streamAt({ bytes: this.file, pos: (m.index ?? 0) + m[0].length }, 0);
      if (record) queue.push(record);
    }
    // Object streams first: the filters of other streams may be objects stored inside them.
    queue.sort((a, b) => Number(isObjectStream(b.dict)) - Number(isObjectStream(a.dict)));
    for (let record = queue.shift(); record; record = queue.shift()) {
      const decoded = await this.decode(record.dict, record.data);
      if (!decoded) continue;
      if (isObjectStream(record.dict) && record.depth < MAX_NESTING)
        queue.unshift(...this.objectStreamContents(record.dict, decoded, record.depth + 1));
      // Inline images live in content streams; an image's own samples (a soft mask of a drop shadow: megabytes of
      // binary) hold no operators, and looking for "BI" … "EI" through them took minutes.
      if (!isImage(record.dict)) await this.inlineImages(decoded);
    }
  }

  private resolve(value: PdfValue | undefined): PdfValue | undefined {
    if (!isRef(value)) return value;
    const at = this.objects.get(value.num);
    if (!at) return undefined;
    try {
      return new PdfLexer(at.bytes, at.pos).parse();
    } catch {
      return undefined;
    }
  }

  /** The stream whose dictionary starts at `at`, with its data bounded as pdf.js bounds it; null if none. */
  private streamAt(at: Located, depth: number): StreamRecord | null {
    const lexer = new PdfLexer(at.bytes, at.pos);
    let dict: PdfValue | undefined;
    try {
      dict = lexer.parse();
    } catch {
      return null;
    }
    if (!isDict(dict) || !lexer.takeKeyword('stream')) return null;
    const bytes = at.bytes;
    let start = lexer.pos;
    while (start < bytes.length && bytes[start] !== 0x0a && bytes[start] !== 0x0d) start++;
    start += bytes[start] === 0x0d && bytes[start + 1] === 0x0a ? 2 : 1;
    const length = this.resolve(dictGet(dict, 'Length'));
    let end = -1;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= bytes.length) {
      const after = new PdfLexer(bytes, start + length);
      if (after.takeKeyword('endstream')) end = start + length;
    }
    if (end < 0) end = bytes.indexOf('endstream', start, 'latin1');
    if (end < 0) return null;
    return { dict, data: bytes.subarray(start, end), depth };
  }

  /** Runs the filter chain; null when it cannot be followed (a bad filter name, an image codec). */
  private async decode(dict: PdfDict, data: Buffer): Promise<Buffer | null> {
    const filter = this.resolve(dictGet(dict, 'F', 'Filter'));
    const params = this.resolve(dictGet(dict, 'DP', 'DecodeParms'));
    const chain: [PdfValue | undefined, PdfValue | undefined][] = Array.isArray(filter)
      ? filter.map((f, i) => [this.resolve(f), Array.isArray(params) ? this.resolve(params[i]) : undefined])
      : [[filter, params]];
    // No filter, or something else under /F (a file specification): pdf.js reads the data as it is.
    if (!Array.isArray(filter) && nameOf(filter) === null) return data;
    let current = data;
    for (const [stage, stageParams] of chain) {
      const name = nameOf(stage);
      if (name === null || IMAGE_CODECS.has(name)) return null;
      current = await this.stage(name, current, isDict(stageParams) ? stageParams : null);
    }
    return current;
  }

  private async stage(name: string, input: Buffer, params: PdfDict | null): Promise<Buffer> {
    switch (name) {
      case 'Fl':
      case 'FlateDecode':
        return this.predicted(await inflate(input, this.budget), params);
      case 'LZW':
      case 'LZWDecode': {
        const early = this.resolve(params ? dictGet(params, 'EarlyChange') : undefined);
        return this.predicted(lzw(input, this.budget, early === 0 ? 0 : 1), params);
      }
      case 'A85':
      case 'ASCII85Decode':
        return ascii85(input, this.budget);
      case 'AHx':
      case 'ASCIIHexDecode':
        return asciiHex(input, this.budget);
      case 'RL':
      case 'RunLengthDecode':
        return runLength(input, this.budget);
      case 'BrotliDecode':
        return brotli(input, this.budget);
      default:
        // pdf.js passes the data of an unknown filter through unchanged.
        return input;
    }
  }

  private predicted(data: Buffer, params: PdfDict | null): Buffer {
    if (!params) return data;
    const int = (key: string, fallback: number) => {
      const value = this.resolve(dictGet(params, key));
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
    };
    const predictor = int('Predictor', 1);
    if (predictor <= 1) return data;
    const p = {
      predictor,
      colors: int('Colors', 1),
      bitsPerComponent: int('BitsPerComponent', 8),
      columns: int('Columns', 1),
    };
    return unpredict(data, p, this.budget);
  }

  /** Registers the objects of a decoded object stream and returns the streams among them. */
  private objectStreamContents(dict: PdfDict, decoded: Buffer, depth: number): StreamRecord[] {
    const n = this.resolve(dictGet(dict, 'N'));
    const first = this.resolve(dictGet(dict, 'First'));
    if (typeof n !== 'number' || typeof first !== 'number') return [];
    const lexer = new PdfLexer(decoded);
    const found: StreamRecord[] = [];
    for (let i = 0; i < Math.min(n, 100_000); i++) {
      const num = lexer.parse();
      const offset = lexer.parse();
      if (typeof num !== 'number' || typeof offset !== 'number') break;
      const at = { bytes: decoded, pos: first + offset };
      if (!this.objects.has(num)) this.objects.set(num, at);
      const record = this.streamAt(at, depth);
      if (record) found.push(record);
    }
    return found;
  }

  /** Inline images (BI … ID data EI) of decoded content, each decoded through its own filters. */
  private async inlineImages(content: Buffer) {
    for (let at = content.indexOf('BI'); at >= 0; at = content.indexOf('BI', at + 2)) {
      if ((at > 0 && isRegular(content[at - 1])) || isRegular(content[at + 2])) continue;
      const lexer = new PdfLexer(content, at + 2);
      const entries = new Map<string, PdfValue>();
      let complete = false;
      try {
        while (entries.size < 64 && !(complete = lexer.takeKeyword('ID'))) {
          const key = nameOf(lexer.parse());
          const value = lexer.parse();
          if (key === null || value === undefined) break;
          entries.set(key, value);
        }
      } catch {
        continue;
      }
      if (!complete) continue;
      const dict: PdfDict = { kind: 'dict', entries };
      const start = lexer.pos + 1;
      const end = inlineImageEnd(content, start, nameOf(firstFilter(this.resolve(dictGet(dict, 'F', 'Filter')))));
      await this.decode(dict, content.subarray(start, end));
      at = end;
    }
  }
}

function isImage(dict: PdfDict): boolean {
  return nameOf(dictGet(dict, 'Subtype')) === 'Image';
}

function isObjectStream(dict: PdfDict): boolean {
  return nameOf(dictGet(dict, 'Type')) === 'ObjStm';
}

function firstFilter(filter: PdfValue | undefined): PdfValue | undefined {
  return Array.isArray(filter) ? filter[0] : filter;
}

/** Where pdf.js ends inline image data: at `~>` or `>` for the ASCII filters, else at an `EI` followed by text. */
function inlineImageEnd(content: Buffer, start: number, filter: string | null): number {
  const at = (marker: string, extra: number) => {
    const i = content.indexOf(marker, start, 'latin1');
    return i < 0 ? content.length : i + extra;
  };
  if (filter === 'A85' || filter === 'ASCII85Decode') return at('~>', 2);
  if (filter === 'AHx' || filter === 'ASCIIHexDecode') return at('>', 1);
  for (let i = content.indexOf('EI', start, 'latin1'); i >= 0; i = content.indexOf('EI', i + 1, 'latin1')) {
    const next = content[i + 2];
    if (next !== undefined && next !== 0x20 && next !== 0x0a && next !== 0x0d) continue;
    const following = content.subarray(i + 3, i + 18);
    if (following.every((c) => c === 0x0a || c === 0x0d || (c >= 0x20 && c <= 0x7f))) return i;
  }
  return content.length;
}
