import type { Line } from '../pdf/layout-types.ts';

/** A list mark opening a line; an angle quote or ">" only before a space ("> Opening of Amiens circus"). */
export const BULLET_RE = /^(?:[•●▪◦‣∙·○■□➢➤►▶✓✔◆◇♦❖⁃→*–-]\s*|[>›»]\s+)/;

export function isBullet(line: Line): boolean {
  return BULLET_RE.test(line.text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}
