import { constants, deflateRawSync } from 'node:zlib';

/** Encoders for PDF stream filters, to build hostile test files without downloading any. */

const UNIT = 1024 * 1024;
let zeroBlocks: Buffer | null = null;

/**
 * A zlib stream that inflates to `prefix` followed by `total` zero bytes, built in milliseconds: one mebibyte of zeros
 * is deflated once, ending in a full flush (which resets the history), so the block can be repeated; then an empty
 * final block and the Adler-32 of everything (zeros leave `a` alone and add `a` to `b`). `total` is a whole number of
 * MiB.
 */
export function deflatedZeros(total: number, prefix: Buffer = Buffer.alloc(0)): Buffer {
  if (total % UNIT !== 0) throw new Error('deflatedZeros: total must be a multiple of 1 MiB');
  zeroBlocks ??= deflateRawSync(Buffer.alloc(UNIT), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let a = 1;
  let b = 0;
  for (const byte of prefix) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + a * (total % 65521)) % 65521;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const head = prefix.length ? deflateRawSync(prefix, { finishFlush: constants.Z_FULL_FLUSH }) : Buffer.alloc(0);
  const blocks = Array.from({ length: total / UNIT }, () => zeroBlocks as Buffer);
  return Buffer.concat([Buffer.from([0x78, 0xda]), head, ...blocks, Buffer.from([0x03, 0x00]), adler]);
}

/** MSB-first bit packing, as LZWDecode and CCITT read them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private bits = 0;

  write(code: number, width: number) {
    this.acc = (this.acc << width) | code;
    this.bits += width;
    while (this.bits >= 8) {
      this.bits -= 8;
      this.bytes.push((this.acc >>> this.bits) & 0xff);
    }
    this.acc &= (1 << this.bits) - 1;
  }

  finish(): Buffer {
    if (this.bits > 0) this.bytes.push((this.acc << (8 - this.bits)) & 0xff);
    return Buffer.from(this.bytes);
  }
}

/** Writes LZW codes at the width the decoder reads them (ISO 32000-1 §7.4.4.2, EarlyChange 1). */
class LzwWriter {
  private readonly bits = new BitWriter();
  private decoderNext = 258;
  private width = 9;
  private fresh = true;

  code(code: number) {
    this.bits.write(code, this.width);
    // The decoder adds an entry after every code but the first after a clear, and widens one code early.
    if (!this.fresh) this.width = Math.min(12, Math.floor(Math.log2(++this.decoderNext + 1)) + 1);
    this.fresh = false;
  }

  clear() {
    this.bits.write(256, this.width);
    this.decoderNext = 258;
    this.width = 9;
    this.fresh = true;
  }

  finish(): Buffer {
    this.bits.write(257, this.width);
    return this.bits.finish();
  }
}

/** General LZWDecode encoder for small inputs. */
export function lzwEncode(data: Uint8Array): Buffer {
  const out = new LzwWriter();
  const table = new Map<string, number>();
  let next = 258;
  out.clear();
  let word = '';
  const codeOf = (w: string) => (w.length === 1 ? w.charCodeAt(0) : (table.get(w) as number));
  for (const byte of data) {
    const candidate = word + String.fromCharCode(byte);
    if (word === '' || table.has(candidate)) {
      word = candidate;
      continue;
    }
    out.code(codeOf(word));
    table.set(candidate, next++);
    word = String.fromCharCode(byte);
    if (next === 4094) {
      out.clear();
      table.clear();
      next = 258;
    }
  }
  if (word) out.code(codeOf(word));
  return out.finish();
}

/**
 * LZW codes for `total` zero bytes without building the input: code 258 + i stands for i + 2 zeros, so each table
 * (until it is full and cleared) yields about 7 MB from 5.5 KB.
 */
export function lzwZeros(total: number): Buffer {
  const out = new LzwWriter();
  let left = total;
  while (left > 0) {
    out.clear();
    out.code(0);
    left -= 1;
    let code = 258;
    for (; code < 4094 && left >= code - 256; code++) {
      out.code(code);
      left -= code - 256;
    }
    // A tail shorter than the next run: the existing entry of exactly that length, or a literal.
    if (left > 0 && left < code - 256) {
      out.code(left === 1 ? 0 : 256 + left);
      left = 0;
    }
  }
  return out.finish();
}

export function asciiHexEncode(data: Uint8Array): Buffer {
  return Buffer.from(`${Buffer.from(data).toString('hex')}>`, 'latin1');
}

export function ascii85Encode(data: Uint8Array): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((k) => data[i + k] ?? 0);
    const n = data.length - i;
    let value = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
    if (value === 0 && n >= 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(n, 4) + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** RunLengthDecode for `total` zeros: two bytes (257 - 128, 0) per run of 128. */
export function runLengthZeros(total: number): Buffer {
  const runs = Math.ceil(total / 128);
  const out = Buffer.alloc(runs * 2 + 1);
  for (let i = 0; i < runs; i++) {
    const n = i === runs - 1 ? total - i * 128 : 128;
    // A run of one is written as a one-byte literal (length byte 0).
    out[i * 2] = n === 1 ? 0 : 257 - n;
    out[i * 2 + 1] = 0;
  }
  out[runs * 2] = 128;
  return out;
}
