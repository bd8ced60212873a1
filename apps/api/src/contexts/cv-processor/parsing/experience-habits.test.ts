import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';

describe('parseExperience: habits of builders, profile pages and federal forms', () => {
  it('reads a date line opened by an icon as the entry header, not as a bullet', () => {
    const entry = (y: number, title: string, employer: string, dates: string) => [
      run(title, 40, y, { size: 11 }),
      run(employer, 40, y + 14, { bold: true }),
      run(`• ${dates}`, 40, y + 28, { size: 8.5 }),
      run('• Austin, TX', 160, y + 28, { size: 8.5 }),
      run('Job search marketplace with 300M monthly visitors', 40, y + 42, { italic: true }),
      run('• Built the experimentation dashboard used by 30 product teams', 48, y + 56),
    ];
    const lines = linesOf([
      ...entry(100, 'Senior Data Analyst', 'Indeed', 'Sept 2019 - Present'),
      ...entry(190, 'Data Analyst', 'Dell Technologies', 'Jan 2017 - Aug 2019'),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Senior Data Analyst', employer: 'Indeed', startDate: '2019-09', endDate: 'present' },
      { title: 'Data Analyst', employer: 'Dell Technologies', startDate: '2017-01', endDate: '2019-08' },
    ]);
  });

  it('reads a profile page: positions grouped under a company with its kind of employment, single ones title first', () => {
    const at = (text: string, y: number, opts: { bold?: boolean; size?: number; x?: number } = {}) =>
      run(text, opts.x ?? 80, y, opts);
    // The page sets the group's positions in from the company's name.
    const sub = (text: string, y: number, opts: { bold?: boolean; size?: number } = {}) =>
      at(text, y, { ...opts, x: 100 });
    const lines = linesOf([
      at('Microsoft', 100, { bold: true }),
      at('Full-time · 6 yrs 3 mos', 113),
      at('Redmond, Washington, United States', 126, { size: 9 }),
      sub('Staff Software Engineer', 145, { bold: true }),
      sub('Jul 2021 - Present · 3 yrs 5 mos', 158, { size: 9 }),
      sub('Senior Software Engineer', 180, { bold: true }),
      sub('Sep 2018 - Jun 2021 · 2 yrs 10 mos', 193, { size: 9 }),
      at('Software Development Engineer II', 220, { bold: true }),
      at('Amazon · Full-time', 233),
      at('Jun 2016 - Aug 2018 · 2 yrs 3 mos', 246, { size: 9 }),
      at('Seattle, Washington, United States', 259, { size: 9 }),
      at('Software Engineer Intern', 285, { bold: true }),
      at('Tableau Software · Internship', 298),
      at('Jun 2015 - Sep 2015 · 4 mos', 311, { size: 9 }),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate])).toEqual([
      ['Staff Software Engineer', 'Microsoft', '2021-07'],
      ['Senior Software Engineer', 'Microsoft', '2018-09'],
      ['Software Development Engineer II', 'Amazon', '2016-06'],
      ['Software Engineer Intern', 'Tableau Software', '2015-06'],
    ]);
  });

  it('reads a federal résumé: labelled details between the employer and the title take no role', () => {
    const at = (text: string, y: number, bold = false) => run(text, 60, y, { bold });
    const lines = linesOf([
      at('Department of Homeland Security', 100, true),
      at('Washington, DC United States', 113),
      at('10/2017 - Present', 126),
      at('Salary: 112,000 USD Per Year', 139),
      at('Hours per week: 50', 152),
      at('Series: 2210 Pay Plan: GS Grade: 13', 165),
      at('IT Specialist (INFOSEC)', 178, true),
      at('Duties, Accomplishments and Related Skills:', 191),
      at('• Lead vulnerability assessments of 40 component systems.', 204),
      at('Supervisor: Jane Roe (202-555-0199)', 217),
      at('Okay to contact this Supervisor: Yes', 230),
      at('U.S. Army', 255, true),
      at('Fort Belvoir, VA United States', 268),
      at('06/2011 - 09/2017', 281),
      at('Hours per week: 40', 294),
      at('Rank: Staff Sergeant (E-6)', 307),
      at('Information Technology Specialist', 320, true),
      at('• Administered networks for a battalion of 600 users.', 333),
    ]);
    expect(parseExperience(lines)).toEqual([
      {
        title: 'IT Specialist (INFOSEC)',
        employer: 'Department of Homeland Security',
        startDate: '2017-10',
        endDate: 'present',
      },
      { title: 'Information Technology Specialist', employer: 'U.S. Army', startDate: '2011-06', endDate: '2017-09' },
    ]);
  });

  it('reads the title, employer and province of "Title | Employer | City, ON" entries', () => {
    const lines = linesOf([
      run('Senior Software Engineer | Shopify | Toronto, ON', 60, 100),
      run('Jan 2021 – Present', 450, 100),
      run('• Tech lead for checkout extensibility.', 70, 114),
      run('Software Developer | OpenText | Waterloo, ON', 60, 135),
      run('Jun 2012 – Feb 2017', 450, 135),
      run('• Developed document management features.', 70, 149),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['Senior Software Engineer', 'Shopify'],
      ['Software Developer', 'OpenText'],
    ]);
  });
});

