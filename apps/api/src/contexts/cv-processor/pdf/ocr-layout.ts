import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfLayout, TextRun } from './layout-types.ts';
import { openDocument } from './extract-layout.ts';
import { recognizeWords, type OcrWord } from './ocr-engine.ts';
import { darkenLightType, flattenShading, frameMask, greyPgm, ruleMask } from './ocr-image.ts';
import { lineEms } from './ocr-size.ts';

/** Render scale for OCR: 2.5 × 72 = 180 dpi, enough for 9–10 pt body text, small enough for < 5 s a page. */
export const OCR_SCALE = 2.5;
/**
 * Most pixels a page is rendered with: a US Legal page at 180 dpi (3.9 megapixels) fits, a larger page is rendered
 * at a lower resolution. The page size is the PDF's word: a 68 KB scan declaring a 5000 × 7000 pt page asked for a
 * 219-megapixel render (3.8 GiB of worker RSS, 88 s) before this bound.
 */
export const MAX_OCR_PIXELS = 4_000_000;

/** The scale a page of `width` × `height` points is rendered at for OCR. */
export const ocrScale = (width: number, height: number): number =>
  Math.min(OCR_SCALE, Math.sqrt(MAX_OCR_PIXELS / Math.max(1, width * height)));

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
]);

export interface OcrResult {
  layout: PdfLayout;
  /** Mean word confidence (0–1) over the pages read. */
  confidence: number;
}

/**
 * Reads the first `pages` pages of an image-only PDF: each is rendered by pdf.js onto a prebuilt Skia canvas
 * (@napi-rs/canvas) and read by Tesseract; the words become text runs in PDF points, so the same layout logic
 * (columns, lines, sections) reads them as it reads a text PDF. OCR gives no font names: the weight is read from
 * the strokes of the image.
 */
export async function ocrLayout(data: Uint8Array, pages: number): Promise<OcrResult> {
  const doc = await openDocument(data, { forOcr: true });
  const layout: PdfLayout = { pageCount: doc.numPages, pages: [], links: [] };
  let confidenceSum = 0;
  let words = 0;
  // One canvas for the document while the page size stays the same: a new Skia surface per page left 20–30 MiB of
  // native memory per page behind until a garbage collection came (12 pages: 727 MiB of RSS, against 620 MiB reused).
  let reused: Canvas | null = null;
  try {
    for (let p = 1; p <= Math.min(pages, doc.numPages); p++) {
      const page = await doc.getPage(p);
      const base = page.getViewport({ scale: 1 });
      // A page without any image has nothing OCR could read: it is skipped, not rendered.
      const { fnArray } = await page.getOperatorList();
      if (!fnArray.some((fn) => IMAGE_OPS.has(fn))) {
        layout.pages.push({ width: base.width, height: base.height, runs: [] });
        continue;
      }
      const scale = ocrScale(base.width, base.height);
      const viewport = page.getViewport({ scale });
      const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)];
      const canvas: Canvas = reused?.width === width && reused.height === height ? reused : createCanvas(width, height);
      reused = canvas;
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      enhanceContrast(pixels.data);
      prepareForOcr(pixels.data, canvas.width, canvas.height);
      const found = await recognizeWords(greyPgm(pixels.data, canvas.width, canvas.height), Math.round(72 * scale));
      const image = greyImage(pixels.data, canvas.width, canvas.height);
      page.cleanup();
      for (const w of found) confidenceSum += w.confidence;
      words += found.length;
      layout.pages.push({ width: base.width, height: base.height, runs: wordsToRuns(found, p, scale, image) });
    }
  } finally {
    await doc.destroy();
  }
  return { layout, confidence: words ? confidenceSum / words : 0 };
}

/** Grey pixels of a rendered page (one byte per pixel, 0 = black) and its width. */
export interface PageImage {
  grey: Uint8Array;
  width: number;
  height: number;
}

/**
 * Light type (grey dates, yellow headings) is darkened before OCR: greys between the page's ink and its paper are
 * stretched and bent towards ink, so Tesseract's threshold keeps them; the paper stays white.
 */
