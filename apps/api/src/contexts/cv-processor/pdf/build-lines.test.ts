import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';

/** Body lines wide enough to fill a column, so the page's columns are real text. */
const body = (x: number, y: number, n: number, width = 300) =>
  Array.from({ length: n }, (_, i) =>
    run(`Sentence ${i} of the running text in this column goes on`, x, y + i * 12, { width }),
  );

describe('buildLines: runs on one baseline', () => {
  it('keeps a label set a little higher in its cell on the line of its entry and dates', () => {
    // "EMPLOYMENT" 4.6 pt above the entry: more than the tolerance from the title, within it from the dates.
    const lines = linesOf([
      run('EMPLOYMENT', 58, 148.6, { bold: true }),
      run('12/2023 - Present', 442, 152.5),
      run('Umbrella Labs, Valencia, Sweden', 161, 153.2),
      run('Frontend Engineer', 161, 165),
    ]);
    expect(lines.map((l) => l.segments)).toEqual([
      ['EMPLOYMENT', 'Umbrella Labs, Valencia, Sweden', '12/2023 - Present'],
      ['Frontend Engineer'],
    ]);
  });
});

describe('buildLines: words of glyphs set one by one', () => {
  /** Small capitals as Chromium prints them: one run a glyph, letters 0.8 pt apart, words 3.2 pt apart. */
  const smallCaps = (words: string[], x: number, y: number) => {
    const runs = [];
    for (const word of words) {
      for (const [i, ch] of [...word].entries()) {
        const size = i === 0 ? 7.6 : 5.2;
        runs.push(run(ch, x, y, { size, width: size * 0.7, bold: true }));
        x += size * 0.7 + 0.8;
      }
      x += 2.4;
    }
    return runs;
  };

  it("reads letter-spaced small capitals as their words: the letters' own spacing is no space", () => {
    const lines = linesOf([
      ...body(37, 600, 6, 480),
      ...smallCaps(['Best', 'Paper', 'Award,'], 37, 685),
      run('ICSE 2019', 116, 685, { size: 7.6 }),
    ]);
    // A capital after a small one across a word gap opens a segment, as any jump in size does.
    expect(lines.at(-1)?.text.replace(/\s+/g, ' ')).toBe('Best Paper Award, ICSE 2019');
  });

  it('reads a spacing accent TeX printed before a letter as the accented letter, "O´Connor" left alone', () => {
    const lines = linesOf([run('Élodie A. Wi´sniewski', 62, 76, { size: 14 }), run('Siobhán O´Connor', 62, 120)]);
    expect(lines.map((l) => l.text)).toEqual(['Élodie A. Wiśniewski', 'Siobhán O´Connor']);
  });
});

