import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';
import { joinSplitRanges } from './entries.ts';
import { findDateRange } from './dates.ts';

describe('parseExperience: entries by blocks, roles by slots', () => {
  it('cuts a block without bullets at its dates, where the first entry shows the layout repeats', () => {
    // Title / employer / dates, three times, no bullets: the date closes each entry.
    const rows = [
      ['Data Analyst', 'Hooli', 'Nov 2022 – Aug 2023'],
      ['Scrum Master', 'Aperture Science', 'Jul 2021 – Oct 2022'],
      ['Backend Developer', 'Globex Corporation', 'Jan 2019 – Jun 2021'],
    ];
    const runs = rows.flatMap(([title, employer, dates], i) => [
      run(title as string, 60, 100 + i * 50, { bold: true }),
      run(employer as string, 60, 112 + i * 50),
      run(dates as string, 60, 124 + i * 50, { size: 9 }),
    ]);
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Data Analyst', employer: 'Hooli', startDate: '2022-11', endDate: '2023-08' },
      { title: 'Scrum Master', employer: 'Aperture Science', startDate: '2021-07', endDate: '2022-10' },
      { title: 'Backend Developer', employer: 'Globex Corporation', startDate: '2019-01', endDate: '2021-06' },
    ]);
  });

  it('reads employer-first headers the same way for every entry, even where a title has no job word', () => {
    // "Employer  dates" over "Title": the second line reads most like titles across the section.
    const rows = [
      ['Nordlicht Energie AG', 'Engineering Manager', '2023-08-01 — 2025-11-01'],
      ['Booking.com', 'Growth Hacker', '2021-11-01 — 2023-07-01'],
      ['Monarch Studios', 'Backend Developer', '2019-02-01 — 2021-11-01'],
    ];
    const runs = rows.flatMap(([employer, title, dates], i) => [
      run(employer as string, 22, 100 + i * 60, { bold: true }),
      run(dates as string, 447, 100 + i * 60, { size: 10.5, bold: true }),
      run(title as string, 22, 122 + i * 60, { bold: true }),
      run('• Owned the on-call rotation and wrote the incident response playbook', 37, 144 + i * 60),
    ]);
    const entries = parseExperience(linesOf(runs));
    expect(entries.map((e) => [e.title, e.employer])).toEqual([
      ['Engineering Manager', 'Nordlicht Energie AG'],
      ['Growth Hacker', 'Booking.com'],
      ['Backend Developer', 'Monarch Studios'],
    ]);
    expect(entries[1]).toMatchObject({ startDate: '2021-11', endDate: '2023-07' });
  });

  it('splits "Title, Employer" at the change of type style, keeping a comma inside a bold title', () => {
    const runs = [
      run('Senior Staff Engineer, Payments Infrastructure', 115, 100, { bold: true, width: 230 }),
      run(', Acme Robotics Ltd', 345, 100, { width: 95 }),
      run('Apr 2021 - Present', 115, 118, { size: 9 }),
      run('• Built a real-time analytics pipeline processing 2M events per day', 125, 136),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      {
        title: 'Senior Staff Engineer, Payments Infrastructure',
        employer: 'Acme Robotics Ltd',
        startDate: '2021-04',
        endDate: 'present',
      },
    ]);
  });

  it('joins a title wrapped onto a second line and drops a place after the employer', () => {
    const runs = [
      run('Mar 2024 – Present', 216, 128, { size: 9, width: 70 }),
      run('Principal Consultant, Cloud Migration', 298, 128, { bold: true, width: 180 }),
      run('Programmes', 298, 139, { bold: true, width: 55 }),
      run('Zalando, Dublin, Spain', 298, 151, { italic: true }),
      run('• Led the migration of a monolith to services', 303, 163),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      {
        title: 'Principal Consultant, Cloud Migration Programmes',
        employer: 'Zalando',
        startDate: '2024-03',
        endDate: 'present',
      },
    ]);
  });

  it('drops a place in brackets after the employer, in one style as a scan reads it', () => {
    // The scan of "**Mercado Libre** (Seattle, TX)": OCR lost the bold that set the name apart.
    const runs = [
      run('Mercado Libre (Seattle, TX)', 57, 230, { width: 130 }),
      run('09/2024 — Present', 470, 230, { width: 80 }),
      run('Data Engineer', 57, 241),
      run('• Introduced end-to-end tests that caught 80% of regressions', 62, 253),
      run('Sterling Cooper (Melbourne, Australia)', 57, 290, { width: 170 }),
      run('08/2017 — 08/2018', 470, 290, { width: 80 }),
      run('Product Manager', 57, 301),
      run('• Coordinated a team of 8 across three time zones', 62, 313),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Data Engineer', employer: 'Mercado Libre', startDate: '2024-09', endDate: 'present' },
      { title: 'Product Manager', employer: 'Sterling Cooper', startDate: '2017-08', endDate: '2018-08' },
    ]);
  });

  it('reads a short sentence closed by a full stop under the header as the description, not as the employer', () => {
    const runs = [
      run('2021 – Present', 40, 100, { width: 60 }),
      run('Senior Developer · Farfetch', 160, 100, { bold: true }),
      run('Rebuilt the checkout in React and Node.js.', 160, 112),
      run('2018 – 2021', 40, 140, { width: 50 }),
      run('Developer · OutSystems', 160, 140, { bold: true }),
      run('Built internal tooling.', 160, 152),
    ];
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer])).toEqual([
      ['Senior Developer', 'Farfetch'],
      ['Developer', 'OutSystems'],
    ]);
  });

  it('drops a city after the employer: "Title, Employer, City" and "Employer, Large city"', () => {
    const runs = [
      run('Marketing Manager, Spotify, Stockholm', 57, 100, { bold: true }),
      run('March 2018 — Present', 57, 112),
      run('Marketing Specialist, Orange, Reading', 57, 140, { bold: true }),
      run('June 2015 — February 2018', 57, 152),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Marketing Manager', employer: 'Spotify', startDate: '2018-03', endDate: 'present' },
      { title: 'Marketing Specialist', employer: 'Orange', startDate: '2015-06', endDate: '2018-02' },
    ]);
    const twoLines = [
      run('Infosys, Bengaluru', 57, 100, { bold: true }),
      run('Jul 2014 – May 2016', 470, 100, { width: 80 }),
      run('Systems Engineer', 57, 112),
      run('Orange, Paris', 57, 140, { bold: true }),
      run('Jun 2016 – May 2018', 470, 140, { width: 80 }),
      run('Network Engineer', 57, 152),
    ];
    // A smaller city's name ("Orange") may be the employer itself: only a large city is dropped after one value.
    expect(parseExperience(linesOf(twoLines)).map((e) => e.employer)).toEqual(['Infosys', 'Orange']);
  });

  it('reads unbulleted sentences under a dated header as the description, not as roles (company first)', () => {
    // A profile export: company, title, dates with the duration, place, then plain sentences.
    const jobs = [
      [
        'Zalando',
        'QA Engineer',
        'January 2024 - Present (1 year 11 months)',
        ['Maintained data quality checks for the finance warehouse'],
      ],
      [
        'Massive Dynamic',
        'Technical Lead',
        'July 2022 - January 2024 (1 year 7 months)',
        [
          'Improved search relevance, raising conversion by 12%',
          'Reduced cloud costs by 35% through rightsizing and reserved capacity',
        ],
      ],
    ] as const;
    let y = 100;
    const runs = jobs.flatMap(([company, title, dates, text]) => {
      const out = [run(company, 200, y, { size: 12 }), run(title, 200, y + 15, { size: 11 }), run(dates, 200, y + 30)];
      y += 45;
      for (const t of text) {
        out.push(run(t, 200, y));
        y += 14;
      }
      y += 14;
      return out;
    });
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'QA Engineer', employer: 'Zalando', startDate: '2024-01', endDate: 'present' },
      { title: 'Technical Lead', employer: 'Massive Dynamic', startDate: '2022-07', endDate: '2024-01' },
    ]);
  });

  it('cuts "Employer, Place. Title." at the full stop, and keeps the dot of an abbreviation', () => {
    const entry = (y: number, dates: string, employer: string, rest: string) => [
      run(dates, 57, y, { width: 60 }),
      run(`• ${employer}`, 154, y, { bold: true, width: employer.length * 5 + 8 }),
      run(rest, 162 + employer.length * 5, y),
      run('Owned the on-call rotation and wrote the incident response playbook', 154, y + 14),
    ];
    const runs = [
      ...entry(231, '2022 – Present', 'Oceanic Airlines', ', Toronto, Poland. Associate Consultant.'),
      ...entry(270, '2019 – 2022', 'Dunder Mifflin', ', St. Louis, MO. Operations Manager.'),
    ];
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer])).toEqual([
      ['Associate Consultant', 'Oceanic Airlines'],
      ['Operations Manager', 'Dunder Mifflin'],
    ]);
  });

  it('reads several positions printed as a group under one employer and its total duration', () => {
    const at = (text: string, y: number, size = 10.5) => run(text, 200, y, { size });
    const runs = [
      at('Zalando', 100, 12),
      at('3 years 2 months', 115),
      at('Senior Data Engineer', 130, 11),
      at('January 2023 - Present (2 years 11 months)', 145),
      at('Berlin, Germany', 158),
      at('Maintained data quality checks for the finance warehouse', 173),
      at('Data Engineer', 195, 11),
      at('March 2021 - January 2023 (1 year 11 months)', 210),
      at('Berlin, Germany', 223),
      at('Massive Dynamic', 250, 12),
      at('Technical Lead', 265, 11),
      at('July 2019 - March 2021 (1 year 9 months)', 280),
      at('Improved search relevance, raising conversion by 12%', 295),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Senior Data Engineer', employer: 'Zalando', startDate: '2023-01', endDate: 'present' },
      { title: 'Data Engineer', employer: 'Zalando', startDate: '2021-03', endDate: '2023-01' },
      { title: 'Technical Lead', employer: 'Massive Dynamic', startDate: '2019-07', endDate: '2021-03' },
    ]);
  });

  it('leaves a place printed in brackets after the employer out of the employer, keeps other brackets', () => {
    const lines = linesOf([
      run('Colegio San Martín S.A. (Lyon, Turkey)', 150, 100, { bold: true }),
      run('2021 – 2023', 40, 100),
      run('Head of Mathematics', 150, 114, { italic: true }),
      run('– Planned and taught a Year 5 class of 28 pupils', 150, 128),
      run('Lakeside Academy Trust (Zürich, Switzerland)', 150, 150, { bold: true }),
      run('2019 – 2021', 40, 150),
      run('Teacher (Maternity Cover)', 150, 164, { italic: true }),
      run('– Led the school trip programme for three year groups', 150, 178),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['Head of Mathematics', 'Colegio San Martín S.A.'],
      ['Teacher (Maternity Cover)', 'Lakeside Academy Trust'],
    ]);
  });

  it('joins a "Month Year to Month" range wrapped in a narrow date column with the year on the next line', () => {
    const lines = joinSplitRanges(
      linesOf([
        run('July 2017 to October', 40, 288, { bold: true, size: 8.5 }),
        run('2019', 40, 300, { bold: true, size: 8.5 }),
        run('Events Coordinator', 40, 312, { italic: true, size: 9.5 }),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['July 2017 to October 2019', 'Events Coordinator']);
    expect(findDateRange(lines[0]?.text ?? '')).toMatchObject({ start: '2017-07', end: '2019-10' });
  });

  it('keeps the bold title and the italic employer apart when the dates beside them wrap', () => {
    // moderncv's margin: "June 2020 –" beside the header, "Present" beside the first line of the description.
    const runs = [
      run('June 2020 –', 40, 100, { width: 56 }),
      run('Data Engineer', 100, 100, { bold: true, width: 66 }),
      run('Globex', 170, 100, { italic: true, width: 33 }),
      run('Present', 61, 114, { width: 35 }),
      run('Built the streaming pipelines of the payments platform.', 100, 114),
      run('2017 – 2020', 40, 140, { width: 56 }),
      run('Backend Developer', 100, 140, { bold: true, width: 90 }),
      run('Initech', 194, 140, { italic: true, width: 35 }),
      run('Maintained the billing services.', 100, 154),
    ];
    const lines = joinSplitRanges(linesOf(runs));
    expect(lines[0]?.spans.map((sp) => [sp.text, sp.bold, sp.italic])).toEqual([
      ['June 2020 – Present', false, false],
      ['Data Engineer', true, false],
      ['Globex', false, true],
    ]);
    expect(lines[1]?.spans.map((sp) => sp.text)).toEqual(['Built the streaming pipelines of the payments platform.']);
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Data Engineer', 'Globex', '2020-06', 'present'],
      ['Backend Developer', 'Initech', '2017', '2020'],
    ]);
  });
});

