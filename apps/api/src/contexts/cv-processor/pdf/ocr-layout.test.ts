import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine.ts';
import {
  enhanceContrast,
  MAX_OCR_PIXELS,
  OCR_SCALE,
  ocrScale,
  repairDigits,
  skewOf,
  wordsToRuns,
  type PageImage,
} from './ocr-layout.ts';

const word = (text: string, left: number, top: number, width: number, height: number, line: string): OcrWord => ({
  text,
  left,
  top,
  width,
  height,
  confidence: 0.95,
  line,
});

/** A white page with the given boxes filled by vertical strokes of a given width (pixels). */
function page(boxes: { box: OcrWord; stroke: number }[]): PageImage {
  const width = 1500;
  const height = 400;
  const grey = new Uint8Array(width * height).fill(255);
  for (const { box, stroke } of boxes) {
    for (let y = box.top; y < box.top + box.height; y++) {
      for (let x = box.left; x < box.left + box.width; x++)
        if ((x - box.left) % (stroke * 3) < stroke) grey[y * width + x] = 0;
    }
  }
  return { grey, width, height };
}

describe('wordsToRuns: OCR words as text runs', () => {
  it('makes one run per phrase, sized from the letters, and splits at a wide gap', () => {
    const words = [
      word('Site', 112, 100, 50, 20, 'a'),
      word('Reliability', 174, 100, 140, 24, 'a'),
      word('Engineer', 327, 100, 119, 25, 'a'),
      word('Feb', 1178, 101, 41, 19, 'a'),
      word('2023', 1230, 101, 52, 19, 'a'),
    ];
    const runs = wordsToRuns(words, 1, 2.5);
    expect(runs.map((r) => r.text)).toEqual(['Site Reliability Engineer', 'Feb 2023']);
    // "Engineer" (no descender, capitals): 25 px / 0.72 at 2.5 px a point ≈ 11 pt, not the 10 pt of its box.
    expect(runs[0]?.size).toBeGreaterThan(10.5);
    expect(runs[0]?.y).toBeCloseTo(runs[1]?.y ?? 0, 0);
  });

  it('reads bold from wide strokes and turns a tiny opening mark into a bullet', () => {
    const title = [word('Data', 100, 50, 60, 20, 't'), word('Analyst', 170, 50, 100, 20, 't')];
    const company = [word('Hooli', 290, 50, 70, 20, 't')];
    const item = [
      word('«', 100, 100, 8, 8, 'b'),
      word('Built', 120, 92, 70, 20, 'b'),
      word('pipelines', 200, 92, 120, 24, 'b'),
    ];
    const image = page([
      ...title.map((box) => ({ box, stroke: 4 })),
      ...[...company, ...item].map((box) => ({ box, stroke: 2 })),
    ]);
    const runs = wordsToRuns([...title, ...company, ...item], 1, 2.5, image);
    expect(runs.map((r) => [r.text, r.bold])).toEqual([
      ['Data Analyst', true],
      ['Hooli', false],
      ['• Built pipelines', false],
    ]);
  });

  it('keeps one weight across a phrase whose words straddle the bold threshold', () => {
    // "Mobile Developer", all bold: "Developer" reads a little wider than the body (1.4 times), "Mobile" does not.
    const title = [word('Mobile', 100, 50, 80, 20, 't'), word('Developer', 190, 50, 120, 20, 't')];
    const body = [
      word('Banco', 100, 100, 70, 20, 'b'),
      word('Santander', 180, 100, 120, 20, 'b'),
      word('Toronto', 310, 100, 90, 20, 'b'),
    ];
    const image = page([
      { box: title[0] as OcrWord, stroke: 5 },
      { box: title[1] as OcrWord, stroke: 7 },
      ...body.map((box) => ({ box, stroke: 5 })),
    ]);
    const runs = wordsToRuns([...title, ...body], 1, 2.5, image);
    expect(runs.map((r) => [r.text, r.bold])).toEqual([
      ['Mobile Developer', true],
      ['Banco Santander Toronto', false],
    ]);
  });

  it('takes the scan’s skew out before it sets baselines', () => {
    // A page tilted by about one degree: the words of a long line drop 2 px every 100 px.
    const tilted = [
      'One',
      'tilted',
      'line',
      'of',
      'text',
      'that',
      'runs',
      'across',
      'the',
      'whole',
      'sheet',
      'here',
    ].map((t, i) => word(t, 100 + i * 120, 100 + i * 2.4, 90, 20, `l${Math.floor(i / 4)}`));
    const date = word('2021', 1300, 126, 52, 20, 'd');
    const title = word('Engineer', 100, 100, 120, 20, 't');
    const runs = wordsToRuns([...tilted, date, title], 1, 2.5);
    const y = (t: string) => runs.find((r) => r.text.includes(t))?.y ?? 0;
    expect(Math.abs(y('2021') - y('Engineer'))).toBeLessThan(2);
  });

  it('reads the skew from two long lines when the page has no more (a date far right of its title)', () => {
    // Tilted 0.45°: 0.8 px every 100 px. Two full lines, then a title with its date 1 200 px to the right.
    const long = (id: string, top: number) =>
      ['Owned', 'the', 'rotation', 'and', 'wrote', 'the', 'incident', 'report'].map((t, i) =>
        word(t, 140 + i * 120, top + i * 0.96, 100, 24, id),
      );
    const title = [word('Institute', 180, 380, 110, 24, 't'), word('of', 300, 381, 28, 23, 't')];
    const date = word('2018-07-01', 1306, 392, 141, 21, 'd');
    expect(skewOf([long('a', 150), long('b', 200)])).toBeCloseTo(0.008, 3);
    const runs = wordsToRuns([...long('a', 150), ...long('b', 200), ...title, date], 1, 2.5);
    const y = (t: string) => runs.find((r) => r.text.includes(t))?.y ?? 0;
    expect(Math.abs(y('2018') - y('Institute'))).toBeLessThan(1);
  });

  it('takes the skew out of the left edges too: a right-aligned label column stays flush down the page', () => {
    // Tilted 0.6°: lines climb 1 px every 100 px, so a column's edge drifts right 1 px every 100 px down the page.
    const long = (id: string, top: number) =>
      ['Designed', 'the', 'public', 'REST', 'interface', 'used', 'by', 'partners'].map((t, i) =>
        word(t, 500 + i * 120, top - i * 1.2, 100, 24, id),
      );
    const label = (id: string, top: number) => word('Dates', 300 + top / 100, top, 80, 24, id);
    const runs = wordsToRuns([...long('a', 200), ...long('b', 1000), label('x', 100), label('y', 1900)], 1, 2.5);
    const rights = runs.filter((r) => r.text === 'Dates').map((r) => r.x + r.width);
    expect(rights).toHaveLength(2);
    expect(Math.abs((rights[0] as number) - (rights[1] as number))).toBeLessThan(0.5);
  });

  it('takes no skew from too little text', () => {
    const short = (id: string, top: number) => [
      word('Data', 100, top, 60, 20, id),
      word('Team', 320, top + 3, 60, 20, id),
    ];
    expect(skewOf([short('a', 100), short('b', 200)])).toBe(0);
  });

  it('darkens light type before OCR and leaves the paper white', () => {
    // 1 000 pixels: mostly paper (240), some ink (20), some pale grey type (190).
    const grey = [...Array(900).fill(240), ...Array(60).fill(20), ...Array(40).fill(190)];
    const rgba = new Uint8ClampedArray(grey.flatMap((v) => [v, v, v, 255]));
    enhanceContrast(rgba);
    const at = (i: number) => rgba[i * 4] as number;
    expect(at(0)).toBe(255);
    expect(at(900)).toBe(0);
    expect(at(960)).toBeLessThan(180);
  });
});

