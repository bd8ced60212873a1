import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { constants as bufferConstants } from 'node:buffer';
import { brotliDecompressSync } from 'node:zlib';

/**
 * A bound inside pdf.js itself, for what no pre-scan can see (an encrypted file, a stream found only through pdf.js's
 * own recovery): every byte its decoders hold is charged to the document's budget before it is allocated (ADR 084).
 *
 * pdf.js keeps its decoders private, so the worker module is loaded once through a module hook that appends an export
 * of the classes (nothing else in it changes), and their allocation points are wrapped:
 * - `DecodeStream.ensureBuffer`, through which Flate, LZW, ASCIIHex/85, RunLength, CCITT, predictors and decryption
 *   grow their output;
 * - `BrotliStream.readBlock`, replaced by native Brotli capped at what the budget has left;
 * - the JPEG, JPEG 2000 and JBIG2 decoders, refused: text extraction never needs an image (`maxImageSize: 0` removes
 *   images before decoding), so only a hostile file would reach them. Rendering a scan for OCR (ADR 081) turns JPEG
 *   and JBIG2 on for that document, each image charged to the same budget (width × height × 4) before it is decoded;
 *   JPEG 2000 (a WebAssembly decoder whose memory no budget sees) stays refused.
 * - Flate and Brotli streams say they cannot be read asynchronously: pdf.js would otherwise inflate them whole with
 *   native `DecompressionStream`, outside every bound (and, without it, mishandles a chain of two such streams).
 *   `DecompressionStream` is also removed from the worker's globals, so no path can reach it.
 */
const WORKER_URL = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;
const INTERNALS = ['DecodeStream', 'FlateStream', 'BrotliStream', 'JpegStream', 'JpxStream', 'Jbig2Stream'] as const;

/** Options of every getDocument call in the workers: text only, nothing evaluated, no image ever decoded. */
export const TEXT_ONLY_OPTIONS = {
  disableFontFace: true,
  isEvalSupported: false,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  maxImageSize: 0,
  verbosity: 0,
} as const;

/** Added to TEXT_ONLY_OPTIONS to render a scanned page: images up to 16 megapixels (a letter page at 400 dpi). */
export const OCR_IMAGE_OPTIONS = { maxImageSize: 16_000_000 } as const;

export class DecodeLimitError extends Error {}

let imagesAllowed = false;

/** Runs `read` with JPEG and JBIG2 decoding on (rendering a scan for OCR); off again afterwards. */
export async function withImageDecoding<T>(read: () => Promise<T>): Promise<T> {
  imagesAllowed = true;
  try {
    return await read();
  } finally {
    imagesAllowed = false;
  }
}

interface DecoderState {
  buffer: Uint8Array;
  bufferLength: number;
  eof: boolean;
  minBufferLength: number;
  stream: { getBytes(): Uint8Array };
}
type Method = (this: DecoderState, ...args: never[]) => unknown;
type Internals = Record<(typeof INTERNALS)[number], { prototype: Record<string, Method> }>;

let remaining = Number.POSITIVE_INFINITY;
let exceeded = false;

/** Starts a document's budget: from now on pdf.js may hold at most `bytes` of decoded data. */
export function startDecodeBudget(bytes: number) {
  remaining = bytes;
  exceeded = false;
}

/** Whether pdf.js hit the budget since startDecodeBudget (it may have swallowed the error and read on). */
export function decodeBudgetExceeded(): boolean {
  return exceeded;
}

function charge(bytes: number) {
  remaining -= bytes;
  if (remaining < 0) {
    exceeded = true;
    throw new DecodeLimitError('decoded data over budget');
  }
}

interface ImageStream {
  dict?: { get(...keys: string[]): unknown };
}

/** What decoding an image will hold: 4 bytes a pixel, from its dictionary; unknown sizes count as the largest. */
function imageBytes(stream: ImageStream): number {
  const width = Number(stream.dict?.get('Width', 'W'));
  const height = Number(stream.dict?.get('Height', 'H'));
  if (!(width > 0 && height > 0)) return OCR_IMAGE_OPTIONS.maxImageSize * 4;
  return width * height * 4;
}

function refuseImage(): never {
  throw new Error('Images are not decoded when reading text');
}

function wrap(internals: Internals) {
  const decodeStream = internals.DecodeStream.prototype;
  const ensureBuffer = decodeStream.ensureBuffer as (this: DecoderState, requested: number) => Uint8Array;
  decodeStream.ensureBuffer = function (this: DecoderState, requested: number) {
    const current = this.buffer.byteLength;
    if (requested > current) {
      // The same doubling as pdf.js, charged before the allocation happens.
      let size = this.minBufferLength;
      while (size < requested) size *= 2;
      charge(size - current);
    }
    return ensureBuffer.call(this, requested);
  } as Method;
  internals.BrotliStream.prototype.readBlock = function (this: DecoderState) {
    const input = this.stream.getBytes();
    const cap = Math.min(Math.max(1, remaining + 1), bufferConstants.MAX_LENGTH);
    let out: Buffer;
    try {
      out = brotliDecompressSync(input, { maxOutputLength: cap });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') charge(cap);
      throw err;
    }
    charge(out.length);
    this.buffer = new Uint8Array(out.buffer, out.byteOffset, out.length);
    this.bufferLength = out.length;
    this.eof = true;
  } as Method;
  for (const compressed of [internals.FlateStream.prototype, internals.BrotliStream.prototype]) {
    Object.defineProperty(compressed, 'isAsync', { get: () => false, configurable: true });
    compressed.asyncGetBytes = (async () => null) as Method;
  }
  for (const codec of ['JpegStream', 'JpxStream', 'Jbig2Stream'] as const) {
    const proto = internals[codec].prototype;
    const decode = proto.decodeImage as Method;
    proto.decodeImage =
      codec === 'JpxStream'
        ? refuseImage
        : (function (this: DecoderState & ImageStream, ...args: never[]) {
            if (!imagesAllowed) refuseImage();
            charge(imageBytes(this));
            return decode.apply(this, args);
          } as Method);
    if ('decodeImageFallback' in proto) proto.decodeImageFallback = refuseImage;
  }
}

let installing: Promise<void> | null = null;

/** Loads pdf.js's worker code with the bounds in place; call (and await) before the first getDocument. */
export function installPdfjsBounds(): Promise<void> {
  installing ??= install();
  return installing;
}

async function install() {
  const hooks = registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (url !== WORKER_URL || result.source === undefined) return result;
      const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
      return { ...result, source: `${source}\nexport { ${INTERNALS.join(', ')} };\n` };
    },
  });
  let internals: Partial<Internals> & { WorkerMessageHandler?: unknown };
  try {
    internals = (await import(WORKER_URL)) as typeof internals;
  } finally {
    hooks.deregister();
  }
  const missing = INTERNALS.filter((name) => typeof internals[name] !== 'function');
  if (missing.length) throw new Error(`pdf.js changed: ${missing.join(', ')} not found; decoding cannot be bounded`);
  wrap(internals as Internals);
  // pdf.js runs its "worker" in this thread and takes it from this global, so documents use the bounded classes.
  const global = globalThis as { pdfjsWorker?: { WorkerMessageHandler?: unknown }; DecompressionStream?: unknown };
  if (global.pdfjsWorker?.WorkerMessageHandler !== internals.WorkerMessageHandler)
    throw new Error('pdf.js worker global not set by the bounded module');
  delete global.DecompressionStream;
  if (typeof global.DecompressionStream !== 'undefined') throw new Error('DecompressionStream could not be removed');
}
