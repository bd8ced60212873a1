import { describe, expect, it } from 'vitest';
import { buildLines } from '../pdf/build-lines.ts';
import { linesOf, run } from '../test-support/layout.ts';
import {
  dropClosingDate,
  dropColumnLabels,
  dropConsentClause,
  dropDecorativeLetters,
  dropPageFurniture,
} from './page-furniture.ts';
import { isBullet } from './entries.ts';

const A4 = 842;
const texts = (runs: Parameters<typeof run>[] = []) => {
  const all = runs.map((r) => run(...r));
  const pages = Math.max(...all.map((r) => r.page));
  const layout = {
    pageCount: pages,
    pages: Array.from({ length: pages }, (_, i) => ({
      width: 595,
      height: A4,
      runs: all.filter((r) => r.page === i + 1),
    })),
    links: [],
  };
  return dropPageFurniture(buildLines(layout), Array(pages).fill(A4)).map((l) => l.text);
};

describe('dropPageFurniture', () => {
  it('drops a footer naming the document and page numbers, keeps the same words in the body', () => {
    expect(
      texts([
        ['Jane Doe', 60, 60, { size: 20, bold: true }],
        ['Awards', 60, 120, { bold: true, size: 13 }],
        ['Best CV Reviewer 2021', 60, 140],
        ['Jane Doe — Curriculum Vitae', 60, 810, { size: 9 }],
        ['Page 1 of 1', 480, 822, { size: 9 }],
      ]),
    ).toEqual(['Jane Doe', 'Awards', 'Best CV Reviewer 2021']);
  });

  it("drops a long footer with the page number in a cell of its own (the Europass CV's)", () => {
    expect(
      texts([
        ['Katie Smith', 60, 60, { size: 20, bold: true }],
        ['Trinity College Dublin, The University of Dublin, Ireland', 60, 120],
        ['November 1, 2020', 20, 820, { size: 7 }],
        ['© European Union, 2002 – 2020 | https://europass.cedefop.europa.eu', 200, 820, { size: 7 }],
        ['Page 1 / 2', 520, 820, { size: 7 }],
      ]),
    ).toEqual(['Katie Smith', 'Trinity College Dublin, The University of Dublin, Ireland']);
  });

  it('drops a running header that names the person and the page', () => {
    expect(
      texts([
        ['Jordan Lee', 60, 60, { size: 20, bold: true }],
        ['Data Analyst — Groupon', 60, 120],
        ['Jordan Lee – Page 2', 60, 35, { size: 8, page: 2 }],
        ['Education', 60, 60, { bold: true, size: 12, page: 2 }],
        ['Read page 2 of the report', 60, 400, { page: 2 }],
      ]),
    ).toEqual(['Jordan Lee', 'Data Analyst — Groupon', 'Education', 'Read page 2 of the report']);
  });

  it('keeps a page header that holds the name and contact line, and a CV-like word outside the bands', () => {
    expect(
      texts([
        ['Jane Doe', 60, 40, { size: 12, bold: true }],
        ['jane@example.org | +49 30 1234 5678', 60, 55, { size: 9 }],
        ['Reviewed 300 CVs a month for the hiring team', 60, 300],
        ['Page 2 of 2', 480, 822, { size: 9, page: 2 }],
      ]),
    ).toEqual(['Jane Doe', 'jane@example.org | +49 30 1234 5678', 'Reviewed 300 CVs a month for the hiring team']);
  });

  it('drops a bare page number in the footer band, keeps a header line whose e-mail address holds "cv"', () => {
    expect(
      texts([
        ['José Moreau', 40, 56, { size: 22 }],
        ['jose.moreau+cv@example.com', 436, 56, { size: 8.5 }],
        ['Skills', 60, 700, { bold: true, size: 13 }],
        ['Programming: R, Julia, Fortran, Python', 60, 720],
        ['2', 295, 809],
      ]),
    ).toEqual(['José Moreau  jose.moreau+cv@example.com', 'Skills', 'Programming: R, Julia, Fortran, Python']);
  });
});