describe('parseExperience: labelled entries, groups dated inside their employer, camel-case names', () => {
  it('reads entries printed as "Company:", "Designation:" and "Duration: … – Till date" fields', () => {
    const at = (text: string, y: number) => run(text, 60, y);
    const lines = linesOf([
      at('Company: Infosys Limited, Bengaluru', 100),
      at('Designation: Senior Systems Engineer', 114),
      at('Duration: Jul 2019 – Till date', 128),
      at('• Developed microservices in Spring Boot for a US banking client.', 142),
      at('Company: Tata Consultancy Services, Pune', 162),
      at('Designation: Assistant System Engineer', 176),
      at('Duration: Aug 2016 – Jun 2019', 190),
      at('• Maintained Java EE applications for an insurance client.', 204),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Senior Systems Engineer', employer: 'Infosys Limited', startDate: '2019-07', endDate: 'present' },
      {
        title: 'Assistant System Engineer',
        employer: 'Tata Consultancy Services',
        startDate: '2016-08',
        endDate: '2019-06',
      },
    ]);
  });

  it("reads positions dated inside their employer's range as positions of that employer", () => {
    const lines = linesOf([
      run('Revolut, London', 60, 100, { bold: true }),
      run('Mar 2021 – Present', 450, 100),
      run('Head of Treasury Operations', 60, 114, { italic: true }),
      run('• Built the liquidity reporting used by the board', 70, 128),
      run('Barclays Corporate Banking, London', 60, 150, { bold: true }),
      run('Sep 2015 – Feb 2021', 450, 150),
      run('Vice President, Cash Management (2018 – 2021)', 60, 164, { italic: true }),
      run('Associate, Cash Management (2015 – 2018)', 60, 178, { italic: true }),
      run('• Managed 40 corporate client relationships', 70, 192),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Head of Treasury Operations', 'Revolut', '2021-03', 'present'],
      ['Vice President, Cash Management', 'Barclays Corporate Banking', '2018', '2021'],
      ['Associate, Cash Management', 'Barclays Corporate Banking', '2015', '2018'],
    ]);
  });

  it('reads an employer written in camel case ("bioMérieux") as a name, not a sentence', () => {
    const lines = linesOf([
      run('Ingénieure qualité', 200, 100, { size: 10.5 }),
      run('septembre 2018–présent', 60, 100),
      run("bioMérieux, Marcy-l'Étoile (France)", 200, 114),
      run('▪ pilotage des audits fournisseurs', 210, 128),
      run('Technicienne méthodes', 200, 150, { size: 10.5 }),
      run('janvier 2016–août 2018', 60, 150),
      run('Sanofi Pasteur, Lyon (France)', 200, 164),
      run('▪ rédaction des procédures de fabrication', 210, 178),
    ]);
    expect(parseExperience(lines).map((e) => [e.title, e.employer])).toEqual([
      ['Ingénieure qualité', 'bioMérieux'],
      ['Technicienne méthodes', 'Sanofi Pasteur'],
    ]);
  });
});

