import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { splitSections } from './sections.ts';

describe("splitSections: a label column's heading wrapped onto the section's second line", () => {
  it('reads a label wrapped in the left column whose second word shares a line with the section ("INDUSTRY" / "EXPERIENCE")', () => {
    const lines = linesOf([
      run('EDUCATION', 40, 100, { bold: true }),
      run('Lakeside Institute of Technology, Portland, Oregon, USA', 110, 100),
      run('Bachelor of Science in Mechanical Engineering', 115, 113),
      run('INDUSTRY', 40, 150, { bold: true }),
      run('Harbor Robotics, Boston, Massachusetts, USA', 110, 150),
      run('EXPERIENCE', 40, 163, { bold: true }),
      run('Manufacturing Engineer', 110, 163),
      run('Dec 2015 – Jun 2016', 470, 163),
      run('Built twenty prototype robots with two assemblers.', 110, 176),
      run('Spiracle Medical Inc., Sunnyvale, California, USA', 110, 200),
      run('Process Engineer', 110, 213),
      run('Jul 2012 – Apr 2014', 470, 213),
    ]);
    const split = splitSections(lines);
    expect(split.sections.map((s) => [s.kind, s.title])).toEqual([
      ['education', 'EDUCATION'],
      ['experience', 'INDUSTRY EXPERIENCE'],
    ]);
    expect(split.sections[1]?.lines.slice(0, 2).map((l) => l.text)).toEqual([
      'Harbor Robotics, Boston, Massachusetts, USA',
      'Manufacturing Engineer  Dec 2015 – Jun 2016',
    ]);
  });
});

describe('splitSections: labels repeated under the entries of one section (ADR 083, 2026-11-27)', () => {
  const kinds = (runs: Parameters<typeof linesOf>[0]) =>
    splitSections(linesOf(runs)).sections.map((s) => [s.kind, s.title]);

  it('keeps a smaller label printed under each study inside the one section heading above it', () => {
    const study = (degree: string, y: number) => [
      run(degree, 40, y, { size: 14, bold: true }),
      run('2016, Polytechnic of Norhaven', 40, y + 20),
      run('Key skills', 40, y + 40, { size: 11, bold: true }),
      run('• Signal processing and embedded systems', 50, y + 56),
    ];
    expect(
      kinds([
        run('Academic Education', 40, 60, { size: 20, bold: true }),
        ...study('Master Degree in Marine Engineering', 100),
        ...study('Bachelor Degree in Physics', 200),
      ]),
    ).toEqual([['education', 'Academic Education']]);
  });
});