export function enhanceContrast(rgba: Uint8ClampedArray): void {
  const histogram = new Array<number>(256).fill(0);
  const lum = (i: number) =>
    (0.299 * (rgba[i] ?? 255) + 0.587 * (rgba[i + 1] ?? 255) + 0.114 * (rgba[i + 2] ?? 255)) | 0;
  for (let i = 0; i < rgba.length; i += 4) histogram[lum(i)] = (histogram[lum(i)] ?? 0) + 1;
  const total = rgba.length / 4;
  const quantile = (q: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v] ?? 0;
      if (seen >= total * q) return v;
    }
    return 255;
  };
  const ink = quantile(0.005);
  const paper = quantile(0.5);
  if (paper - ink < 40) return;
  for (let i = 0; i < rgba.length; i += 4) {
    const t = Math.min(1, Math.max(0, (lum(i) - ink) / (paper - ink)));
    const v = t > 0.93 ? 255 : Math.round(255 * t ** 1.6);
    rgba[i] = v;
    rgba[i + 1] = v;
    rgba[i + 2] = v;
  }
}

/**
 * The page as Tesseract gets it: shaded boxes made paper (`flattenShading`), light type darkened (`darkenLightType`),
 * outlines around words (skill chips, `frameMask`) and underlines and rules (`ruleMask`) whitened; the page's grey
 * pixels are written back into `rgba`.
 */
export function prepareForOcr(rgba: Uint8ClampedArray, width: number, height: number): void {
  const image = greyImage(rgba, width, height);
  flattenShading(image);
  darkenLightType(image);
  const mask = frameMask(image);
  const rules = ruleMask(image);
  for (let p = 0; p < rules.length; p++) if (rules[p]) mask[p] = 1;
  for (let p = 0, i = 0; p < image.grey.length; p++, i += 4) {
    const v = mask[p] ? 255 : (image.grey[p] as number);
    rgba[i] = v;
    rgba[i + 1] = v;
    rgba[i + 2] = v;
  }
}

export function greyImage(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): PageImage {
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    grey[i] = (0.299 * (rgba[i * 4] ?? 255) + 0.587 * (rgba[i * 4 + 1] ?? 255) + 0.114 * (rgba[i * 4 + 2] ?? 255)) | 0;
  }
  return { grey, width, height };
}

