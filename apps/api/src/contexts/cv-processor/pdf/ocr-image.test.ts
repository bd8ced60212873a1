import { describe, expect, it } from 'vitest';
import {
  darkenLightType,
  flattenShading,
  frameMask,
  greyPgm,
  ruleMask,
  slidingMaxDown,
  transpose,
} from './ocr-image.ts';
import type { PageImage } from './ocr-layout.ts';

/** A white page on which `draw` paints black pixels. */
function page(draw: (set: (x: number, y: number) => void) => void): PageImage {
  const width = 200;
  const height = 100;
  const grey = new Uint8Array(width * height).fill(255);
  draw((x, y) => {
    grey[y * width + x] = 0;
  });
  return { grey, width, height };
}
const rect = (set: (x: number, y: number) => void, l: number, t: number, r: number, b: number, stroke = 2) => {
  for (let y = t; y <= b; y++) {
    for (let x = l; x <= r; x++) if (x - l < stroke || r - x < stroke || y - t < stroke || b - y < stroke) set(x, y);
  }
};
const fill = (set: (x: number, y: number) => void, l: number, t: number, r: number, b: number) => {
  for (let y = t; y <= b; y++) for (let x = l; x <= r; x++) set(x, y);
};
const at = (mask: Uint8Array, x: number, y: number) => mask[y * 200 + x];

describe('frameMask: outlines around words', () => {
  it('whitens a chip’s outline and keeps the letters inside it', () => {
    const image = page((set) => {
      rect(set, 10, 10, 80, 40);
      fill(set, 20, 18, 23, 32); // a letter's stem
      fill(set, 30, 18, 45, 21);
    });
    const mask = frameMask(image);
    expect(at(mask, 10, 25)).toBe(1);
    expect(at(mask, 50, 10)).toBe(1);
    expect(at(mask, 21, 25)).toBe(0);
    expect(at(mask, 35, 19)).toBe(0);
  });

  it('leaves an empty box, a ring around nothing and a lone bar (they frame no word)', () => {
    const image = page((set) => {
      rect(set, 10, 10, 60, 50);
      rect(set, 100, 10, 140, 50, 4);
      fill(set, 160, 10, 162, 60);
    });
    expect(frameMask(image).every((v) => v === 0)).toBe(true);
  });

  it('leaves a box that holds only a speck (a letter O with noise in it)', () => {
    const image = page((set) => {
      rect(set, 10, 10, 40, 45, 4);
      fill(set, 24, 26, 26, 28);
    });
    expect(frameMask(image).every((v) => v === 0)).toBe(true);
  });
});

describe('darkenLightType: pale type kept by the threshold', () => {
  it('darkens a pale stroke far from dark type and leaves the soft edge of a dark stroke and the paper', () => {
    const width = 40;
    const grey = new Uint8Array(width * 10).fill(255);
    for (let y = 0; y < 10; y++) {
      grey[y * width + 5] = 20; // a dark stroke's core
      grey[y * width + 6] = 170; // its soft edge
      grey[y * width + 30] = 170; // a pale heading's stroke
    }
    darkenLightType({ grey, width, height: 10 });
    expect(grey[5 * width + 6]).toBe(170);
    expect(grey[5 * width + 30]).toBe(113); // 255 × (170/255)²
    expect(grey[5 * width + 20]).toBe(255);
  });
});

describe('ruleMask: underlines and rules', () => {
  it('whitens an underline touching the letters above it, and leaves the letters', () => {
    const image = page((set) => {
      for (let x = 20; x < 150; x += 10) fill(set, x, 20, x + 3, 40); // stems standing on the line
      fill(set, 15, 41, 160, 42);
    });
    const mask = ruleMask(image);
    expect(at(mask, 100, 41)).toBe(1);
    expect(at(mask, 21, 42)).toBe(1); // under a stem too: the letter comes off the line
    expect(at(mask, 21, 30)).toBe(0);
    expect(at(mask, 21, 40)).toBe(0); // the stem's foot
  });

  it('keeps a stroke that crosses the line (the tail of a "g")', () => {
    const image = page((set) => {
      fill(set, 15, 41, 160, 42);
      fill(set, 100, 30, 102, 50);
    });
    const mask = ruleMask(image);
    expect(at(mask, 101, 41)).toBe(0);
    expect(at(mask, 60, 41)).toBe(1);
  });

  it('leaves words, a thick bar, short dashes and light type on a dark band', () => {
    const words = page((set) => {
      for (let x = 10; x < 190; x += 6) fill(set, x, 60, x + 2, 62); // letters with paper between them
      fill(set, 10, 70, 190, 78); // a bar 9 px thick
      fill(set, 10, 90, 50, 91); // a dash shorter than a rule
    });
    expect(ruleMask(words).every((v) => v === 0)).toBe(true);
    const banner = page((set) => {
      fill(set, 0, 0, 199, 40);
    });
    for (let x = 0; x < 200; x++) {
      for (const y of [10, 11, 15, 16]) banner.grey[y * 200 + x] = 255; // white type's strokes
    }
    expect(at(ruleMask(banner), 100, 13)).toBe(0);
  });
});