describe('parseExperience: moderncv\'s "Title, Employer, Town, State, Country" entries', () => {
  it('reads moderncv\'s "Title, Employer, Town, State, Country" beside dates in the margin, wrapped or not', () => {
    // The margin's "June 2020 –" / "Present" wraps, so its line is read as one run with the header; no style apart.
    const wrapped = [
      ['June 2020 – Present MERN Stack Developer, OpenAI, San Francisco, USA', 'Present'],
      ['July 2015 – May 2020 Full Stack Developer, Uber, San Francisco, USA', 'May 2020'],
    ];
    const runs = wrapped.flatMap(([header], i) => [
      run(header as string, 40, 100 + i * 60, { width: 380 }),
      run('Implemented RESTful services for communication between frontend and backend.', 100, 114 + i * 60),
    ]);
    expect(parseExperience(linesOf(runs)).map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['MERN Stack Developer', 'OpenAI', '2020-06', 'present'],
      ['Full Stack Developer', 'Uber', '2015-07', '2020-05'],
    ]);
    // Set apart by style: a bold title, an italic employer, then "Los Gatos, CA, USA" (a town the list of cities lacks).
    const styled = [
      run('2002 – 2007', 40, 300, { width: 50 }),
      run('Software Development Engineer I', 100, 300, { bold: true, width: 160 }),
      run(', Netflix', 260, 300, { italic: true, width: 40 }),
      run(', Los Gatos, CA, USA', 300, 300, { width: 95 }),
      run('Developed and maintained the user interface for the Netflix web application.', 100, 314),
    ];
    expect(parseExperience(linesOf(styled))).toEqual([
      { title: 'Software Development Engineer I', employer: 'Netflix', startDate: '2002', endDate: '2007' },
    ]);
  });

  it('takes a title with a bracketed qualifier for the title, even beside "Software"', () => {
    const runs = [
      run('June 2022 – Present Software Engineer (Front-End), Google, Mountain View, CA, USA', 40, 100, { width: 400 }),
      run('Developing intuitive and engaging user interfaces using React and Redux.', 100, 114),
    ];
    expect(parseExperience(linesOf(runs))).toEqual([
      { title: 'Software Engineer (Front-End)', employer: 'Google', startDate: '2022-06', endDate: 'present' },
    ]);
  });

  it('reads a French CV whose dates lead its entries: long and lower-case titles, "en" before a field', () => {
    // pas-cv's layout: the period on a line of its own, then "Title en Field, Employer" or a title alone.
    const lines = linesOf([
      run('2006 - 2010', 274, 241),
      run('Enseignant titulaire en Mathématiques, Education Nationale', 274, 253),
      run('2000 - 2004', 274, 271),
      run('Enseignant vacataire en Mathématiques, Lycées privés hors contrat ACADIS & DWIGHT MOODY', 274, 283),
      run('1997 - 2011', 274, 301),
      run('Enseignant à domicile en Mathématiques', 274, 313),
    ]);
    expect(parseExperience(lines).map((p) => [p.title, p.employer, p.startDate])).toEqual([
      ['Enseignant titulaire en Mathématiques', 'Education Nationale', '2006'],
      ['Enseignant vacataire en Mathématiques', 'Lycées privés hors contrat ACADIS & DWIGHT MOODY', '2000'],
      ['Enseignant à domicile en Mathématiques', null, '1997'],
    ]);
  });

  it("reads an academic's appointment: the department before its university is no part of the employer", () => {
    const lines = linesOf([
      run('Assistant Professor', 72, 100, { bold: true, width: 90 }),
      run(', Department of Ecology and Evolutionary Biology, Yale University', 162, 100, { width: 300 }),
      run('2021–present', 480, 100, { width: 60 }),
      run('Postdoctoral Fellow', 72, 114, { bold: true, width: 90 }),
      run(', Max Planck Institute for Evolutionary Biology', 162, 114, { width: 220 }),
      run('2018–2021', 490, 114, { width: 50 }),
    ]);
    expect(parseExperience(lines)).toEqual([
      { title: 'Assistant Professor', employer: 'Yale University', startDate: '2021', endDate: 'present' },
      {
        title: 'Postdoctoral Fellow',
        employer: 'Max Planck Institute for Evolutionary Biology',
        startDate: '2018',
        endDate: '2021',
      },
    ]);
  });
});
