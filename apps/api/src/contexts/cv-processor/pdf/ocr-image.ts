import type { PageImage } from './ocr-layout.ts';

/**
 * Darker than this (0–255, after the contrast stretch, which makes paper white) is ink when looking for frames: a
 * light outline broken by the scan's noise would otherwise fall apart into bars.
 */
const INK = 224;

interface Component {
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixels: number;
}

/**
 * Labels the 8-connected ink components of a page: `labels[i]` is the component of pixel i plus one, 0 for paper.
 */
function components(image: PageImage): { labels: Int32Array; parts: Component[] } {
  const { grey, width, height } = image;
  const labels = new Int32Array(width * height);
  const parts: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < grey.length; start++) {
    if (labels[start] !== 0 || (grey[start] ?? 255) >= INK) continue;
    const id = parts.length + 1;
    const part = { left: width, top: height, right: -1, bottom: -1, pixels: 0 };
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const p = stack[--top] as number;
      const x = p % width;
      const y = (p - x) / width;
      part.pixels++;
      if (x < part.left) part.left = x;
      if (x > part.right) part.right = x;
      if (y < part.top) part.top = y;
      if (y > part.bottom) part.bottom = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (labels[q] === 0 && (grey[q] ?? 255) < INK) {
            labels[q] = id;
            stack[top++] = q;
          }
        }
      }
    }
    parts.push(part);
  }
  return { labels, parts };
}

/** How far from its box's edges a frame's pixels lie at most: a pill-shaped chip's rounded ends included. */
const bandOf = (c: Component) =>
  Math.min(6, Math.max(3, Math.round(Math.min(c.right - c.left, c.bottom - c.top) * 0.2)));
const nearEdge = (c: Component, x: number, y: number, band: number) =>
  x - c.left < band || c.right - x < band || y - c.top < band || c.bottom - y < band;

/**
 * Outlines drawn around words — skill chips, boxed labels — are read by OCR as brackets and bars ("[Vue.js |",
 * "(Google Cloud | Azure (Too)"). A frame is an ink component that is hollow (its pixels all lie near the edges of its
 * box) and encloses another component at least a third as tall as itself (the letters it frames). Letters never
 * enclose a letter, so they are left; "©" and the like, icons rather than text, go with the frames. Returns the
 * pixels to whiten (1), leaving any letter stroke that touches the frame inside its band.
 */
export function frameMask(image: PageImage): Uint8Array {
  const { labels, parts } = components(image);
  const mask = new Uint8Array(labels.length);
  const candidates = new Set<number>();
  parts.forEach((c, i) => {
    const w = c.right - c.left + 1;
    const h = c.bottom - c.top + 1;
    if (w >= 16 && h >= 16 && c.pixels < w * h * 0.5) candidates.add(i);
  });
  if (!candidates.size) return mask;
  const edgePixels = new Map<number, number>();
  for (let p = 0; p < labels.length; p++) {
    const i = (labels[p] as number) - 1;
    if (i < 0 || !candidates.has(i)) continue;
    const c = parts[i] as Component;
    const x = p % image.width;
    if (nearEdge(c, x, (p - x) / image.width, bandOf(c))) edgePixels.set(i, (edgePixels.get(i) ?? 0) + 1);
  }
  const frames = new Set<number>();
  for (const i of candidates) {
    const c = parts[i] as Component;
    if ((edgePixels.get(i) ?? 0) < c.pixels * 0.85) continue;
    const framed = parts.some(
      (o, j) =>
        j !== i &&
        o.pixels >= 10 &&
        o.left > c.left &&
        o.right < c.right &&
        o.top > c.top &&
        o.bottom < c.bottom &&
        o.bottom - o.top >= (c.bottom - c.top) / 3,
    );
    if (framed) frames.add(i);
  }
  for (let p = 0; p < labels.length; p++) {
    const i = (labels[p] as number) - 1;
    if (i < 0 || !frames.has(i)) continue;
    const c = parts[i] as Component;
    const x = p % image.width;
    const y = (p - x) / image.width;
    if (!nearEdge(c, x, y, bandOf(c))) continue;
    // The frame's pixels and the lighter fringe around them (blur), but no pixel of another component.
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = (y + dy) * image.width + x + dx;
        if (x + dx >= 0 && x + dx < image.width && q >= 0 && q < mask.length && (labels[q] === 0 || q === p))
          mask[q] = 1;
      }
    }
  }
  return mask;
}

/** After the contrast stretch, darker than this is the core of a stroke of dark type. */
const CORE = 64;
/** Lighter than this is paper, or the scan's noise on it: never darkened (it would be read as specks of text). */
const PALE = 200;

/**
 * Light type far from any dark stroke — a pale grey heading, a light date — is darkened further (its greys raised to
 * the power `strength`), so Tesseract's global threshold keeps it. The soft edges of dark type (within two pixels of
 * a stroke's core) are left as they are: darkening them would thicken the body text's strokes.
 */
