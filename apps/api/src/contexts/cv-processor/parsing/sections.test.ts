import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { splitSections } from './sections.ts';
import { vocabularyKind } from './section-vocabulary.ts';
import type { Line } from '../pdf/layout-types.ts';

const kinds = (runs: Parameters<typeof linesOf>[0]) =>
  splitSections(linesOf(runs)).sections.map((s) => [s.kind, s.title]);

describe('splitSections: headings by vocabulary and by the style the CV gives its headings', () => {
  it('keeps labels printed smaller than the headings inside their section ("Highlights" under each job)', () => {
    expect(
      kinds([
        run('Work', 470, 100, { size: 18, bold: true }),
        run('Nordlicht Energie AG', 22, 130, { bold: true }),
        run('Highlights', 22, 150, { bold: true }),
        run('• Reduced cloud costs by 35%', 37, 170),
        run('Booking.com', 22, 200, { bold: true }),
        run('Highlights', 22, 220, { bold: true }),
        run('• Owned the on-call rotation', 37, 240),
        run('Education', 440, 280, { size: 18, bold: true }),
        run('Masaryk University', 22, 310, { bold: true }),
      ]),
    ).toEqual([
      ['experience', 'Work'],
      ['education', 'Education'],
    ]);
  });

  it('keeps a label repeated under every entry inside its section, however often it is printed', () => {
    const job = (name: string, y: number) => [
      run(name, 36, y, { size: 13, bold: true }),
      run('March 2021 – November 2021', 36, y + 16),
      run('Highlights', 36, y + 34, { size: 11, bold: true }),
      run('Improved search relevance, raising conversion by 12%', 76, y + 52, { size: 11 }),
    ];
    expect(
      kinds([
        run('ABOUT', 17, 60, { size: 17, bold: true }),
        run('Pragmatic professional who enjoys turning messy problems into products.', 17, 80, { size: 11 }),
        run('WORK EXPERIENCE', 17, 110, { size: 17, bold: true }),
        ...[140, 220, 300, 380, 460].flatMap((y) => job(`Company ${y}`, y)),
        run('AWARDS', 17, 560, { size: 17, bold: true }),
        run('Google Developer Expert', 25, 580, { size: 11 }),
      ]),
    ).toEqual([
      ['summary', 'ABOUT'],
      ['experience', 'WORK EXPERIENCE'],
      ['highlights', 'AWARDS'],
    ]);
  });

  it('splits a heading off the first row beside it where the rows start with labels of a left column', () => {
    const lines = linesOf([
      run('WORK EXPERIENCE', 37, 262, { size: 9 }),
      run('Product Manager at Initech, a software company in Lyon', 201, 265, { bold: true }),
      run('Designed the public REST API used by 300 partner integrations', 226, 280),
      run('2023-04-01 to 2024-09-01', 37, 324, { size: 7.6, bold: true }),
      run('Engineering Manager at Kraków Software House, Kraków', 201, 324, { bold: true }),
      run('Mentored four junior engineers and ran the weekly code review session', 226, 339),
      run('2020-04-01 to 2023-04-01', 37, 367, { size: 7.6, bold: true }),
      run('Member of Technical Staff at Massive Dynamic, New York', 201, 367, { bold: true }),
      run('Maintained data quality checks for the finance warehouse', 226, 382),
    ]);
    const split = splitSections(lines);
    expect(split.sections.map((s) => [s.kind, s.title])).toEqual([['experience', 'WORK EXPERIENCE']]);
    expect(split.sections[0]?.lines[0]?.text).toBe('Product Manager at Initech, a software company in Lyon');
  });

  it.each([
    ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Formación académica', 'education'],
    ['Competenze', 'skills'],
    ['Centres d’intérêt', 'interests'],
    ['Werkervaring', 'experience'],
    ['Expériences de travail', 'experience'],
    ['Renseignements personnels', 'contact'],
    ['Reconocimientos', 'highlights'],
    ['Prix et distinctions', 'highlights'],
    ['Auszeichnungen', 'highlights'],
    ['Competitions', 'highlights'],
    ['Logros destacados', 'highlights'],
    ['Conquistas', 'highlights'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Eğitim', 'education'],
    ['ОПЫТ РАБОТЫ', 'experience'],
    ['Образование', 'education'],
    ['Ключевые навыки', 'skills'],
    ['Досвід роботи', 'experience'],
    ['工作经历', 'experience'],
    ['教育背景', 'education'],
    ['专业技能', 'skills'],
    ['项目经历', 'projects'],
  ])('names the kind of a heading in another language: %s', (heading, kind) =>
    expect(vocabularyKind(heading)?.kind).toBe(kind),
  );

  it('reads letter-spaced headings in mixed case as their words', () => {
    expect(
      kinds([
        run('E x p e r i e n c e', 57, 100, { size: 11, bold: true }),
        run('Mercado Libre  09/2024 – Present', 57, 116, { bold: true }),
        run('S e l e c t e d P r o j e c t s', 57, 150, { size: 11, bold: true }),
        run('Open Data Maps — maps of accessible entrances', 57, 166),
      ]),
    ).toEqual([
      ['experience', 'Experience'],
      ['projects', 'Selected Projects'],
    ]);
  });

  it('opens a section at an unknown line styled exactly like the known headings, not at a large entry title', () => {
    expect(
      kinds([
        run('About', 25, 100, { size: 10.5 }),
        run('Baggot Street 21, Toronto', 29, 113, { size: 9 }),
        run('Cloud', 25, 150, { size: 10.5 }),
        run('Ansible Google Cloud Terraform', 28, 163, { size: 9.6 }),
        run('Languages', 25, 200, { size: 10.5 }),
        run('English (Native)', 25, 213, { size: 7.5 }),
        run('Experience', 25, 250, { size: 10.5 }),
        run('Globex Corporation', 25, 263, { size: 10.5, bold: true }),
        run('Security Analyst', 25, 275, { size: 9 }),
        run('• Introduced end-to-end tests that caught regressions before release', 30, 287, { size: 8.2 }),
        run('• Mentored four junior engineers and ran the weekly code review', 30, 297, { size: 8.2 }),
      ]),
    ).toEqual([
      ['summary', 'About'],
      ['other', 'Cloud'],
      ['languages', 'Languages'],
      ['experience', 'Experience'],
    ]);
  });

  it('splits a heading printed in a left label column off the line it shares with the first entry', () => {
    const runs = [
      run('Work', 67, 100, { size: 20 }),
      run('Full Stack Developer', 183, 100, { size: 16, bold: true }),
      run('Cyberdyne Systems', 183, 118, { bold: true }),
      run('Nov 2023 – Present', 183, 134),
      run('Designed the public REST API used by partners', 193, 156),
      run('Data Analyst', 183, 190, { size: 16, bold: true }),
      run('Hooli', 183, 208, { bold: true }),
    ];
    const { sections } = splitSections(linesOf(runs));
    expect(sections.map((s) => s.kind)).toEqual(['experience']);
    expect(sections[0]?.lines[0]?.text).toBe('Full Stack Developer');
  });

  it("does not let a sidebar read first take the main column's name and headline into its last section", () => {
    const side = (text: string, y: number, heading = false) => run(text, 22, y, { size: heading ? 13 : 10 });
    const main = (text: string, y: number, size = 10.5) => run(text, 207, y, { size });
    const { header, sections } = splitSections(
      linesOf([
        side('Contact', 39, true),
        side('jan.kowalski@example.eu', 59),
        side('Top Skills', 90, true),
        side('Kafka', 110),
        side('Redis', 128),
        side('Honors-Awards', 160, true),
        side('Erasmus Scholarship', 180),
        side('Dean’s List 2015–2017', 198),
        main('Jan Kowalski', 52, 26),
        main('Data Engineer at Zalando', 76, 12),
        main('Kraków, Poland', 94, 11),
        main('Summary', 126, 15),
        main('Pragmatic professional with 9 years of experience who enjoys simple products.', 148),
        main('Experience', 193, 15),
        main('Zalando', 217, 12),
        main('Data Engineer', 234, 11),
        main('January 2024 - Present (1 year 11 months)', 247),
      ]),
    );
    expect(sections.find((s) => s.title === 'Honors-Awards')?.lines.map((l) => l.text)).toEqual([
      'Erasmus Scholarship',
      'Dean’s List 2015–2017',
    ]);
    expect(header.map((l) => l.text)).toEqual(['Jan Kowalski', 'Data Engineer at Zalando', 'Kraków, Poland']);
  });

  it("reads a bold award title holding a heading word as an item when it is set unlike the CV's headings", () => {
    expect(
      kinds([
        run('EXPERIENCE', 57, 139, { size: 11, bold: true }),
        run('Paystack — Data Scientist', 57, 157),
        run('OCTOBER 2023 - JUNE 2025', 57, 167, { size: 8.5 }),
        run('SKILLS', 391, 200, { size: 11, bold: true }),
        run('• Kanban', 391, 216),
        run('AWARDS', 391, 331, { size: 11, bold: true }),
        run('Patent US 11,234,567', 391, 348, { bold: true }),
        run('Best Paper Award, ICSE', 391, 360, { bold: true }),
        run('2019', 391, 372, { bold: true }),
      ]),
    ).toEqual([
      ['experience', 'EXPERIENCE'],
      ['skills', 'SKILLS'],
      ['highlights', 'AWARDS'],
    ]);
  });

  it.each([
    ['EMPLOYMENT RECORD', 'experience'],
    ['Education and Qualifications', 'education'],
    ['Skills & Abilities', 'skills'],
    ['HONOURS & AWARDS', 'highlights'],
    ['Academic Appointments', 'experience'],
    ['EDUCATIONAL QUALIFICATION', 'education'],
    ['Academic Details', 'education'],
    // OpenResume's singular heading, and a student's campus roles beside the volunteering.
    ['PROJECT', 'projects'],
    ['ON CAMPUS INVOLVEMENT', 'volunteer'],
    // pas-cv's French headings.
    ['Diplômes & concours', 'education'],
    ["Centres d'intérêts", 'interests'],
    // Typed without accents or with the wrong one, the same headings.
    ['Expèriences', 'experience'],
    ['Competences', 'skills'],
    ['Formation initiale', 'education'],
  ])('knows "%s" as a whole heading phrase (it may then stand in a label column)', (heading, kind) =>
    expect(vocabularyKind(heading)).toEqual({ kind, exact: true }),
  );

  it("keeps a sidebar's smaller headings when they are a heading style of their own (three different words)", () => {
    expect(
      kinds([
        run('PERSONAL DETAILS', 15, 113, { size: 11, bold: true }),
        run('+33 6 13 26 13 19', 26, 132, { size: 9 }),
        run('CORE COMPETENCIES', 15, 201, { size: 11, bold: true }),
        run('Event Planning', 15, 219, { size: 9 }),
        run('Food Safety', 15, 238, { size: 9 }),
        run('LANGUAGES', 15, 357, { size: 11, bold: true }),
        run('English — B2', 15, 375, { size: 9 }),
        run('Chloé Wiśniewski', 210, 48, { size: 26, bold: true }),
        run('Professional Summary', 210, 99, { size: 13, bold: true }),
        run('Organised restaurant supervisor with 4 years of experience, calm under pressure', 210, 120),
        run('Career History', 210, 162, { size: 13, bold: true }),
        run('Restaurant Supervisor | Maison Dupré S.A.R.L.', 210, 194, { size: 10.5, bold: true }),
        run('Ran banquets of up to 300 covers and trained new staff in upselling', 222, 210),
        run('Raised guest review scores from 8.1 to 9.0 within one season', 222, 224),
        run('Qualifications', 210, 343, { size: 13, bold: true }),
        run('Diploma in Culinary Arts, Hochschule München', 210, 365, { size: 10.5, bold: true }),
      ]),
    ).toEqual([
      ['contact', 'PERSONAL DETAILS'],
      ['skills', 'CORE COMPETENCIES'],
      ['languages', 'LANGUAGES'],
      ['summary', 'Professional Summary'],
      ['experience', 'Career History'],
      ['education', 'Qualifications'],
    ]);
  });

  it('reads a heading wrapped in a narrow label column beside the first row ("PROFESSIONAL" / "BACKGROUND")', () => {
    // Lines as the builder gives them when the label column is read into the rows: the label is a row's first
    // segment, its second word a line of its own right below.
    const row = (y: number, ...parts: [string, number][]) =>
      linesOf(parts.map(([text, x]) => run(text, x, y, { bold: x === 57 && /^[A-Z]+$/.test(text) })))[0] as Line;
    const lines = [
      row(68, ['Aïcha A. Costa', 233]),
      row(109, ['PERSONAL', 57], ['Caring warehouse supervisor with 10 years of experience, calm', 167]),
      row(120, ['STATEMENT', 57]),
      row(128, ['and at ease with people.', 167]),
      row(151, ['PROFESSIONAL', 57], ['Warehouse Supervisor', 167], ['2023.11 – Present', 480]),
      row(162, ['BACKGROUND', 57]),
      row(170, ['Kühne Lagerlogistik GmbH', 167]),
      row(229, ['Supply Chain Analyst', 167], ['2023.02 – 2023.08', 480]),
      row(242, ['Memphis Distribution LLC, Aarhus, Germany', 167]),
    ];
    expect(splitSections(lines).sections.map((s) => [s.kind, s.title, s.lines.length])).toEqual([
      ['summary', 'PERSONAL STATEMENT', 2],
      ['experience', 'PROFESSIONAL BACKGROUND', 4],
    ]);
  });

  it('keeps labels in the body size inside their sections even when three different ones are printed', () => {
    expect(
      kinds([
        run('Contact', 483, 193, { size: 19.5, bold: true }),
        run('Email', 22, 229, { size: 12, bold: true }),
        run('aichanakamura96@example.eu', 22, 243, { size: 12 }),
        run('Phone', 22, 265, { size: 12, bold: true }),
        run('+49 151 15030913', 22, 279, { size: 12 }),
        run('Work', 503, 508, { size: 19.5, bold: true }),
        run('Lumen Payments', 22, 536, { size: 10.5, bold: true }),
        run('DevOps Engineer', 22, 559, { size: 12, bold: true }),
        run('Highlights', 22, 582, { size: 12, bold: true }),
        run('• Reduced cloud costs by 35% through rightsizing and reserved capacity', 37, 616, { size: 12 }),
        run('Skills', 507, 690, { size: 19.5, bold: true }),
        run('Languages', 22, 720, { size: 12, bold: true }),
        run('• Rust', 37, 740, { size: 12 }),
      ]),
    ).toEqual([
      ['contact', 'Contact'],
      ['experience', 'Work'],
      ['skills', 'Skills'],
    ]);
  });

  it('joins a heading wrapped in a narrow sidebar ("ACADEMIC" / "BACKGROUND", "EDUCATION &" / "TRAINING")', () => {
    const sidebar = (first: string, second: string) => [
      run('CONTACT', 16, 145, { size: 11, bold: true }),
      run('+48 505 874 404', 16, 169, { size: 8.8 }),
      run(first, 16, 244, { size: 11, bold: true }),
      run(second, 16, 259, { size: 11, bold: true }),
      run('07/2008', 16, 282, { size: 8 }),
      run('Universidade do Porto', 16, 295, { size: 9.5, bold: true }),
      run('LANGUAGES', 16, 461, { size: 11, bold: true }),
      run('French (Native)', 16, 486, { size: 9.5 }),
    ];
    for (const [first, second] of [
      ['ACADEMIC', 'BACKGROUND'],
      ['EDUCATION &', 'TRAINING'],
    ] as const)
      expect(kinds(sidebar(first, second))).toEqual([
        ['contact', 'CONTACT'],
        ['education', `${first} ${second}`],
        ['languages', 'LANGUAGES'],
      ]);
  });

  it("reads an academic CV's appointments as experience and its grants and teaching as sections of their own", () => {
    expect(vocabularyKind('Academic Appointments')).toEqual({ kind: 'experience', exact: true });
    expect(vocabularyKind('Academic Positions')).toEqual({ kind: 'experience', exact: true });
    expect(vocabularyKind('Grants')?.kind).toBe('publications');
    expect(vocabularyKind('Teaching')?.kind).toBe('publications');
    expect(vocabularyKind('Peer-Reviewed Publications')?.kind).toBe('publications');
    expect(
      kinds([
        run('Honors and Awards', 62, 100, { size: 12, bold: true }),
        run('• Early Career Researcher Prize', 75, 118),
        run('Grants', 62, 145, { size: 12, bold: true }),
        run('• Research grant, National Science Foundation (700,000 USD), 2022–2024', 75, 163),
      ]),
    ).toEqual([
      ['highlights', 'Honors and Awards'],
      ['publications', 'Grants'],
    ]);
  });

  /** Rows built one by one (a label column beside a text column), each line's gap to the row above set. */
  const rows = (...specs: [number, ...[string, number, { size?: number; bold?: boolean }?][]][]) =>
    specs.map(([y, ...parts], i) => ({
      ...(linesOf(parts.map(([text, x, opts]) => run(text, x, y, { size: 9.1, ...opts })))[0] as Line),
      gapAbove: i === 0 ? 0 : y - (specs[i - 1] as [number])[0],
    }));

  it('opens sections at headings a little larger than the body, set apart by more than a blank line', () => {
    // currvita: 12 pt headings, not bold, 23–25 pt below the row above; rows 20.3 pt apart, more often than not.
    const h = { size: 12 };
    const b = { size: 10.9 };
    const lines = rows(
      [76, ['Aoife Åkesson', 62, { size: 14.3 }]],
      [99, ['Personal Details', 62, h]],
      [119.3, ['Address', 62, b], ['Leopoldstraße 9, Lyon', 150, b]],
      [139.6, ['Phone', 62, b], ['030/063 458-49', 150, b]],
      [159.9, ['E-mail', 62, b], ['aoife39@post.example.eu', 150, b]],
      [185, ['Work History', 62, h]],
      [205.3, ['2020–2023', 62, b], ['Charge Nurse, Klinikum Nord GmbH', 150, b]],
      [218.8, ['– Trained 9 newly qualified nurses in medication rounds', 150, b]],
      [239.1, ['2016–2019', 62, b], ['Ward Sister, Klinikum Nord GmbH', 150, b]],
      [259.4, ['2013–2016', 62, b], ['Charge Nurse, Mount Pleasant', 150, b]],
      [284.5, ['Qualifications', 62, h]],
      [304.8, ['2006–2009', 62, b], ['Bachelor of Science in Nursing, Universidade do Porto', 150, b]],
      [327.7, ['Skills & Abilities', 62, h]],
      [348, ['Infection Control, Wound Care, Triage, Palliative Care', 150, b]],
    );
    expect(splitSections(lines).sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['contact', 3],
      ['experience', 4],
      ['education', 1],
      ['skills', 1],
    ]);
  });

  it('gives a label column heading set beside the middle of its rows the rows above it; an empty one is dropped', () => {
    // JSON Resume "paper": "PROFESSIONAL SKILLS" beside the second of four rows, "SUMMARY" (empty) beside the third.
    const lines = rows(
      [182, ['Region', 203], ['Poland', 300]],
      [222.7, ['Cloud: Helm, Kubernetes, Ansible', 201]],
      [239.2, ['PROFESSIONAL SKILLS', 37, { size: 9 }], ['Languages: Python, R, Rust, Go', 201]],
      [256.5, ['SUMMARY', 37, { size: 9 }], ['Frameworks: Angular, Next.js, Spring Boot', 201]],
      [273, ['Tools: GitHub Actions, Jenkins, Figma', 201]],
      [313.5, ['WORK EXPERIENCE', 37, { size: 9 }], ['Growth Hacker at Monarch Studios', 201, { bold: true }]],
      [328.5, ['2022-10-01 to 2024-04-01', 37, { size: 7.6 }], ['Led the migration of a monolith', 225]],
      [450, ['Hindi', 203, { bold: true }], ['B2', 300]],
      [467.2, ['LANGUAGES', 37, { size: 9 }], ['Japanese', 203, { bold: true }], ['Fluent', 300]],
      [483.7, ['French', 203, { bold: true }], ['Native', 300]],
    );
    const split = splitSections(lines);
    expect(split.sections.map((s) => [s.kind, s.lines.map((l) => l.text.split(/[:\s]/)[0])])).toEqual([
      ['skills', ['Cloud', 'Languages', 'Frameworks', 'Tools']],
      ['experience', ['Growth', '2022-10-01']],
      ['languages', ['Hindi', 'Japanese', 'French']],
    ]);
  });
});
