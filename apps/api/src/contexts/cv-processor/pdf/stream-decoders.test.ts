import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
import {
  ascii85Encode,
  asciiHexEncode,
  deflatedZeros,
  lzwEncode,
  lzwZeros,
  runLengthZeros,
} from '../test-support/filter-encoders.ts';

const MiB = 1024 * 1024;
const text = Buffer.from('BT /F1 12 Tf 72 700 Td (Hello, decoders) Tj ET\n'.repeat(500));
const plenty = () => new DecodeBudget(64 * MiB);

describe('stream decoders', () => {
  it('decode what the matching encoders wrote', async () => {
    const data = Buffer.concat([text, randomBytes(3000)]);
    expect(await inflate(deflateSync(data), plenty())).toEqual(data);
    expect(await brotli(brotliCompressSync(data), plenty())).toEqual(data);
    expect(lzw(lzwEncode(data), plenty())).toEqual(data);
    expect(ascii85(ascii85Encode(data), plenty())).toEqual(data);
    expect(asciiHex(asciiHexEncode(data), plenty())).toEqual(data);
  });

  it('expand generated zero runs to their exact size', async () => {
    const size = 5 * MiB + 17;
    const zeros = Buffer.alloc(size);
    expect(lzw(lzwZeros(size), plenty()).equals(zeros)).toBe(true);
    expect(runLength(runLengthZeros(size), plenty()).equals(zeros)).toBe(true);
    expect((await inflate(deflatedZeros(3 * MiB, Buffer.from('head')), plenty())).subarray(0, 6)).toEqual(
      Buffer.from('head\0\0'),
    );
  });

  it('stop with BudgetExceededError as soon as the budget is spent', async () => {
    await expect(inflate(deflatedZeros(8 * MiB), new DecodeBudget(MiB))).rejects.toBeInstanceOf(BudgetExceededError);
    await expect(brotli(brotliCompressSync(Buffer.alloc(8 * MiB)), new DecodeBudget(MiB))).rejects.toBeInstanceOf(
      BudgetExceededError,
    );
    expect(() => lzw(lzwZeros(8 * MiB), new DecodeBudget(MiB))).toThrow(BudgetExceededError);
    expect(() => runLength(runLengthZeros(8 * MiB), new DecodeBudget(MiB))).toThrow(BudgetExceededError);
    expect(() => ascii85(Buffer.from('z'.repeat(1000)), new DecodeBudget(3999))).toThrow(BudgetExceededError);
  });

  it('charge every stage to one budget', async () => {
    const budget = new DecodeBudget(10 * MiB);
    await inflate(deflatedZeros(4 * MiB), budget);
    await inflate(deflatedZeros(4 * MiB), budget);
    await expect(inflate(deflatedZeros(4 * MiB), budget)).rejects.toBeInstanceOf(BudgetExceededError);
  });

  it('keep what a damaged Flate stream yields before the damage, like pdf.js', async () => {
    const stream = deflateSync(text);
    const damaged = Buffer.concat([stream.subarray(0, stream.length >> 1), Buffer.alloc(64, 0xff)]);
    const out = await inflate(damaged, plenty());
    // The bytes before the damage come out intact (what follows them may be garbage until zlib notices).
    expect(out.length).toBeGreaterThan(1000);
    expect(out.subarray(0, 1000).equals(text.subarray(0, 1000))).toBe(true);
  });

  it('undo a PNG Up predictor', () => {
    const rows = [Buffer.from([2, 1, 2, 3]), Buffer.from([2, 1, 1, 1])];
    const out = unpredict(Buffer.concat(rows), { predictor: 12, colors: 1, bitsPerComponent: 8, columns: 3 }, plenty());
    expect([...out]).toEqual([1, 2, 3, 2, 3, 4]);
  });
});
