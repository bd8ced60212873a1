import type { Line } from '../pdf/layout-types.ts';
import type { Piece } from './header-parts.ts';
import type { Roles } from './roles.ts';

const sameStyle = (a: Piece, b: Piece) => a.bold === b.bold && a.italic === b.italic;

/**
 * "**Settlement Specialist**, Northwind, Inc. – Shared Services Center": where the title's style sets the rest of its
 * line apart as one value, an employer and its unit joined by a dash in that other style are one employer, as
 * printed (the dash cut them into two pieces; the title stays the bold one).
 */
export function withEmployerUnit(roles: Roles, pieces: Piece[], header: Line[]): Roles {
  const employer = pieces.find((p) => p.text === roles.employer);
  const title = pieces.find((p) => p.text === roles.title);
  if (!employer || !title || title.line !== employer.line || sameStyle(title, employer)) return roles;
  const unit = pieces.find(
    (p) =>
      p !== title &&
      p.line === employer.line &&
      Math.abs(p.index - employer.index) === 1 &&
      sameStyle(p, employer) &&
      !p.place,
  );
  if (!unit) return roles;
  const [first, second] = unit.index < employer.index ? [unit, employer] : [employer, unit];
  for (const line of header) {
    const from = line.text.indexOf(first.text);
    const to = from < 0 ? -1 : line.text.indexOf(second.text, from + first.text.length);
    if (to < 0) continue;
    const between = line.text.slice(from + first.text.length, to);
    if (/^\.?\s+[–—-]\s+$/.test(between)) return { ...roles, employer: line.text.slice(from, to + second.text.length) };
  }
  return roles;
}