/** Mean width (pixels) of the dark strokes crossed along the rows of a box: bold type has wider strokes. */
export function strokeWidth(
  image: PageImage,
  box: { left: number; top: number; width: number; height: number },
): number {
  let dark = 0;
  let strokes = 0;
  const bottom = Math.min(image.height, box.top + box.height);
  const right = Math.min(image.width, box.left + box.width);
  // Light type on a dark band (a coloured sidebar): the strokes are the light pixels.
  let darkPixels = 0;
  let pixels = 0;
  for (let y = Math.max(0, box.top); y < bottom; y++) {
    for (let x = Math.max(0, box.left); x < right; x++) {
      pixels++;
      if ((image.grey[y * image.width + x] ?? 255) < 128) darkPixels++;
    }
  }
  const inverted = darkPixels > pixels / 2;
  for (let y = Math.max(0, box.top); y < bottom; y++) {
    let inStroke = false;
    for (let x = Math.max(0, box.left); x < right; x++) {
      const ink = (image.grey[y * image.width + x] ?? 255) < 128 !== inverted;
      if (ink) dark++;
      if (ink && !inStroke) strokes++;
      inStroke = ink;
    }
  }
  return strokes ? dark / strokes : 0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A word's weight read from its strokes against the page's usual stroke: clearly bold (1.5 times the usual or more)
 * or regular (1.15 or less), or on either side of the threshold (1.35) but near it.
 */
type Weight = 'bold' | 'likely-bold' | 'likely-regular' | 'regular';

/**
 * Per-word weights read from strokes are noisy on short words: a word of three letters or fewer ("of", "de") takes
 * its neighbour's weight, and so does a single word differing from the words on both sides of it, or opening the
 * line before two words of the other weight unless it closes with punctuation ("**Hooli**, Data Analyst"). Returns
 * whether each word is bold.
 */
function steadyWeights(line: OcrWord[], weight: Weight[], gapAt: (i: number) => boolean): boolean[] {
  const out = weight.map((w) => w === 'bold' || w === 'likely-bold');
  const letters = (w: OcrWord) => w.text.replace(/[^\p{L}\d]/gu, '').length;
  line.forEach((w, i) => {
    if (letters(w) <= 3) out[i] = i > 0 ? (out[i - 1] as boolean) : (out[i + 1] ?? (out[i] as boolean));
  });
  for (let i = 0; i < out.length; i++) {
    const before = out[i - 1];
    const after = out[i + 1];
    if (before !== undefined && after !== undefined && before === after && out[i] !== before) out[i] = before;
  }
  if (out.length >= 3 && out[0] !== out[1] && out[1] === out[2] && !/[,:;|]$/.test(line[0]?.text ?? ''))
    out[0] = out[1] as boolean;
  // Within a phrase (words between punctuation or wide gaps) the weight changes only where it clearly does
  // ("**Data Analyst** Hooli"): stroke widths of words of one weight straddle the threshold ("Mobile **Developer**"),
  // and such a phrase takes the weight of most of its letters.
  let start = 0;
  for (let i = 1; i <= line.length; i++) {
    const prev = line[i - 1] as OcrWord;
    const next = line[i];
    if (next && !/[,:;|–—-]$/.test(prev.text) && !/^[|–—-]$/.test(next.text) && !gapAt(i)) continue;
    const words = Array.from({ length: i - start }, (_, k) => start + k);
    const sure = (k: number, w: Weight) => weight[k] === w && letters(line[k] as OcrWord) > 3;
    const clear = words.some((k) => sure(k, 'bold')) && words.some((k) => sure(k, 'regular'));
    if (!clear) {
      const heavy = words.reduce((n, k) => n + (out[k] ? letters(line[k] as OcrWord) : 0), 0);
      const all = words.reduce((n, k) => n + letters(line[k] as OcrWord), 0);
      for (const k of words) out[k] = heavy * 2 > all || (heavy * 2 === all && (out[k] as boolean));
    }
    start = i;
  }
  return out;
}

/**
 * The page's skew as a slope (dy per dx): the median slope of the word bottoms along OCR lines, each line weighted by
 * its length. A scan tilted by one degree moves a right-aligned date seven points off its title's baseline. Two long
 * lines are enough (a page with few full-width lines still has a date far right of its title); less than 600 px of
 * lines in all is too little to tell a tilt from the bounce of the words.
 */
export function skewOf(lines: OcrWord[][]): number {
  const slopes: [number, number][] = [];
  for (const line of lines) {
    const flat = line.filter((w) => /\p{L}{2}/u.test(w.text) && !/[gjpqy]/.test(w.text));
    if (flat.length < 2) continue;
    const first = flat[0] as OcrWord;
    const last = flat.at(-1) as OcrWord;
    const dx = last.left + last.width / 2 - (first.left + first.width / 2);
    if (dx < 200) continue;
    slopes.push([(last.top + last.height - (first.top + first.height)) / dx, dx]);
  }
  const total = slopes.reduce((n, [, dx]) => n + dx, 0);
  if (slopes.length < 2 || total < 600) return 0;
  slopes.sort((a, b) => a[0] - b[0]);
  let seen = 0;
  for (const [slope, dx] of slopes) {
    seen += dx;
    if (seen >= total / 2) return slope;
  }
  return 0;
}

/**
 * OCR's usual confusions inside a number: `O`/`o` for 0 and `l`/`I` for 1 ("20l9" → "2019", "O3/2O21" → "03/2021").
 * Only a number-like token is repaired: digits and those letters, maybe joined by `/ . - – —`, no letter touching
 * it, three digit places at least, two of them real digits. "aoifeokaforl0" (a letter touches), "B2" and "Oct"
 * stay as they are.
 */
const NUMBER_LIKE = /(?<![\p{L}\d])[\dOoIl](?:[\dOoIl]|[/.\-–—](?=[\dOoIl]))*(?![\p{L}\d])/gu;
export function repairDigits(text: string): string {
  return text.replace(NUMBER_LIKE, (token) => {
    const digits = token.match(/\d/g)?.length ?? 0;
    const places = token.match(/[\dOoIl]/g)?.length ?? 0;
    return digits >= 2 && places >= 3 ? token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1') : token;
  });
}

/**
 * A bullet between the items of a list ("Redis • Kafka • PostgreSQL") that OCR read as another sign: one mark, not
 * a letter or digit, not punctuation and not a dash, less than half an em high and about as wide as high (`*`, `+`,
 * `»`, `°`). A dash stays a dash even when its box looks square: "05/2022 - 06/2023" is a date range.
 */
function isDot(w: OcrWord, em: number): boolean {
  const ratio = w.width / Math.max(1, w.height);
  return /^[^\p{L}\d.,:;'"`()[\]{}/\\~_–—-]$/u.test(w.text) && w.height < em * 0.45 && ratio > 0.5 && ratio < 2;
}

/**
 * Words of one OCR line become runs in PDF points: a run per phrase (words a word-space apart, in one weight), on
 * the line's baseline (the median bottom of its words without descenders, the page's skew taken out), in the size
 * read from the letters' heights, and bold when its strokes are clearly wider than the page's usual stroke for that
 * size (OCR gives no font names; the image keeps the weight). A tiny mark opening a line is a bullet, whatever
 * letter OCR took it for.
 */
export function wordsToRuns(words: OcrWord[], page: number, scale: number, image?: PageImage): TextRun[] {
  const lines = new Map<string, OcrWord[]>();
  for (const read of words) {
    const w = { ...read, text: repairDigits(read.text) };
    // Tesseract reads noise as low-confidence specks; a word it barely believes is left out.
    if (w.confidence < 0.3 && !/[\p{L}\d]{3}/u.test(w.text)) continue;
    lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  }
  for (const [id, line] of [...lines.entries()]) {
    line.sort((a, b) => a.left - b.left);
    // A lone character on a line of its own is an icon read as a letter ("n", "u" for a phone or a pin).
    if (line.length === 1 && (line[0]?.text.length ?? 0) <= 1) lines.delete(id);
  }
  const slope = skewOf([...lines.values()]);
  const level = (w: OcrWord) => w.top + w.height - slope * (w.left + w.width / 2);
  // A tilt moves the edges of a column too (a right-aligned label column drifts across a gutter's width down the
  // page): x is read with the skew taken out, the page turned back about its top-left corner.
  const across = (w: OcrWord) => w.left + slope * (w.top + w.height);
  // Sparse-text mode may put words of stacked lines (a sidebar's contact lines) in one OCR line: they are split by
  // their height on the page.
  for (const [id, line] of [...lines.entries()]) {
    const tall = Math.max(...line.map((w) => w.height));
    const rows: OcrWord[][] = [];
    for (const w of [...line].sort((a, b) => level(a) - level(b))) {
      const row = rows.find((r) => Math.abs(level(r[0] as OcrWord) - level(w)) < tall * 0.6);
      if (row) row.push(w);
      else rows.push([w]);
    }
    if (rows.length < 2) continue;
    lines.delete(id);
    rows.forEach((row, i) =>
      lines.set(
        `${id}/${i}`,
        row.sort((a, b) => a.left - b.left),
      ),
    );
  }
  const strokes = new Map<OcrWord, number>();
  if (image) for (const w of [...lines.values()].flat()) strokes.set(w, strokeWidth(image, w));
  const ems = lineEms([...lines.values()]);
  // The page's usual stroke relative to the type size: bold is well above it.
  const usual = median(
    [...lines.values()].flatMap((line) =>
      line.filter((w) => w.text.length > 2).map((w) => (strokes.get(w) ?? 0) / (ems.get(line) as number)),
    ),
  );
  const weightOf = (w: OcrWord, em: number): Weight => {
    const ratio = usual > 0 && w.text.replace(/\W/g, '').length > 1 ? (strokes.get(w) ?? 0) / em / usual : 1;
    return ratio >= 1.5 ? 'bold' : ratio > 1.35 ? 'likely-bold' : ratio > 1.15 ? 'likely-regular' : 'regular';
  };
  const runs: TextRun[] = [];
  for (const line of lines.values()) {
    const em = ems.get(line) as number;
    const flat = line.filter((w) => !/[gjpqy]/.test(w.text));
    const baseline = median((flat.length ? flat : line).map(level));
    let current: OcrWord[] = [];
    let bold = false;
    const close = () => {
      if (!current.length) return;
      const first = current[0] as OcrWord;
      const last = current.at(-1) as OcrWord;
      runs.push({
        text: current.map((w) => w.text).join(' '),
        x: across(first) / scale,
        y: baseline / scale,
        width: (across(last) + last.width - across(first)) / scale,
        size: em / scale,
        bold,
        page,
      });
      current = [];
    };
    const weights = steadyWeights(
      line,
      line.map((w) => weightOf(w, em)),
      (i) => {
        const a = line[i - 1] as OcrWord;
        const b = line[i] as OcrWord;
        return b.left - (a.left + a.width) > em * 0.9;
      },
    );
    line.forEach((w, i) => {
      const mark = (i === 0 && w.text.length === 1 && w.height < em * 0.45 && line.length > 1) || isDot(w, em);
      const word = mark ? { ...w, text: '•' } : w;
      const wordBold = mark ? bold : (weights[i] as boolean);
      const prev = current.at(-1);
      // A gap wider than a word space separates two values of the line (a title and its dates), and so does a
      // change of weight ("**Data Analyst**, Hooli").
      const wideGap = prev !== undefined && w.left - (prev.left + prev.width) > em * 0.9;
      const reweighted = prev !== undefined && current.length > 0 && current[0]?.text !== '•' && wordBold !== bold;
      if (wideGap || reweighted) close();
      if (!current.length || current[0]?.text === '•') bold = wordBold;
      current.push(word);
    });
    close();
  }
  return runs;
}