export function darkenLightType(image: PageImage, strength = 2): void {
  const { grey, width, height } = image;
  const near = new Uint8Array(grey.length);
  const reach = 2;
  // Pixels within `reach` of a core pixel, row by row and then column by column (a square neighbourhood).
  const rows = new Uint8Array(grey.length);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    let next = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if ((grey[y * width + x] ?? 255) < CORE) next = x;
      rows[y * width + x] = next - x <= reach ? 1 : 0;
    }
    for (let x = 0; x < width; x++) {
      if ((grey[y * width + x] ?? 255) < CORE) last = x;
      if (x - last <= reach) rows[y * width + x] = 1;
    }
  }
  for (let x = 0; x < width; x++) {
    let run = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) run = y;
      if (y - run <= reach) near[y * width + x] = 1;
    }
    run = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) run = y;
      if (run - y <= reach) near[y * width + x] = 1;
    }
  }
  for (let p = 0; p < grey.length; p++) {
    const v = grey[p] as number;
    if (v < PALE && !near[p]) grey[p] = Math.round(255 * (v / 255) ** strength);
  }
}

/** Darker than this is ink when looking for rules: Tesseract's own threshold would keep it. */
const RULE_INK = 160;

/**
 * Lines drawn under or between words — the underline of a link, a table's borders, a rule under a heading — touch the
 * letters above them, and Tesseract then drops or garbles the whole line ("linkedin.com/in/…" read as nothing). A
 * rule's pixels lie on a run of ink at least `minLength` pixels long along a row (twice that along a column) — a
 * gap of up to two pale pixels, the scan's noise, does not break it, a gap of paper does — and the stack of such runs
 * across it is at most `maxThickness` pixels thick. A row through words has no such run (paper between letters),
 * and where a run crosses the stems of bold type the stack is thick; light type on a dark band (a banner) is no rule
 * either. Returns the pixels to whiten (1): the rule's and its blur, but not where a stroke crosses the rule (the
 * tail of a "g" through an underline) and never another stroke's ink.
 */
export function ruleMask(image: PageImage, minLength = 60, maxThickness = 5): Uint8Array {
  const { grey, width, height } = image;
  const mask = new Uint8Array(grey.length);
  // Ink share of each 16 × 16 block: a dark band is all long runs of ink.
  const blocksWide = Math.ceil(width / 16);
  const dark = new Uint16Array(blocksWide * Math.ceil(height / 16));
  for (let p = 0; p < grey.length; p++) {
    const x = p % width;
    const block = (((p - x) / width) >> 4) * blocksWide + (x >> 4);
    if ((grey[p] as number) < RULE_INK) dark[block] = (dark[block] as number) + 1;
  }
  const onDark = (p: number) => {
    const x = p % width;
    return (dark[(((p - x) / width) >> 4) * blocksWide + (x >> 4)] as number) > 128;
  };
  /**
   * One direction, runs of `runLength` pixels at least: `lines` lines of `length` pixels, pixel i of a line at
   * `line * lineStep + i * along`; `across` is the step to the same pixel of the next line, and `inside(p, k)` whether
   * k steps across from p stay on the page.
   */
  const scan = (
    runLength: number,
    lines: number,
    length: number,
    lineStep: number,
    along: number,
    across: number,
    inside: (p: number, k: number) => boolean,
  ) => {
    const long = new Uint8Array(grey.length);
    const value = (p: number, k: number) => (inside(p, k) ? (grey[p + k * across] as number) : 255);
    const isLong = (p: number, k: number) => inside(p, k) && long[p + k * across] === 1;
    for (let line = 0; line < lines; line++) {
      let start = -1;
      let last = -1;
      const close = () => {
        if (start >= 0 && last - start + 1 >= runLength)
          for (let i = start; i <= last; i++) long[line * lineStep + i * along] = 1;
        start = -1;
      };
      for (let i = 0; i < length; i++) {
        const v = grey[line * lineStep + i * along] as number;
        if (v < RULE_INK) {
          if (start < 0) start = i;
          last = i;
        } else if (v >= INK || i - last > 2) close();
      }
      close();
    }
    for (let p = 0; p < long.length; p++) {
      // Each stack across the runs is measured from its first pixel.
      if (!long[p] || isLong(p, -1)) continue;
      let thickness = 1;
      while (thickness <= maxThickness && isLong(p, thickness)) thickness++;
      if (thickness > maxThickness || onDark(p)) continue;
      if (value(p, -1) < RULE_INK && value(p, thickness) < RULE_INK) continue;
      for (let k = 0; k < thickness; k++) mask[p + k * across] = 1;
      // The pixel on either side: the rule's blur, or a sliver of it that the runs missed, unless a stroke goes on
      // beyond it (a letter standing on the rule keeps its foot).
      for (const [k, step] of [
        [-1, -1],
        [thickness, 1],
      ] as const) {
        const v = value(p, k);
        if (v === 255 || (v < RULE_INK && value(p, k + step) < RULE_INK)) continue;
        mask[p + k * across] = 1;
      }
    }
  };
  scan(minLength, height, width, width, 1, width, (p, k) => p + k * width >= 0 && p + k * width < grey.length);
  // A vertical rule is twice as long: the stem of a light letter in a large name may be as tall as a short rule.
  scan(minLength * 2, width, height, 1, width, 1, (p, k) => {
    const x = (p % width) + k;
    return x >= 0 && x < width;
  });
  return mask;
}

