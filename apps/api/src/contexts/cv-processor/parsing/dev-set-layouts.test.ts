import { describe, expect, it } from 'vitest';
import { layoutOf, linesOf, run } from '../test-support/layout.ts';
import { splitOutsideBrackets } from './brackets.ts';
import { parseEducation } from './education.ts';
import { parseExperience } from './experience.ts';
import { parseHighlights } from './highlights.ts';
import { parseCvLayout } from './parse-cv.ts';
import { linkOnLine } from './contacts.ts';
import { looksLikeSkills, parseSkills } from './skills.ts';
import { loadTaxonomy } from '../skills/skills-taxonomy.ts';

// Layouts met in the development set of real résumés (issue 21), rebuilt with invented content.
describe('real-résumé layouts of the development set', () => {
  it('keeps a dash and a comma inside a title’s brackets: the team or the kind of contract is no employer', () => {
    const entry = (y: number, title: string, employer: string, dates: string) => [
      run(title, 40, y, { size: 12 }),
      run(employer, 40, y + 16, { bold: true }),
      run(dates, 40, y + 30, { size: 9 }),
      run('• Moved the nightly ledger jobs to a queue', 48, y + 44),
    ];
    const lines = linesOf([
      ...entry(100, 'Staff Engineer (Ledger - Platform, SRE, Backend)', 'Norrvik Bank', 'Mar 2020 – Present'),
      ...entry(170, 'Web Developer (Contract, Remote)', 'Tallow Studio', 'Jan 2017 – Feb 2020'),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Staff Engineer (Ledger - Platform, SRE, Backend)', 'Norrvik Bank', '2020-03', 'present'],
      ['Web Developer (Contract, Remote)', 'Tallow Studio', '2017-01', '2020-02'],
    ]);
  });

  it('cuts a text at its separators outside brackets only', () => {
    expect(splitOutsideBrackets('Acme, Lead (Search, Ads), Oslo', /,\s+/)).toEqual([
      'Acme',
      'Lead (Search, Ads)',
      'Oslo',
    ]);
    expect(splitOutsideBrackets('Intern (unpaid, Data', /,\s+/)).toEqual(['Intern (unpaid', 'Data']);
  });

  it('reads honours after a date column: the year opens an item and is no part of it', () => {
    const lines = linesOf([
      run('2021', 60, 100),
      run('Winner of the regional robotics challenge (build a sorter from spare parts) at', 110, 100),
      run('Porto', 110, 113),
      run('2019/20  Rector’s List, University of Alder', 40, 128),
      run('2018/19  Rector’s List', 40, 143),
      run('2017', 60, 158),
      run('Best Newcomer Award, Lindenfeld School', 110, 158),
    ]);
    expect(parseHighlights(lines)).toEqual([
      'Winner of the regional robotics challenge (build a sorter from spare parts) at Porto',
      'Rector’s List, University of Alder',
      'Rector’s List',
      'Best Newcomer Award, Lindenfeld School',
    ]);
  });

  it('leaves a contact line printed after an empty honours section out of the honours', () => {
    const lines = linesOf([run('avery.lind@example.org      +44 7700 900123      avery.example.org', 40, 800)]);
    expect(parseHighlights(lines)).toEqual([]);
  });

  it('drops the key column before a list set with middle dots, and a bold label closed by a dash', () => {
    const lines = linesOf([
      run('Analysis', 57, 451, { width: 40 }),
      run('Julia · Stata · Octave', 200, 451),
      run('Other', 57, 463, { width: 25 }),
      run('Vim · tmux', 200, 463),
      run('Cloud -', 57, 480, { bold: true, width: 50 }),
      run('AWS, GCP', 110, 480),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Julia', 'Stata', 'Octave', 'Vim', 'tmux', 'AWS', 'GCP']);
  });

  it('leaves out a level label between two braced lists and the explanation after a skill', () => {
    const lines = linesOf([
      run('Proficient: {Go, Ruby, Bash}, Familiar: {Perl, Lua}', 57, 451),
      run('Haskell - writing small compilers for fun', 57, 465),
    ]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Go', 'Ruby', 'Bash', 'Perl', 'Lua', 'Haskell']);
  });

  it('parts a row of tags set half an em apart or more, closer than a segment gap, into its tags', () => {
    const tags = ['Kotlin', 'Ktor', 'Machine Learning', 'ClickHouse'];
    let x = 57;
    const runs = tags.map((t) => {
      const r = run(t, x, 451);
      x += r.width + 7;
      return r;
    });
    expect(parseSkills(linesOf(runs), loadTaxonomy())).toEqual(tags);
  });

  it('drops a group label with a spaced slash set above its tags', () => {
    const lines = linesOf([run('Build / Ops', 57, 440, { bold: true }), run('Kotlin, Ktor, Gradle', 57, 455)]);
    expect(parseSkills(lines, loadTaxonomy())).toEqual(['Kotlin', 'Ktor', 'Gradle']);
  });

  it('reads a date column printing one date per line: "Actual" over the start, a start over its end', () => {
    const lines = linesOf([
      run('Actual', 40, 100, { width: 30 }),
      run('Desarrolladora .NET', 120, 100, { bold: true }),
      run('Cobalto Digital', 420, 100, { bold: true }),
      run('Sep 2021', 40, 113, { width: 40 }),
      run('Desarrollo de servicios para la plataforma de pagos del cliente.', 120, 113),
      run('Mar 2018', 40, 140, { width: 40 }),
      run('Analista', 120, 140, { bold: true }),
      run('Brisa Sistemas', 420, 140, { bold: true }),
      run('Ago 2021', 40, 153, { width: 40 }),
      run('Soporte a los equipos de ventas con consultas SQL y tableros semanales.', 120, 153),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Desarrolladora .NET', 'Cobalto Digital', '2021-09', 'present'],
      ['Analista', 'Brisa Sistemas', '2018-03', '2021-08'],
    ]);
  });

  it('keeps the dot of ".NET" opening a title and drops a sub-heading with a dotted leader (moderncv banking)', () => {
    const lines = linesOf([
      run('PAID WORK. . . . . . . . . . . . . . . . . . . . . . . . . .', 40, 90, { size: 11 }),
      run('Fjordline Logistics', 40, 110, { bold: true }),
      run('Bergen', 480, 110),
      run('.NET Developer', 40, 124, { italic: true }),
      run('2019–2022', 480, 124),
      run('• Moved the booking service to .NET 6', 48, 138),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['.NET Developer', 'Fjordline Logistics', '2019', '2022'],
    ]);
  });

  it('leaves the honours and the year of study out of the school, and reads a grade in words', () => {
    const years = linesOf([
      run('2019 to present', 40, 100, { width: 70 }),
      run('University of Tarnmoor, Year 3', 130, 100),
      run('2013-2019', 40, 115, { width: 45 }),
      run('Kestrel Grammar School, Year 7 to Year 12', 130, 115),
    ]);
    expect(parseEducation(years).map((e) => [e.university, e.startDate, e.endDate])).toEqual([
      ['University of Tarnmoor', '2019', 'present'],
      ['Kestrel Grammar School', '2013', '2019'],
    ]);
    const honours = linesOf([
      run('Bachelor of Science in Geology', 40, 140, { bold: true }),
      run('2008', 480, 140),
      run('Ostrava Institute of Mining, Highest Honors', 40, 154),
      run('GPA: Very Good', 40, 168, { italic: true }),
    ]);
    expect(parseEducation(honours).map((e) => [e.degree, e.university, e.endDate, e.gpa])).toEqual([
      ['Bachelor of Science in Geology', 'Ostrava Institute of Mining', '2008', 'Very Good'],
    ]);
  });

  it('keeps a profile host linked from a position out of the candidate’s links', () => {
    const layout = layoutOf(
      [
        run('Priya Raman', 40, 60, { size: 22, bold: true }),
        run('priya.raman@example.net  ·  github.com/praman', 40, 90),
        run('Experience', 40, 130, { size: 14, bold: true }),
        run('Backend Developer, Kestrel Games', 40, 150, { bold: true }),
        run('2019 – 2022', 480, 150),
        run('• Core developer of the studio’s open-source engine (github.com/kestrel-games)', 48, 164),
        run('Skills', 40, 200, { size: 14, bold: true }),
        run('Go, Lua, PostgreSQL', 40, 216),
      ],
      [
        { url: 'https://github.com/praman', page: 1, y: 82 },
        { url: 'https://github.com/kestrel-games', page: 1, y: 156 },
      ],
    );
    expect(parseCvLayout(layout, loadTaxonomy()).result.socialMedias).toEqual(['https://github.com/praman']);
  });

  it('counts a link on a line only within the line’s width when the link’s left edge is known', () => {
    const [line] = linesOf([run('Backend Developer, Kestrel Games', 220, 150, { bold: true })]);
    const link = (x?: number) => ({ url: 'https://www.linkedin.com/in/priya-raman', page: 1, y: 146, x });
    expect(linkOnLine(link(230), line!)).toBe(true);
    // A sidebar's profile link at the same height, in the other column.
    expect(linkOnLine(link(30), line!)).toBe(false);
    expect(linkOnLine(link(undefined), line!)).toBe(true);
  });

  it('reads the one short line beside a degree word alone as its field', () => {
    const lines = linesOf([
      run('Universidad de Albacín', 40, 100, { bold: true }),
      run('2015-09 — 2019-06', 450, 100),
      run('Filología Hispánica', 48, 114),
      run('Grado', 56, 128),
    ]);
    expect(parseEducation(lines).map((e) => [e.degree, e.university, e.startDate, e.endDate])).toEqual([
      ['Grado in Filología Hispánica', 'Universidad de Albacín', '2015-09', '2019-06'],
    ]);
  });

  it('reads a wrapped line of a list item drawn without a bullet glyph as no position', () => {
    const lines = linesOf([
      run('Backend Developer at Lumen Pay', 28, 100, { bold: true, size: 12 }),
      run('March 2021 - Present', 28, 116, { italic: true }),
      run('Moved the billing jobs to message queues and retried failed payments through', 58, 134),
      run('two brokers', 58, 148),
      run('(Kafka, NATS).', 58, 162, { bold: true }),
      run('Added dashboards for the support team and the on-call rota of the billing', 58, 180),
      run('service, with alerts on the queue depth.', 58, 194),
      run('Junior Developer at Orbis Soft', 28, 240, { bold: true, size: 12 }),
      run('May 2019 - February 2021', 28, 256, { italic: true }),
      run('Wrote the first version of the invoicing service.', 58, 274),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Backend Developer', 'Lumen Pay', '2021-03', 'present'],
      ['Junior Developer', 'Orbis Soft', '2019-05', '2021-02'],
    ]);
  });

  it('counts a row of tags tag by tag when it tells a box of skills under an unknown heading', () => {
    const tags = (y: number, names: string[]) => {
      let x = 40;
      return names.map((t) => {
        const r = run(t, x, y, { size: 9.6 });
        x += r.width + 7;
        return r;
      });
    };
    // Row by row one row of three is a known skill; tag by tag three tags of five are.
    const lines = linesOf([
      ...tags(148, ['Kafka']),
      ...tags(163, ['Redis', 'Zorbly']),
      ...tags(178, ['Docker', 'Quandle']),
    ]);
    expect(looksLikeSkills(lines, loadTaxonomy())).toBe(true);
  });

  it('reads a bold lower-case name or a domain under a title as the employer, not as a description', () => {
    const entry = (y: number, title: string, employer: string, dates: string) => [
      run(title, 40, y, { size: 12 }),
      run(employer, 40, y + 16, { bold: true }),
      run(dates, 40, y + 30, { size: 9 }),
      run('• Kept the ingest jobs under a minute', 48, y + 44),
    ];
    const lines = linesOf([
      ...entry(100, 'Data Engineer (Streaming)', 'tessa.ee, Tallinn, Estonia', 'Jan 2021 – Present'),
      ...entry(170, 'Junior Data Engineer (Batch)', 'Vollmond Analytics, Riga, Latvia', 'Mar 2018 – Dec 2020'),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate])).toEqual([
      ['Data Engineer (Streaming)', 'tessa.ee', '2021-01'],
      ['Junior Data Engineer (Batch)', 'Vollmond Analytics', '2018-03'],
    ]);
  });

  it('composes an accent read after a capital and a word space with the letter after it ("M ¨unchen")', () => {
    const lines = linesOf([run('Alpine Institute of Geology, M ¨', 40, 100, { width: 150 }), run('unchen', 190, 100)]);
    expect(lines[0]?.text).toBe('Alpine Institute of Geology, München');
  });
});