describe('dropClosingDate', () => {
  const closing = (last: string) =>
    dropClosingDate(
      buildLines({
        pageCount: 1,
        pages: [
          {
            width: 595,
            height: A4,
            runs: [
              run('Skills', 60, 600, { bold: true, size: 12 }),
              run('Safeguarding, Mentoring', 150, 620),
              run(last, 80, 665),
            ],
          },
        ],
        links: [],
      }),
    ).map((l) => l.text);

  it('drops the place and date a CV closes with', () => {
    expect(closing('November 26, 2026')).toEqual(['Skills', 'Safeguarding, Mentoring']);
    expect(closing('Lyon, November 26, 2026')).toEqual(['Skills', 'Safeguarding, Mentoring']);
    expect(closing('München, 26.11.2026')).toEqual(['Skills', 'Safeguarding, Mentoring']);
    expect(closing('26 November 2026')).toEqual(['Skills', 'Safeguarding, Mentoring']);
  });

  it('keeps a last line that is more than a date with its day', () => {
    expect(closing('Winner, Lisbon Hackathon 2020')).toHaveLength(3);
    expect(closing('March 2021 – Present')).toHaveLength(3);
    expect(closing('2019')).toHaveLength(3);
  });
});

describe('dropColumnLabels', () => {
  it("drops a table's header row and keeps its rows and a heading alone on its line", () => {
    const lines = linesOf([
      run('Professional Experience', 60, 100, { bold: true }),
      run('Company', 60, 120, { bold: true, width: 50 }),
      run('Position', 230, 120, { bold: true, width: 50 }),
      run('Period', 430, 120, { bold: true, width: 40 }),
      run('Fluor Corporation', 60, 134, { width: 90 }),
      run('Senior Project Engineer', 230, 134, { width: 120 }),
      run('2017 – Present', 430, 134, { width: 70 }),
    ]);
    expect(dropColumnLabels(lines).map((l) => l.segments)).toEqual([
      ['Professional Experience'],
      ['Fluor Corporation', 'Senior Project Engineer', '2017 – Present'],
    ]);
  });

  it("drops letters set as decoration (cv4tw's initials down the margin) and keeps words and initials with a name", () => {
    const lines = linesOf([
      run('L', 28, 374),
      run('S F', 28, 485),
      run('Town councilor, Mairie d’Amiens', 159, 500),
      run('J. R. R. Tolkien', 28, 520),
      run('AWS', 28, 540),
    ]);
    expect(dropDecorativeLetters(lines).map((l) => l.text)).toEqual([
      'Town councilor, Mairie d’Amiens',
      'J. R. R. Tolkien',
      'AWS',
    ]);
  });

  it('reads ">" before a space as a list mark, not ">=" or an arrow in a sentence', () => {
    const [mark, operator] = linesOf([run('> Opening of Amiens circus', 60, 100), run('>=90% uptime', 60, 120)]);
    expect([isBullet(mark!), isBullet(operator!)]).toEqual([true, false]);
  });
});

describe('dropConsentClause (ADR 083)', () => {
  it('drops a consent to the processing of personal data, every line it wraps over, and keeps what stands above it', () => {
    const lines = linesOf([
      run('Tools', 60, 500, { size: 9 }),
      run('Gitbay, Quillboard, Lantern IDE', 140, 500, { size: 9 }),
      run('I hereby give consent for my personal data included in my application to be processed for the', 40, 780, {
        size: 9,
      }),
      run('purposes of the recruitment process under the Data Act of 3 March 2001, item 977 as amended.', 40, 791, {
        size: 9,
      }),
    ]);
    expect(dropConsentClause(lines).map((l) => l.text)).toEqual(['Tools  Gitbay, Quillboard, Lantern IDE']);
  });

  it('keeps a sentence that speaks of consent without giving it', () => {
    const lines = linesOf([run('Designed the consent screens of a banking app for 2 million users.', 40, 300)]);
    expect(dropConsentClause(lines)).toHaveLength(1);
  });
});
