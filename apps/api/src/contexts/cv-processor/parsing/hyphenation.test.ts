import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { joinHyphenatedWords } from './hyphenation.ts';

/** Lines of a paragraph set at x = 150, 13.5 pt apart, through the real line builder. */
const texts = (...rows: string[]) =>
  joinHyphenatedWords(linesOf(rows.map((text, i) => run(text, 150, 400 + i * 13.5, { size: 10.9 })))).map(
    (l) => l.text,
  );

describe('joinHyphenatedWords: a word broken at the end of a line', () => {
  it('is put together on the first line, its punctuation with it, the hyphen dropped', () => {
    expect(texts('Cold Calling, Salesforce, Microsoft Ex-', 'cel, HubSpot')).toEqual([
      'Cold Calling, Salesforce, Microsoft Excel,',
      'HubSpot',
    ]);
    expect(texts('Differentiated Instruction, Assess-', 'ment, Safeguarding, Parent Commu-', 'nication')).toEqual([
      'Differentiated Instruction, Assessment,',
      'Safeguarding, Parent Communication',
    ]);
  });

  it('joins a word broken before the dates a right-hand column prints on the same line', () => {
    expect(
      texts('Senior Staff Engineer, Payments Infrastructure and Reli- 2023 – Present', 'ability, Soylent Foods'),
    ).toEqual(['Senior Staff Engineer, Payments Infrastructure and Reliability, 2023 – Present', 'Soylent Foods']);
  });

  it('keeps the hyphen of a compound: a part with a hyphen, one letter, a capital after, or printed so elsewhere', () => {
    expect(texts('Introduced end-to-', 'end tests')).toEqual(['Introduced end-to-end', 'tests']);
    expect(texts('Answered every e-', 'mail within a day')).toEqual(['Answered every e-mail', 'within a day']);
    expect(texts('Worked with Jean-', 'Luc Picard')).toEqual(['Worked with Jean-Luc', 'Picard']);
    expect(texts('Built Python-based tools and Python-', 'based services')).toEqual([
      'Built Python-based tools and Python-based',
      'services',
    ]);
  });

  it('leaves dates, spaced dashes and lines of other columns alone', () => {
    expect(texts('Lyon, 2019-', '2021 Analyst')).toEqual(['Lyon, 2019-', '2021 Analyst']);
    expect(texts('Python -', 'scripting')).toEqual(['Python -', 'scripting']);
    const apart = joinHyphenatedWords(
      linesOf([run('Data Ex-', 150, 400, { size: 10.9 }), run('cellent', 150, 460, { size: 10.9 })]),
    ).map((l) => l.text);
    expect(apart).toEqual(['Data Ex-', 'cellent']);
  });
});
