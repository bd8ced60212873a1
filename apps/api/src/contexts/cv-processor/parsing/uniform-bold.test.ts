import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { withoutUniformBold } from './uniform-bold.ts';

const page = (boldBody: boolean) =>
  linesOf([
    run('Harriet Quill', 72, 40, { size: 20, bold: true }),
    run('harriet@example.org • (413) 555-0142', 72, 70),
    run('Research', 72, 100, { bold: true }),
    ...[
      'Northwind Design Group, Boston, MA',
      'Graduate Intern',
      'The Northwind Design Group (NDG) is a research group with a variety of interests',
      'Harbor Data Project, Boston, MA',
      'Graduate Student Researcher',
      'The Harbor project brings data analysis to high school students through phones',
      'Teaching',
      'Introduction to Data Science, Fall 2016',
    ].map((text, i) => run(text, 72, 120 + i * 14, { bold: boldBody })),
  ]);

describe('withoutUniformBold', () => {
  it('drops the weight of a CV whose lines nearly all read bold (one contact line aside)', () => {
    const lines = withoutUniformBold(page(true));
    expect(lines.filter((l) => l.bold || l.spans.some((sp) => sp.bold))).toEqual([]);
    expect(lines.map((l) => l.text)).toEqual(page(true).map((l) => l.text));
  });

  it('keeps the weight where bold sets headings and titles apart', () => {
    expect(
      withoutUniformBold(page(false))
        .filter((l) => l.bold)
        .map((l) => l.text),
    ).toEqual(['Harriet Quill', 'Research']);
  });
});