/**
 * Sliding maximum over `2 * radius + 1` rows, in place (van Herk / Gil-Werman: constant work a pixel, whatever the
 * radius). Each window [y − radius, y + radius], clipped to the page, is the maximum of `ahead` (from its first row to
 * the end of that row's block of `2 * radius + 1`) and `behind` (from the start of its last row's block to that row);
 * so the first `radius` rows take the first full window. It runs a row at a time, in memory order: walking down each
 * column pixel by pixel missed the cache at every step.
 */
export function slidingMaxDown(values: Uint8Array, width: number, height: number, radius: number): void {
  const size = 2 * radius + 1;
  const behind = new Uint8Array(values.length);
  const ahead = new Uint8Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (y % size === 0) behind.set(values.subarray(row, row + width), row);
    else
      for (let p = row; p < row + width; p++) {
        const v = values[p] as number;
        const b = behind[p - width] as number;
        behind[p] = v > b ? v : b;
      }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    if (y % size === size - 1 || y === height - 1) ahead.set(values.subarray(row, row + width), row);
    else
      for (let p = row; p < row + width; p++) {
        const v = values[p] as number;
        const a = ahead[p + width] as number;
        ahead[p] = v > a ? v : a;
      }
  }
  for (let y = 0; y < height; y++) {
    const first = Math.max(0, y - radius) * width;
    const last = Math.min(height - 1, y + radius) * width;
    for (let x = 0; x < width; x++) {
      const a = ahead[first + x] as number;
      const b = behind[last + x] as number;
      values[y * width + x] = a > b ? a : b;
    }
  }
}

/** The page turned about its diagonal (`height` × `width`), in 64-pixel tiles so that both sides stay in the cache. */
export function transpose(values: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let y0 = 0; y0 < height; y0 += 64)
    for (let x0 = 0; x0 < width; x0 += 64)
      for (let y = y0; y < Math.min(height, y0 + 64); y++)
        for (let x = x0; x < Math.min(width, x0 + 64); x++) out[x * height + y] = values[y * width + x] as number;
  return out;
}

const invert = (values: Uint8Array) => {
  for (let p = 0; p < values.length; p++) values[p] = 255 - (values[p] as number);
};

/**
 * Grey closing over a `2 * radius + 1` square: the maximum along columns and rows, then the minimum (the maximum of
 * 255 − v) along both. Each pass is a fixed window per pixel, so the passes of one kind may run in any order; the rows
 * are done as columns of the transposed page. Stepping through memory a row at a time took a dense page's closing from
 * 0.8–1.2 s to about 0.2 s of CPU (scratch timing on a 1489 × 2105 page, same output byte for byte).
 */
function closing(values: Uint8Array, width: number, height: number, radius: number): void {
  slidingMaxDown(values, width, height, radius);
  const turned = transpose(values, width, height);
  slidingMaxDown(turned, height, width, radius);
  invert(turned);
  slidingMaxDown(turned, height, width, radius);
  const back = transpose(turned, height, width);
  slidingMaxDown(back, width, height, radius);
  invert(back);
  values.set(back);
}

/** Darker than this is a dark band (a banner with light type), not a shaded box: left as it is. */
const SHADE = 96;

/**
 * Type set on a shaded box (a grey header, a tinted text box) is read as nothing: after the contrast stretch the shade
 * is as dark as the type, and Tesseract's threshold turns the whole box black. The page's background is estimated by
 * a closing (the lightest pixel around, then the darkest of those: strokes thinner than the window go, the box and
 * its edges stay); where it is a shade, neither paper nor a dark band, each pixel is divided by it, so the shade
 * becomes paper and the type on it stays darker.
 */
export function flattenShading(image: PageImage, radius = 8): void {
  const { grey, width, height } = image;
  const background = new Uint8Array(grey);
  closing(background, width, height, radius);
  for (let p = 0; p < grey.length; p++) {
    const b = background[p] as number;
    if (b >= SHADE && b < PALE) grey[p] = Math.min(255, Math.round(((grey[p] as number) * 255) / b));
  }
}

/**
 * The prepared page as Tesseract gets it: an 8-bit grey PGM (P5) of the grey `prepareForOcr` wrote into each colour
 * channel. Leptonica reads it as it stands. A PNG cost a compression here (0.2–0.5 s of a dense page on the shared
 * machine) and a decompression in WebAssembly, and carried three equal channels and an alpha that Leptonica made grey
 * again; the words read are the same.
 */
export function greyPgm(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height);
  pgm.set(header);
  for (let p = 0; p < width * height; p++) pgm[header.length + p] = rgba[p * 4] as number;
  return pgm;
}