describe('buildLines: columns and attached strips', () => {
  it('never finds a gutter between the pieces of a name set in small capitals', () => {
    // A browser's small capitals: a run per letter or change of size, touching ("D" 20 pt, "R" 14.2 pt, …).
    const pieces: [string, number, number, number][] = [
      ['D', 222.2, 14.4, 20],
      ['R', 236.6, 9.5, 14.2],
      ['. H', 246.2, 24.4, 20],
      ...[...'ANNAH'].map((c, i): [string, number, number, number] => [c, 270.6 + i * 10.3, 10.3, 14.2]),
      ['O', 327, 14.4, 20],
      ...[...'KAFOR'].map((c, i): [string, number, number, number] => [c, 341.5 + i * 9.8, 9.8, 14.2]),
    ];
    const lines = linesOf(pieces.map(([text, x, width, size]) => run(text, x, 83, { size, width })));
    expect(lines.map((l) => l.text)).toEqual(['DR. HANNAH OKAFOR']);
  });

  it('never reads the page beside a contact box at the right of the name as the keys of key/value rows', () => {
    // A Google Docs-like page: the name and its subtitle stand on the baselines of two of the four contact lines at
    // the right margin, and the page goes on below the box (runs as Chromium prints it, letter paper).
    const body: [string, number, number, number, boolean][] = [
      ['EXPERIENCE', 142, 79, 11, true],
      ['Lumen Health, Portland — Senior Product Designer', 163, 247, 11, true],
      ['MARCH 2021 - PRESENT', 174, 89, 8, false],
      ['Led the redesign of the patient intake flow used by 40 clinics, cutting drop-off by 18%.', 188, 383, 11, false],
      ['Brightline Studio, Seattle — Product Designer', 208, 217, 11, true],
      ['JUNE 2017 - FEBRUARY 2021', 220, 104, 8, false],
      ['Designed mobile banking features for two regional credit unions.', 234, 287, 11, false],
      ['SKILLS', 368, 43, 11, true],
      ['Figma, Sketch, Prototyping, User Research, Design Systems, HTML, CSS', 385, 328, 11, false],
    ];
    const lines = linesOf([
      run('Priya Raghunathan', 68, 96, { size: 30, width: 229 }),
      run('Product Designer', 68, 113, { size: 11, width: 77 }),
      ...body.map(([text, y, width, size, bold]) => run(text, 68, y, { width, size, bold })),
      run('221 Baker Avenue', 469, 79, { width: 74 }),
      run('Portland, OR 97205', 463, 94, { width: 80 }),
      run('(503) 555-0147', 481, 109, { width: 62 }),
      run('priya.r@fastmail.com', 456, 124, { width: 87 }),
    ]);
    const texts = lines.map((l) => l.text);
    expect(texts).toEqual(expect.arrayContaining(['Priya Raghunathan', 'Product Designer', ...body.map((b) => b[0])]));
  });

  it('reads a header box of contact lines above a date column on its own, the dates beside their entries', () => {
    const lines = linesOf([
      run('Alex Example', 60, 67, { size: 28, width: 200 }),
      run('Data Engineer', 60, 81),
      run('+44 7700 900123', 470, 52, { width: 80 }),
      run('alex@example.com', 420, 64, { width: 130 }),
      run('Lyon, France', 490, 73, { width: 60 }),
      run('github.com/alex', 450, 87, { width: 100 }),
      run('Experience', 60, 214, { bold: true }),
      run('Mercado Libre (Seattle, TX)', 60, 230, { bold: true }),
      run('Data Engineer', 60, 242),
      ...body(60, 254, 3, 330),
      run('Monarch Studios', 60, 300, { bold: true }),
      run('Mobile Developer', 60, 312),
      ...body(60, 324, 3, 330),
      run('09/2024 – Present', 460, 230, { width: 90 }),
      run('07/2022 – 07/2024', 460, 300, { width: 90 }),
    ]);
    expect(lines.find((l) => l.text.startsWith('Mercado'))?.segments).toEqual([
      'Mercado Libre (Seattle, TX)',
      '09/2024 – Present',
    ]);
    expect(lines.find((l) => l.text.startsWith('Monarch'))?.segments).toEqual(['Monarch Studios', '07/2022 – 07/2024']);
    expect(lines.some((l) => l.text === 'alex@example.com')).toBe(true);
  });

  it('reads a right-hand date column beside its entries, a wrapped date joined into one segment', () => {
    const lines = linesOf([
      run('Technical Lead', 60, 100, { bold: true }),
      run('Tyrell Health, Austin', 60, 112),
      ...body(60, 124, 3, 330),
      run('Data Analyst', 60, 170, { bold: true }),
      run('Hooli', 60, 182),
      ...body(60, 194, 3, 330),
      // The date column: "Oct 2022 –" / "Present" wraps, "Jul 2021 – Sep 2022" fits.
      run('Oct 2022 –', 470, 100, { width: 48 }),
      run('Present', 470, 112, { width: 36 }),
      run('Jul 2021 – Sep 2022', 470, 170, { width: 90 }),
    ]);
    expect(lines.find((l) => l.text.startsWith('Technical Lead'))?.segments).toEqual([
      'Technical Lead',
      'Oct 2022 – Present',
    ]);
    expect(lines.find((l) => l.text.startsWith('Data Analyst'))?.segments).toEqual([
      'Data Analyst',
      'Jul 2021 – Sep 2022',
    ]);
  });

  it('reads a sidebar of its own as a column, before the main column, not line by line with it', () => {
    const sidebar = [
      'CONTACT',
      'ada@example.com',
      '+44 20 7946 0958',
      'London, UK',
      'SKILLS',
      'Python',
      'Kafka',
      'Terraform',
    ];
    const lines = linesOf([
      ...sidebar.map((t, i) => run(t, 40, 100 + i * 11, { size: 9 })),
      run('EXPERIENCE', 220, 100, { bold: true }),
      ...body(220, 112, 8),
    ]);
    const texts = lines.map((l) => l.text);
    expect(texts.slice(0, sidebar.length)).toEqual(sidebar);
    expect(texts[sidebar.length]).toBe('EXPERIENCE');
  });

  it('keeps the gutter of two columns under a name centred across both', () => {
    const lines = linesOf([
      run('Kenji', 180, 50, { size: 36, width: 100 }),
      run('Johansson', 285, 50, { size: 36, bold: true, width: 160 }),
      ...body(36, 120, 6, 170),
      ...body(225, 120, 6, 320),
    ]);
    expect(lines[0]?.text).toBe('Kenji Johansson');
    // Left column first, whole, then the right one.
    expect(lines.slice(1, 7).every((l) => l.x === 36)).toBe(true);
    expect(lines.slice(7).every((l) => l.x === 225)).toBe(true);
  });

  it('reads letter-spaced capitals as their word and splits a line where the type size jumps', () => {
    const lines = linesOf([
      run('W O R K E X P E R I E N C E', 42, 100, { bold: true }),
      run('Languages', 67, 130, { size: 20.5, width: 95 }),
      run('German', 183, 130, { size: 16.4, bold: true, width: 58 }),
    ]);
    expect(lines[0]?.text).toBe('WORKEXPERIENCE');
    expect(lines[1]?.segments).toEqual(['Languages', 'German']);
  });

  it('reads letter-spaced words with their word breaks: runs of spaced letters, or gaps wider than a letter gap', () => {
    const text = (runs: Parameters<typeof linesOf>[0]) => linesOf(runs).map((l) => l.text);
    // pdf.js: one run per word of spaced capitals (CSS letter-spacing), a light first name beside a bold surname.
    expect(
      text([
        run('K E N J I', 30, 60, { size: 30, width: 86 }),
        run('M . Å K E S S O N', 131, 60, { size: 30, bold: true, width: 217 }),
      ]),
    ).toEqual(['KENJI M. ÅKESSON']);
    expect(
      text([
        run('W O R K', 30, 120, { size: 11, bold: true, width: 45 }),
        run('H I S T O R Y', 85, 120, { size: 11, bold: true, width: 70 }),
      ]),
    ).toEqual(['WORK HISTORY']);
    // One glyph per run (small capitals), a wider gap between the two words.
    const glyphs = (word: string, x: number) => [...word].map((c, i) => run(c, x + i * 5, 160, { width: 4 }));
    expect(text([...glyphs('DEAN', 40), ...glyphs('LIST', 64)])).toEqual(['DEAN LIST']);
  });

  it('keeps a month over a year ("07/2008") and drops a page count ("2/3")', () => {
    const lines = linesOf([
      run('07/2008', 40, 100, { size: 8 }),
      run('University of Leeds', 40, 112, { bold: true }),
      run('2/3', 290, 820, { size: 8 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['07/2008', 'University of Leeds']);
  });

  it('reads key/value rows of a form as values, the keys dropped, even where the keys hold more text', () => {
    const key = (text: string, y: number) => run(text, 200 - text.length * 5, y);
    const lines = linesOf([
      run('Work experience', 100, 80, { size: 12, bold: true }),
      key('Dates', 100),
      run('Apr 2023 – Nov 2024', 217, 100),
      key('Occupation or position held', 114),
      run('Financial Analyst', 217, 114, { bold: true }),
      key('Name and address of employer', 128),
      run('Zentrale Verkehrsbetriebe', 217, 128),
      key('Main activities and', 142),
      run('Led the migration of a monolith', 217, 142),
      key('responsibilities', 154),
      key('Dates', 180),
      run('Dec 2019 – Apr 2023', 217, 180),
      key('Occupation or position held', 194),
      run('Associate Consultant', 217, 194, { bold: true }),
      key('Name and address of employer', 208),
      run('Vandelay Industries', 217, 208),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Work experience',
      'Apr 2023 – Nov 2024',
      'Financial Analyst',
      'Zentrale Verkehrsbetriebe',
      'Led the migration of a monolith',
      'Dec 2019 – Apr 2023',
      'Associate Consultant',
      'Vandelay Industries',
    ]);
  });

  it('reads a left column of section names and dates beside its rows, a name centred on its rows opening them', () => {
    const lines = linesOf([
      run('CONTACT', 37, 103, { size: 9 }),
      run('Email dana@example.com', 203, 94),
      run('Phone +44 20 7946 3823', 203, 111),
      run('WORK EXPERIENCE', 37, 279, { size: 9 }),
      run('QA Engineer at Lumen Payments, a payments company in London', 201, 282, { bold: true }),
      run('Automated monthly reporting, saving 20 hours of manual work each month', 226, 297),
      run('2019-05-01 to 2022-03-01', 37, 324, { size: 7.6, bold: true }),
      run('Data Engineer at Stark Logistics GmbH, a logistics company in Hamburg', 201, 324, { bold: true }),
      run('Interviewed customers and turned the findings into a quarterly roadmap', 226, 339),
      run('Maintained data quality checks for the finance warehouse and its reports', 226, 356),
      run('LANGUAGES', 37, 520, { size: 9 }),
      run('Hindi B2', 203, 511),
      run('English Native', 203, 528),
    ]);
    expect(lines.map((l) => l.segments[0])).toEqual([
      'CONTACT',
      'Email dana@example.com',
      'Phone +44 20 7946 3823',
      'WORK EXPERIENCE',
      'Automated monthly reporting, saving 20 hours of manual work each month',
      '2019-05-01 to 2022-03-01',
      'Interviewed customers and turned the findings into a quarterly roadmap',
      'Maintained data quality checks for the finance warehouse and its reports',
      'LANGUAGES',
      'Hindi B2',
      'English Native',
    ]);
  });

  it('reads the end of a row of skill chips that runs past a gutter as the end of that row', () => {
    // Two groups of chips side by side ("Cloud", "Languages"), the row running past the page's gutters.
    const chip = (text: string, x: number, right: number) => run(text, x, 370, { size: 8.8, width: right - x });
    const lines = linesOf([
      ...body(12, 100, 3, 160),
      run('Cloud', 12, 345, { width: 25 }),
      run('Languages', 219, 345, { width: 48 }),
      chip('Helm', 19, 39),
      chip('Terraform', 57, 94),
      chip('Azure', 112, 135),
      chip('Google Cloud', 152, 206),
      chip('C++', 226, 242),
      chip('TypeScript', 260, 301),
      chip('R', 319, 325),
      chip('Rust', 343, 361),
      chip('Kotlin', 378, 400),
      chip('SQL', 418, 435),
      run('Interests', 12, 409, { size: 12 }),
    ]);
    // The chips past the gutter stay on their row, not read as a column after the page.
    expect(lines.find((l) => l.text.includes('Rust'))?.text).toMatch(/TypeScript {2}R {2}Rust\s+Kotlin\s+SQL$/);
  });

  it('drops a numbered page footer that names the document', () => {
    const lines = linesOf([
      run('Barista', 218, 732),
      run('Page 1 - Curriculum vitae of Hannah Dubois', 98, 820, { size: 8.9 }),
      run('Operations Manager', 218, 88, { page: 2 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Barista', 'Operations Manager']);
  });

  it('reads the key/value rows of a short last page as rows, its page footer under the keys not counted', () => {
    // Page 3 of a Europass CV: two rows, a heading in the label column, and the footer in the label column's place.
    const lines = linesOf([
      run('Other language(s)', 113, 61, { width: 80 }),
      run('English (B2)', 217, 61, { width: 55 }),
      run('Technical skills and', 109, 75, { width: 84 }),
      run('competences', 137, 87, { width: 56 }),
      run('Data: dbt, Airflow, Kafka, Snowflake, Spark', 217, 75, { width: 189 }),
      run('Languages: Python, Rust, C++, Kotlin, C#, Ruby', 217, 101, { width: 214 }),
      run('Honours and awards', 77, 127, { size: 12, width: 116 }),
      run('Patent US 11,234,567', 217, 149, { width: 95 }),
      run('Erasmus Scholarship', 217, 163, { width: 90 }),
      run('Page 3 - Curriculum vitæ of', 98, 816, { size: 8, width: 95 }),
      run('Hannah Dubois', 139, 826, { size: 8, width: 54 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'English (B2)',
      'Data: dbt, Airflow, Kafka, Snowflake, Spark',
      'Languages: Python, Rust, C++, Kotlin, C#, Ruby',
      'Honours and awards',
      'Patent US 11,234,567',
      'Erasmus Scholarship',
    ]);
  });

  it('reads section names wrapped in a narrow left column ("EDUCATION &" / "TRAINING") beside their rows', () => {
    const label = (text: string, y: number) => run(text, 57, y, { size: 8, bold: true });
    const lines = linesOf([
      label('PROFESSIONAL', 109),
      label('SUMMARY', 121),
      run('Caring staff accountant with 3 years of experience, calm under pressure and at', 160, 109, { width: 380 }),
      run('ease with people.', 160, 129),
      label('EMPLOYMENT', 152),
      label('RECORD', 164),
      run('Staff Accountant', 160, 152, { bold: true }),
      run('Jun 2024 – Present', 470, 152),
      run('Nordic Freight Holdings AB', 160, 172),
      run('Payroll Officer', 160, 231, { bold: true }),
      run('Nov 2022 – Mar 2024', 465, 231),
      run('Nordic Freight Holdings AB, Kraków', 160, 244),
      label('EDUCATION &', 323),
      label('TRAINING', 335),
      run('University of Leeds', 160, 323, { bold: true }),
      run('Sep 2019 – Jul 2022', 468, 323),
      run('Bachelor of Arts in Accounting and Finance', 160, 344),
      label('HONOURS &', 404),
      label('AWARDS', 416),
      run('ACCA Prize for Financial Reporting', 160, 404),
      run('Finance Team Award 2020', 160, 424),
    ]);
    expect(lines.map((l) => l.segments[0])).toEqual([
      'PROFESSIONAL SUMMARY',
      'ease with people.',
      'EMPLOYMENT RECORD',
      'Nordic Freight Holdings AB',
      'Payroll Officer',
      'Nordic Freight Holdings AB, Kraków',
      'EDUCATION & TRAINING',
      'Bachelor of Arts in Accounting and Finance',
      'HONOURS & AWARDS',
      'Finance Team Award 2020',
    ]);
  });
});
