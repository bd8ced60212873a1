import type { Line } from '../pdf/layout-types.ts';

/**
 * "ELECTRONiCS TECHNiCiAN", "FiTBiT": fonts that set small capitals (Awesome-CV's and yaac's headers) give the
 * dotted i as a lower-case letter among capitals. A word of capitals whose only lower-case letter is "i" is read in
 * capitals throughout; "iOS" and "CEOs" keep theirs.
 */
const CAPITALS_WITH_I = /(?<![\p{L}])\p{Lu}(?:\p{Lu}|i)*i(?:\p{Lu}|i)*(?![\p{L}])/gu;

const HAS_CAPITALS_WITH_I = new RegExp(CAPITALS_WITH_I.source, 'u');

function capitalI(text: string): string {
  return text.replace(CAPITALS_WITH_I, (word) => (/\p{Lu}.*\p{Lu}/u.test(word) ? word.toUpperCase() : word));
}

export function withCapitalI(lines: Line[]): Line[] {
  return lines.map((l) =>
    HAS_CAPITALS_WITH_I.test(l.text)
      ? {
          ...l,
          text: capitalI(l.text),
          segments: l.segments.map(capitalI),
          spans: l.spans.map((sp) => ({ ...sp, text: capitalI(sp.text) })),
        }
      : l,
  );
}