describe('repairDigits: OCR letters read inside numbers', () => {
  it.each([
    ['20l9', '2019'],
    ['2O19–2O21', '2019–2021'],
    ['O3/2O21', '03/2021'],
    ['2019-O3-01', '2019-03-01'],
    ['(20l9)', '(2019)'],
    ['3.8/4.O', '3.8/4.0'],
  ])('reads %s as %s', (read, printed) => expect(repairDigits(read)).toBe(printed));

  it.each(['aoifeokaforl0@example.org', 'B2', '(B2)', '2M', 'Oct', 'Il', 'l0', 'Sep2O19', 'Lyon 1', '1st'])(
    'leaves %s alone (a letter touches it, or too few digits)',
    (text) => expect(repairDigits(text)).toBe(text),
  );

  it('repairs the words before they become runs', () => {
    const runs = wordsToRuns([word('Jun', 100, 100, 40, 20, 'a'), word('20l9', 150, 100, 52, 20, 'a')], 1, 2.5);
    expect(runs.map((r) => r.text)).toEqual(['Jun 2019']);
  });

  it('reads a small round mark between list items as the bullet it is, and leaves a dash a dash', () => {
    const runs = wordsToRuns(
      [
        word('Redis', 100, 100, 60, 20, 'a'),
        word('*', 170, 106, 7, 7, 'a'),
        word('Kafka', 185, 100, 60, 20, 'a'),
        word('»', 255, 106, 8, 7, 'a'),
        word('Go', 270, 100, 28, 20, 'a'),
        word('Spanish', 100, 140, 80, 20, 'b'),
        word('-', 188, 150, 8, 2, 'b'),
        word('B2', 204, 140, 26, 20, 'b'),
        word('05/2022', 100, 180, 80, 20, 'c'),
        word('-', 186, 188, 6, 5, 'c'),
        word('06/2023', 198, 180, 80, 20, 'c'),
      ],
      1,
      2.5,
    );
    expect(runs.map((r) => r.text)).toEqual(['Redis • Kafka • Go', 'Spanish - B2', '05/2022 - 06/2023']);
  });
});

describe('ocrScale', () => {
  it('renders a page at 180 dpi unless that passes MAX_OCR_PIXELS; a page the size of a wall is rendered smaller', () => {
    expect(ocrScale(595, 842)).toBe(OCR_SCALE);
    expect(ocrScale(612, 1008)).toBe(OCR_SCALE);
    const huge = ocrScale(5000, 7000);
    expect(huge).toBeLessThan(0.34);
    expect(5000 * huge * 7000 * huge).toBeLessThanOrEqual(MAX_OCR_PIXELS + 1);
  });
});
