import { describe, expect, it } from 'vitest';
import type { Line } from '../pdf/layout-types.ts';
import { ownColumnLines, withSiblingSkillBoxes } from './skills-column.ts';

/** A line of segments as the line builder gives it: each segment one regular span at its x. */
function line(y: number, ...cells: [string, number][]): Line {
  const segments = cells.map(([t]) => t);
  const segmentX = cells.map(([, x]) => x);
  const spans = cells.map(([text, x], segment) => ({ text, x, bold: false, italic: false, size: 10, segment }));
  const [lastText, lastX] = cells.at(-1) as [string, number];
  const [, x] = cells[0] as [string, number];
  const base = { y, size: 10, bold: false, italic: false, page: 1, gapAbove: 12 };
  return { ...base, text: segments.join('  '), segments, segmentX, spans, x, right: lastX + lastText.length * 5 };
}

describe('ownColumnLines: a right-hand sidebar skills box read beside a main column', () => {
  it('keeps the sidebar column of lines of the main column let in, and ends at a heading word there', () => {
    const lines = [
      line(500, ['Rust', 380]),
      line(512, ['Elixir', 380]),
      line(518, ['Kotlin', 380]),
      line(524, ['Fleet Services Ltd', 90], ['• Harbour Town', 200]),
      line(536, ['Zig', 380]),
      line(542, ['Scala', 380]),
      line(548, ['Mar 2018', 34], ['Forklift Licence, Level II', 90]),
      line(560, ['Ferry Works Group • Port Vale', 90], ['OCaml', 382]),
      line(572, ['Courses', 28]),
      line(584, ['Lighthouse Keeping Ltd', 90], ['Hobbies', 380]),
      line(596, ['Sailing  Chess', 384]),
    ];
    expect(ownColumnLines(lines).map((l) => l.text)).toEqual(['Rust', 'Elixir', 'Kotlin', 'Zig', 'Scala', 'OCaml']);
  });

  it('leaves alone a section whose first column holds sentences, not items', () => {
    const lines = [
      line(189, ['• Cut the nightly build time by a half, with caching', 228]),
      line(201, ['• Coached two new hires through their first releases', 228]),
      line(207, ['Kafka Redis Nomad', 43]),
      line(222, ['Vault Consul', 43], ['Harbour Analyst', 228]),
      line(233, ['Lantern Works', 231]),
    ];
    expect(ownColumnLines(lines)).toEqual(lines);
  });

  it('leaves a section alone whose lines do not keep to one column', () => {
    const lines = [line(500, ['Go, Rust', 120]), line(512, ['Tools', 40], ['Git, Vim', 120]), line(524, ['Nix', 40])];
    expect(ownColumnLines(lines)).toEqual(lines);
  });
});

describe('withSiblingSkillBoxes: skill groups of a sidebar, each under its own name (ADR 083)', () => {
  const box = (kind: string, strip: number, ...texts: string[]) => ({
    kind,
    lines: texts.map((t, i) => ({ ...line(300 + i * 16, [t, 56]), strip })),
  });

  it('reads the boxes after a box of known skills in the same column as skills', () => {
    const original = [
      box('other', 0, 'Swift Kotlin', 'Room Retrofit'),
      box('other', 0, 'Lantern IDE Quillboard', 'Harborline Tracker'),
      box('other', 0, 'Nimbus Pages'),
      box('other', 1, 'Wrote the release notes every sprint.'),
    ];
    const read = [{ ...original[0], kind: 'skills' }, ...original.slice(1)] as typeof original;
    expect(withSiblingSkillBoxes(original, read).map((s) => s.kind)).toEqual(['skills', 'skills', 'skills', 'other']);
  });

  it('leaves a box of dated or sentence lines, or a box under a known heading, as it was', () => {
    const original = [
      box('other', 0, 'Swift Kotlin'),
      box('other', 0, 'Harbour Sailing Club 2019'),
      box('interests', 0, 'Chess Rowing'),
      box('other', 0, 'Kept the club boats in repair.'),
    ];
    const read = [{ ...original[0], kind: 'skills' }, ...original.slice(1)] as typeof original;
    expect(withSiblingSkillBoxes(original, read).map((s) => s.kind)).toEqual(['skills', 'other', 'interests', 'other']);
  });
});
