import {
  brotliDecompressSync,
  createBrotliDecompress,
  createInflate,
  inflateSync,
  type BrotliDecompress,
  type Inflate,
} from 'node:zlib';

/** Thrown as soon as the data decoded for one document passes its budget. */
export class BudgetExceededError extends Error {}

/** Bytes a document may decode across every stage of every stream; charged while decoding, never afterwards. */
export class DecodeBudget {
  private remaining: number;

  constructor(bytes: number) {
    this.remaining = bytes;
  }

  get left(): number {
    return this.remaining;
  }

  charge(bytes: number) {
    this.remaining -= bytes;
    if (this.remaining < 0) throw new BudgetExceededError('decoded data over budget');
  }
}

/** A buffer that grows by doubling but never past what the budget allows. */
class Output {
  private buffer = Buffer.alloc(4096);
  length = 0;
  private readonly budget: DecodeBudget;

  constructor(budget: DecodeBudget) {
    this.budget = budget;
  }

  /** Room for `n` more bytes; the budget is charged before any memory is taken. */
  reserve(n: number) {
    this.budget.charge(n);
    if (this.length + n <= this.buffer.length) return;
    const next = Buffer.alloc(
      Math.max(this.length + n, Math.min(this.buffer.length * 2, this.length + n + this.budget.left)),
    );
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  append(bytes: Uint8Array) {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  push(byte: number) {
    this.buffer[this.length++] = byte;
  }

  /** Appends `length` bytes found earlier in the output at `offset`. */
  copyWithin(offset: number, length: number) {
    this.reserve(length);
    this.buffer.copyWithin(this.length, offset, offset + length);
    this.length += length;
  }

  at(offset: number): number {
    return this.buffer[offset]!;
  }

  repeat(byte: number, count: number) {
    this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * Native zlib or Brotli, streamed: output is charged chunk by chunk and the decoder is destroyed the moment the budget
 * runs out. Like pdf.js, a corrupt or truncated stream yields what was decoded before the damage.
 */
function nativeDecode(stream: Inflate | BrotliDecompress, input: Uint8Array, budget: DecodeBudget): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      try {
        budget.charge(chunk.length);
        chunks.push(chunk);
      } catch (err) {
        done = true;
        stream.destroy();
        reject(err);
      }
    });
    stream.on('error', finish);
    stream.on('end', finish);
    stream.end(input);
  });
}

/**
 * Valid streams take the quick synchronous path, capped at what the budget has left; a damaged one is decoded again
 * as a stream to keep its readable part, as pdf.js would.
 */
