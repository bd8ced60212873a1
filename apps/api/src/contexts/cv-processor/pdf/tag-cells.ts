import type { Piece } from './letter-spacing.ts';

/**
 * Runs standing this many font sizes apart or more, inside one segment, are two cells (tag "pills" of a row); a word
 * space is about a quarter of an em.
 */
const CELL_GAP_EM = 0.55;

/**
 * The texts of a segment parted where its runs stand almost an em apart: a row of skill tags drawn as boxes
 * ("Data Pipelines ⎵ CLI Tools ⎵ Backends", each box a run) reads as one segment, its boxes set too close to split
 * it. Null when nothing parts the segment, or when every word stands alone closed by a comma (a stretched, justified
 * comma list) so that the gaps say nothing of items.
 */
export function cellsOf(pieces: Piece[]): string[] | null {
  const cells: string[] = [];
  let current = '';
  for (const p of pieces) {
    if (current && p.gap > p.size * CELL_GAP_EM) {
      cells.push(current.trim());
      current = '';
    }
    current += (current && p.gap > p.size * 0.12 && !current.endsWith(' ') ? ' ' : '') + p.text;
  }
  if (current.trim()) cells.push(current.trim());
  const texts = cells.map((c) => c.replace(/\s+/g, ' ')).filter(Boolean);
  if (texts.length < 2 || texts.every((t) => !/\s/.test(t) && /,$/.test(t))) return null;
  return texts;
}
