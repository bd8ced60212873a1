import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseHighlights } from './highlights.ts';

describe('parseHighlights: the items of an honours/awards section', () => {
  it('joins an item wrapped in a narrow column, whose lines sit closer than the items', () => {
    const lines = linesOf([
      run('Best Paper Award, ICSE 2019', 22, 300),
      run('Patent US 11,234,567', 22, 317),
      run('Winner, Lisbon Hackathon', 22, 335),
      run('2020', 22, 348),
      run('Erasmus Scholarship', 22, 366),
    ]);
    expect(parseHighlights(lines)).toEqual([
      'Best Paper Award, ICSE 2019',
      'Patent US 11,234,567',
      'Winner, Lisbon Hackathon 2020',
      'Erasmus Scholarship',
    ]);
  });

  it('keeps evenly spaced lines as items of their own', () => {
    const lines = linesOf([
      run('Dean’s List 2016', 22, 300),
      run('2019 Hackathon Winner', 22, 313),
      run('Erasmus', 22, 326),
    ]);
    expect(parseHighlights(lines)).toEqual(['Dean’s List 2016', '2019 Hackathon Winner', 'Erasmus']);
  });

  it('reads an item whose bullet stands apart, a hanging tag before the text', () => {
    // groff ms: ".IP \(bu 5n" sets the bullet at the margin and the item at the indent.
    const lines = linesOf([
      run('•', 72, 562, { width: 5 }),
      run('Outstanding Reviewer Award', 100, 562),
      run('•', 72, 580, { width: 5 }),
      run('ERC Starting Grant', 100, 580),
    ]);
    expect(parseHighlights(lines)).toEqual(['Outstanding Reviewer Award', 'ERC Starting Grant']);
  });
});