async function decodeNative(
  sync: typeof inflateSync,
  streaming: () => Inflate | BrotliDecompress,
  input: Uint8Array,
  budget: DecodeBudget,
): Promise<Buffer> {
  try {
    const out = sync(input, { maxOutputLength: Math.max(1, budget.left + 1) });
    budget.charge(out.length);
    return out;
  } catch (err) {
    if (err instanceof BudgetExceededError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new BudgetExceededError('decoded data over budget');
    return nativeDecode(streaming(), input, budget);
  }
}

export const inflate = (input: Uint8Array, budget: DecodeBudget) =>
  decodeNative(inflateSync, () => createInflate({ chunkSize: 64 * 1024 }), input, budget);

export const brotli = (input: Uint8Array, budget: DecodeBudget) =>
  decodeNative(
    brotliDecompressSync as typeof inflateSync,
    () => createBrotliDecompress({ chunkSize: 64 * 1024 }),
    input,
    budget,
  );

/**
 * LZWDecode (ISO 32000-1 §7.4.4), 9–12-bit codes, MSB first, as pdf.js reads them. A table entry is always the
 * previous sequence plus the first byte of the next, which follow each other in the output, so entries are kept as
 * (offset, length) into the output and copied from there.
 */
export function lzw(input: Uint8Array, budget: DecodeBudget, earlyChange = 1): Buffer {
  const out = new Output(budget);
  const offsets = new Int32Array(4096);
  const lengths = new Int32Array(4096);
  let nextCode = 258;
  let width = 9;
  let previous = -1;
  let previousStart = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  let pos = 0;
  for (;;) {
    while (bitCount < width) {
      if (pos >= input.length) return out.result();
      bitBuffer = ((bitBuffer << 8) | input[pos++]!) & 0xffffff;
      bitCount += 8;
    }
    bitCount -= width;
    const code = (bitBuffer >>> bitCount) & ((1 << width) - 1);
    if (code === 256) {
      nextCode = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) return out.result();
    const start = out.length;
    if (code < 256) out.repeat(code, 1);
    else if (code < nextCode) out.copyWithin(offsets[code]!, lengths[code]!);
    else if (previous >= 0) {
      // The code being defined right now: the previous sequence plus its own first byte.
      out.copyWithin(previousStart, lengthOf(previous, lengths));
      out.repeat(out.at(previousStart), 1);
    } else return out.result();
    if (previous >= 0 && nextCode < 4096) {
      offsets[nextCode] = previousStart;
      lengths[nextCode] = lengthOf(previous, lengths) + 1;
      nextCode++;
      width = Math.min(12, Math.floor(Math.log2(nextCode + earlyChange)) + 1);
    }
    previous = code;
    previousStart = start;
  }
}

const lengthOf = (code: number, lengths: Int32Array) => (code < 256 ? 1 : lengths[code]!);

export function asciiHex(input: Uint8Array, budget: DecodeBudget): Buffer {
  const out = new Output(budget);
  let high = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 87 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out.reserve(1);
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) {
    out.reserve(1);
    out.push(high << 4);
  }
  return out.result();
}

export function ascii85(input: Uint8Array, budget: DecodeBudget): Buffer {
  const out = new Output(budget);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    out.reserve(count);
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.repeat(0, 4);
    } else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}

export function runLength(input: Uint8Array, budget: DecodeBudget): Buffer {
  const out = new Output(budget);
  for (let i = 0; i < input.length;) {
    const n = input[i++]!;
    if (n === 128) break;
    if (n < 128) {
      const count = Math.min(n + 1, input.length - i);
      out.append(input.subarray(i, i + count));
      i += count;
    } else if (i < input.length) {
      out.repeat(input[i++]!, 257 - n);
    }
  }
  return out.result();
}

export interface PredictorParams {
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
}

/**
 * Undoes a PNG (10–15) or TIFF (2, 8-bit) predictor, so a filter after it in the chain reads what pdf.js would hand
 * it. The output is never larger than the input; it is charged all the same, as every stage is.
 */
export function unpredict(input: Buffer, p: PredictorParams, budget: DecodeBudget): Buffer {
  const pixelBytes = Math.max(1, Math.ceil((p.colors * p.bitsPerComponent) / 8));
  const rowBytes = Math.ceil((p.columns * p.colors * p.bitsPerComponent) / 8);
  if (p.predictor === 2) {
    budget.charge(input.length);
    if (p.bitsPerComponent !== 8 || rowBytes <= 0) return input;
    const out = Buffer.from(input);
    for (let row = 0; row < out.length; row += rowBytes)
      for (let i = row + pixelBytes; i < Math.min(row + rowBytes, out.length); i++)
        out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
    return out;
  }
  if (p.predictor < 10 || rowBytes <= 0) return input;
  const rows = Math.floor(input.length / (rowBytes + 1));
  budget.charge(rows * rowBytes);
  const out = Buffer.alloc(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = input[r * (rowBytes + 1)]!;
    const src = r * (rowBytes + 1) + 1;
    const at = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = r > 0 ? out[at + i - rowBytes]! : 0;
      const upLeft = r > 0 && i >= pixelBytes ? out[at + i - rowBytes - pixelBytes]! : 0;
      out[at + i] = (input[src + i]! + predictorValue(type, left, up, upLeft)) & 0xff;
    }
  }
  return out;
}

function predictorValue(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      return 0;
  }
}