describe('flattenShading: type on a shaded box', () => {
  it('makes a grey box paper and keeps the darker type on it, and its edges', () => {
    const image = page(() => undefined);
    const grey = (x: number, y: number, v: number) => (image.grey[y * 200 + x] = v);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 180; x++) grey(x, y, 128); // the box, after the stretch
    for (let y = 40; y < 60; y++) for (let x = 50; x < 150; x += 8) for (let d = 0; d < 3; d++) grey(x + d, y, 40);
    flattenShading(image);
    const v = (x: number, y: number) => image.grey[y * 200 + x] as number;
    expect(v(30, 30)).toBe(255); // the shade
    expect(v(21, 21)).toBe(255); // its corner: no dark rim left for a rule or a letter
    expect(v(51, 50)).toBeLessThan(100); // a stroke on it
    expect(v(5, 5)).toBe(255);
  });

  it('leaves type on paper, pale type and a dark banner as they are', () => {
    const image = page((set) => {
      fill(set, 0, 0, 199, 30); // a banner
      for (let x = 20; x < 180; x += 6) fill(set, x, 50, x + 2, 70);
    });
    for (let x = 20; x < 180; x += 6) for (let y = 80; y < 95; y++) image.grey[y * 200 + x] = 170; // pale type
    for (let x = 0; x < 200; x++) image.grey[15 * 200 + x] = 255; // white type on the banner
    const before = Uint8Array.from(image.grey);
    flattenShading(image);
    expect(image.grey).toEqual(before);
  });
});

/** A seeded noisy scan with a shaded box, a dark band and a grey column, odd sizes (no block divides them). */
function noisyScan(width: number, height: number): PageImage {
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const grey = new Uint8Array(width * height).fill(250);
  const box = (l: number, t: number, r: number, b: number, v: number) => {
    for (let y = t; y < b; y++) for (let x = l; x < r; x++) grey[y * width + x] = v;
  };
  box(10, 8, 150, 40, 150);
  box(0, 60, width, 75, 40);
  box(160, 0, width, height, 120);
  for (let p = 0; p < grey.length; p++)
    grey[p] = Math.max(0, Math.min(255, (grey[p] as number) + Math.round((next() - 0.5) * 40)));
  for (let k = 0; k < 300; k++) {
    const x = Math.floor(next() * (width - 3));
    const y = Math.floor(next() * (height - 6));
    box(x, y, x + 2, y + 6, Math.floor(next() * 90));
  }
  return { grey, width, height };
}
const fnv1a = (bytes: Uint8Array) => {
  let h = 2166136261;
  for (const v of bytes) h = Math.imul(h ^ v, 16777619) >>> 0;
  return h.toString(16);
};

describe('flattenShading: the closing in memory order', () => {
  it('gives byte for byte what the column-by-column closing gave (golden checksums)', () => {
    // Pinned from the previous implementation, which walked down each column pixel by pixel.
    for (const [width, height, sum] of [
      [203, 97, '9681f7a3'],
      [97, 203, '1f8ede02'],
    ] as const) {
      const image = noisyScan(width, height);
      flattenShading(image);
      expect(fnv1a(image.grey)).toBe(sum);
    }
  });

  it('takes the maximum over 2r + 1 rows, each column on its own; the first r rows take the first full window', () => {
    const column = [0, 0, 7, 0, 0, 0, 9, 0];
    const values = Uint8Array.from(column.flatMap((v) => [v, 255 - v]));
    slidingMaxDown(values, 2, column.length, 1);
    expect([...values].filter((_, i) => i % 2 === 0)).toEqual([7, 7, 7, 7, 0, 9, 9, 9]);
    expect([...values].filter((_, i) => i % 2 === 1)).toEqual([255, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('transposes a page about its diagonal', () => {
    expect([...transpose(Uint8Array.from([1, 2, 3, 4, 5, 6]), 3, 2)]).toEqual([1, 4, 2, 5, 3, 6]);
  });
});

describe('greyPgm: the page handed to Tesseract', () => {
  it('writes a binary PGM of the grey in the red channel', () => {
    const rgba = Uint8ClampedArray.from([0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 7, 7, 7, 255]);
    const pgm = greyPgm(rgba, 2, 2);
    expect(new TextDecoder().decode(pgm.subarray(0, 11))).toBe('P5\n2 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([0, 128, 255, 7]);
  });
});