describe('parseExperience: places, brands and positions grouped under one employer', () => {
  it('leaves out a city printed as a value of its own beside the employer or the dates', () => {
    const runs = [
      run('Data Engineer | Allegro | Poznań', 60, 100, { bold: true }),
      run('2020 – present', 450, 100),
      run('• Built streaming pipelines', 70, 114),
      run('Senior Backend Engineer', 60, 140, { bold: true }),
      run('N26', 60, 152),
      run('Jan 2019 – Mar 2022 | Berlin', 60, 164),
      run('• Built card-payment services', 70, 178),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Data Engineer', employer: 'Allegro', startDate: '2020', endDate: 'present' },
      { title: 'Senior Backend Engineer', employer: 'N26', startDate: '2019-01', endDate: '2022-03' },
    ]);
  });

  it('reads "en", "chez", "bei" before a name as "at", and never a date word printed apart from its year', () => {
    const runs = [
      run('Desarrolladora Full Stack en Cabify', 60, 100, { bold: true }),
      run('enero 2020 – actualidad', 450, 100),
      run('• Plataforma de pagos', 70, 114),
      // A plain-text résumé in a fixed-width font: the date's year and its "- Present" are segments of their own.
      run('Amazon Web Services, Senior Software Engineer', 60, 140, { width: 250 }),
      run('2019', 400, 140, { width: 24 }),
      run('- Present', 440, 140, { width: 45 }),
      run('- Built control-plane APIs', 72, 154, { width: 150 }),
      run('Zillow, Software Engineer Intern', 60, 168, { width: 180 }),
      run('Summer', 400, 168, { width: 34 }),
      run('2015', 440, 168, { width: 24 }),
    ];
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Desarrolladora Full Stack', 'Cabify', '2020-01', 'present'],
      ['Senior Software Engineer', 'Amazon Web Services', '2019', 'present'],
      ['Software Engineer Intern', 'Zillow', '2015', '2015'],
    ]);
  });

  it('keeps a company named like a city where the other entries print their employers', () => {
    const rows = [
      ['Iberia Distribución S.A.', 'Sales Representative', '2021 – 2023'],
      ['Boston', 'Key Account Manager', '2019 – 2021'],
      ['Summit Office Supplies LLC', 'Sales Representative', '2017 – 2019'],
    ];
    const runs = rows.flatMap(([employer, title, dates], i) => [
      run(employer as string, 60, 100 + i * 50, { bold: true }),
      run(dates as string, 450, 100 + i * 50),
      run(title as string, 60, 112 + i * 50),
      run('• Managed 45 key accounts', 70, 126 + i * 50),
    ]);
    expect(parseExperience(linesOf(runs)).map((e) => e.employer)).toEqual([
      'Iberia Distribución S.A.',
      'Boston',
      'Summit Office Supplies LLC',
    ]);
  });

  it('gives a position printed under another of the same employer that employer, and drops its town', () => {
    const runs = [
      run('MORNINGSTAR, INC.', 60, 100, { bold: true }),
      run('Director of Marketing', 60, 114, { italic: true }),
      run('2018 – Present', 450, 114),
      run('• Grew subscription revenue', 70, 128),
      run('Senior Marketing Manager', 60, 144, { italic: true }),
      run('2015 – 2018', 450, 144),
      run('• Launched the investor newsletter', 70, 158),
      run('Musgrave Group, Cork', 60, 180, { bold: true }),
      run('Logistics Coordinator', 60, 194, { italic: true }),
      run('2011 – 2015', 450, 194),
      run('• Introduced cycle counting', 70, 208),
    ];
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer])).toEqual([
      ['Director of Marketing', 'MORNINGSTAR, INC'],
      ['Senior Marketing Manager', 'MORNINGSTAR, INC'],
      ['Logistics Coordinator', 'Musgrave Group'],
    ]);
  });
});

describe('parseExperience: the eighth blind round (other typesetters)', () => {
  it('takes the employer after "@" and drops the comma a closing date range leaves', () => {
    const lines = linesOf([
      run('Payroll Officer', 45, 300, { bold: true, width: 70 }),
      run('@ Morrison Dale Inc', 118, 300, { width: 90 }),
      run('2024.01 – 2025.09', 480, 300, { size: 9 }),
      run('Research Scientist', 45, 330, { bold: true, width: 90 }),
      run(', University of Lagos, Dublin, Sweden, 2022–2023.', 135, 330, { width: 240 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Payroll Officer', employer: 'Morrison Dale Inc', startDate: '2024-01', endDate: '2025-09' },
      { title: 'Research Scientist', employer: 'University of Lagos', startDate: '2022', endDate: '2023' },
    ]);
  });

  it('reads an academic "Title, Department, University, Town" as the title and the university', () => {
    const rows = [
      ['Assistant Professor, Department of Physics, University of Bristol, Bristol', '2021 – present'],
      ['Postdoctoral Researcher, Max Planck Institute for Quantum Optics, Garching', '2018 – 2021'],
      ['Research Fellow, Lehrstuhl für Informatik, Technische Universität Dresden, Dresden', '2015 – 2018'],
    ];
    const runs = rows.flatMap(([text, dates], i) => [
      run(text as string, 60, 100 + i * 30),
      run(dates as string, 480, 100 + i * 30),
    ]);
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Assistant Professor', employer: 'University of Bristol', startDate: '2021', endDate: 'present' },
      {
        title: 'Postdoctoral Researcher',
        employer: 'Max Planck Institute for Quantum Optics',
        startDate: '2018',
        endDate: '2021',
      },
      { title: 'Research Fellow', employer: 'Technische Universität Dresden', startDate: '2015', endDate: '2018' },
    ]);
  });
});
