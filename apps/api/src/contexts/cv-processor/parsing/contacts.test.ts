import { describe, expect, it } from 'vitest';
import type { Line } from '../pdf/layout-types.ts';
import { linesOf, run } from '../test-support/layout.ts';
import { findSocialMedias, joinWrappedAddresses } from './contacts.ts';
import { findFullName, withoutCredentials, withoutHonorifics, wordGapFromEmail } from './full-name.ts';
import { findPhone } from './phone.ts';

const line = (text: string, size = 10): Line => ({
  text,
  segments: [text],
  segmentX: [0],
  spans: [{ text, x: 50, bold: false, italic: false, size, segment: 0 }],
  x: 50,
  right: 50 + text.length * size * 0.5,
  y: 50,
  size,
  bold: false,
  italic: false,
  page: 1,
  gapAbove: 0,
});

describe('contacts', () => {
  it.each([
    ['Call +44 20 7946 0958 any time', '+44 20 7946 0958'],
    ['(415) 555-0142', '(415) 555-0142'],
    ['+1-415-555-0142', '+1-415-555-0142'],
    ['07700 900123', '07700 900123'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+49 151 23456789', '+49 151 23456789'],
    ['München • 030/497 636-00 • JOSE.BERG@EXAMPLE.ORG', '030/497 636-00'],
    ['+44 (0)20 7946 0958', '+44 (0)20 7946 0958'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['Phone number: (+48) 601234567 (Mobile)', '(+48) 601234567'],
    ['Leeds LS2 9JT, UK · h.okafor@leeds.example.ac.uk · +44\n113 343 0000', '+44 113 343 0000'],
  ])('finds the phone in %s', (text, phone) => expect(findPhone([], text, text)).toBe(phone));

  it('does not take year ranges or versions for phone numbers', () => {
    expect(findPhone([], '2018 - 2022', 'Python 3.11.4, 2019 2020 2021')).toBeNull();
    // A list's number before two years ("Certificates 3  2006 2012").
    expect(findPhone([], 'Lena Morrow', 'Open courses 3\n2006 2012\nGuild of Lamp Makers')).toBeNull();
    // A postcode closing a line above a range of years: "Valcourt, 51230" / "2020/2022 : Cycle ingénieur".
    const school = 'Cycle ingénieur - École de Valcourt, Valcourt, 51230\n2020/2022 : Classes préparatoires';
    expect(findPhone([], 'Lena Morrow', school)).toBeNull();
    // A house number and a postcode read across a line break ("Rua Augusta 10" / "1100-053 Lisboa") are no phone.
    const address = 'Rua Augusta 10 1100-053 Lisboa Portugal +351 912 345 678';
    expect(findPhone([], address, address)).toBe('+351 912 345 678');
    expect(findPhone([], '03/2019-11/2021', 'Nurse 03/2019 – 11/2021, 10/2016-02/2019')).toBeNull();
    // The labelled number wins over a house number and a Dutch postcode read across the line break above it.
    const dutch =
      'Steenhouwerskade 12345\n9718 DL G-Town\nThe Netherlands\nPhone: +31-50-313.7020\nFax: +31-50-363.7337';
    expect(findPhone([], dutch, dutch)).toBe('+31-50-313.7020');
    // A form row's key before its value, in its own cell: the Europass CV's "Telephone | +30 2273012345".
    const form = 'Home Address\nTelephone | +30 2273012345 | Mobile: 6936000001';
    expect(findPhone([], 'Office: 2273067890', form)).toBe('+30 2273012345');
  });

  it('takes the most prominent name-like line, also when it shares the line with a title', () => {
    expect(findFullName([line('Resume', 12), line('JANE SMITH', 24)], [])).toBe('Jane Smith');
    expect(findFullName([line('Jane A. Smith — Software Engineer', 20)], [])).toBe('Jane A. Smith');
    expect(findFullName([line('Alex Rivera (they/them)', 26)], [])).toBe('Alex Rivera');
    expect(findFullName([line('— Élise Tremblay —', 24)], [])).toBe('Élise Tremblay');
    expect(findFullName([line('Louis de Valmont d’Aubigny', 24)], [])).toBe('Louis de Valmont d’Aubigny');
  });

  it('finds no name in a page that is no résumé (a job description\'s "About Us", a letter\'s greeting)', () => {
    expect(findFullName([line('Job Description: Java Developer', 18), line('About Us', 14)], [])).toBeNull();
    expect(findFullName([line('Dear Hiring Manager', 12)], [])).toBeNull();
    expect(findFullName([line('San Francisco', 14)], [])).toBeNull();
  });

  it('reads a name whose two words were read as two segments of one type size', () => {
    const lines = linesOf([
      run('ETHAN', 230, 69, { size: 24 }),
      run('NGUYEN', 330, 69, { size: 24 }),
      run('Campus Bus Tracker', 49, 400, { size: 10.5, bold: true }),
    ]);
    expect(lines[0]?.segments).toEqual(['ETHAN', 'NGUYEN']);
    expect(findFullName(lines.slice(0, 1), lines)).toBe('Ethan Nguyen');
  });

  it('reads a name given in a labelled field when no prominent text is a name', () => {
    const lines = linesOf([
      run('Lebenslauf', 57, 60, { size: 20, bold: true }),
      run('Persönliche Daten', 57, 100, { size: 12, bold: true }),
      run('Name', 57, 120),
      run('Dr. Thomas Weber', 180, 120),
      run('Anschrift', 57, 134),
      run('Hauptstraße 5, 69117 Heidelberg', 180, 134),
    ]);
    expect(findFullName(lines.slice(0, 1), lines)).toBe('Thomas Weber');
    expect(findFullName([line('Name: Ana Souza', 10)], [])).toBe('Ana Souza');
    expect(findFullName([line('Company name: Globex Corporation', 10)], [])).toBeNull();
  });

  it('passes over OCR noise read from a coloured band ("EEE EEE ER ER DECO") for the name below it', () => {
    expect(findFullName([line('EEE EEE ER ER DECO', 31), line('Hannah Fernandes', 23)], [])).toBe('Hannah Fernandes');
  });

  it('ranks each segment by its own type size and height on the page, not the line by its text order', () => {
    // A text-box header stored after the body: the name is large type at the top, beside small contact details.
    const lines = linesOf([
      run('Open Data Maps — Volunteer maps of accessible entrances', 57, 545, { size: 10, bold: true }),
      run('+44 7700 190753', 469, 48, { size: 9 }),
      run('Élodie Miller', 57, 62, { size: 24, bold: true }),
      run('elodiemiller33@example.com Lyon, France', 300, 62, { size: 9 }),
      run('Data Engineer', 57, 77),
    ]);
    expect(findFullName([], lines)).toBe('Élodie Miller');
  });

  it('takes no name from the column heads of the Europass language grid ("Speaking" · "Writing") or a heading', () => {
    const lines = linesOf([run('Speaking', 391, 570, { bold: true }), run('Writing', 520, 570, { bold: true })]);
    expect(findFullName(lines, lines)).toBeNull();
    // Nor from a heading whose core word is a section's (resumecls' "Working Experience").
    const heading = linesOf([run('Volunteering Experience', 40, 300, { size: 14, bold: true })]);
    expect(findFullName(heading, heading)).toBeNull();
  });

  it('reads a name set in two stacked lines of the same large type', () => {
    const lines = linesOf([
      run('MARTA', 57, 60, { size: 30, bold: true }),
      run('KOWALCZYK', 57, 94, { size: 30, bold: true }),
      run('PRODUCT DESIGNER', 57, 112, { size: 11 }),
      run('Senior Product Designer', 57, 200, { size: 11, bold: true }),
      run('Brightline Health', 57, 214, { size: 11 }),
    ]);
    expect(findFullName([], lines)).toBe('Marta Kowalczyk');
    // A given name alone above a family name of two words, both centred.
    const centred = linesOf([
      run('Ana', 120, 60, { size: 24, bold: true, width: 45 }),
      run('García Márquez', 73, 84, { size: 24, bold: true, width: 140 }),
      run('Civil Engineer', 100, 104, { size: 11, width: 90 }),
      run('Site engineer on the extension of Madrid metro line 11.', 57, 200, { size: 11, width: 290 }),
    ]);
    expect(findFullName([], centred)).toBe('Ana García Márquez');
    // Without a name-like header, an employer in the body's type is not taken for the name either.
    const body = (text: string, y: number) => run(text, 57, y, { size: 11 });
    const employerOnly = [run('Griffin Officer', 57, 60, { size: 30 }), body('Staffing Lead', 80)];
    employerOnly.push(body('Chief Financial Officer', 200), body('Fidelity Fiduciary Affiliates', 214));
    expect(findFullName([], linesOf(employerOnly))).toBeNull();
    // Right-aligned against the margin (cv4tw): the two lines end at the same place.
    const right = [
      run('Jules', 518.4, 70, { size: 24.8, width: 48.5 }),
      run('Verne', 508.7, 100, { size: 24.8, width: 58.2 }),
    ];
    expect(findFullName([], linesOf([...right, run('jules.verne@voyages.ext', 470, 140, { size: 10 })]))).toBe(
      'Jules Verne',
    );
    // Two stacked lines of a title are no name.
    expect(
      findFullName([], linesOf([run('DATA', 57, 60, { size: 30 }), run('SCIENTIST', 57, 94, { size: 30 })])),
    ).toBeNull();
  });

  it('reads a name stacked in the main column while the lines of a sidebar stand between its two lines in height', () => {
    // Runs as Chromium prints a sidebar template: [text, x, y, width, size, bold].
    const page: [string, number, number, number, number, boolean][] = [
      ['CONTACT', 41, 76, 58, 11, true],
      ['0412 345 678', 41, 93, 60, 9.5, false],
      ['liam.obrien@outlook.com', 41, 106, 106, 9.5, false],
      ['Melbourne VIC', 41, 118, 63, 9.5, false],
      ['EDUCATION', 41, 143, 73, 11, true],
      ['Bachelor of Commerce', 41, 160, 96, 9.5, true],
      ['Monash University', 41, 172, 78, 9.5, false],
      ['SKILLS', 41, 210, 40, 11, true],
      ['Financial Modelling', 41, 226, 81, 9.5, false],
      ['Stakeholder Management', 41, 265, 106, 9.5, false],
      ['Liam', 221, 75, 55, 26, true],
      ["O'Brien", 221, 101, 88, 26, true],
      ['Senior Business Analyst', 221, 120, 124, 12, false],
      ['PROFILE', 221, 145, 51, 11, true],
      ['Business analyst with eight years in banking and insurance.', 221, 162, 244, 9.5, false],
      ['EMPLOYMENT HISTORY', 221, 187, 145, 11, true],
      ['ANZ | Melbourne', 221, 203, 73, 9.5, true],
      ['Mar 2020 – Present', 482, 203, 83, 9.5, false],
      ['Senior Business Analyst', 221, 214, 92, 9.5, false],
      ['Led requirements for the home-loan origination rebuild.', 232, 227, 230, 9.5, false],
    ];
    const lines = linesOf(page.map(([text, x, y, width, size, bold]) => run(text, x, y, { width, size, bold })));
    expect(findFullName([], lines)).toBe("Liam O'Brien");
  });

  it('finds the word gap a letter-spaced name lost where a part of the e-mail address begins or ends it', () => {
    expect(wordGapFromEmail('HANNAHSCHMIDT-WEBER', 'hannah.sw@gmx.at')).toBe('HANNAH SCHMIDT-WEBER');
    expect(wordGapFromEmail('MARTAKOWALCZYK', 'm.kowalczyk@example.com')).toBe('MARTA KOWALCZYK');
    // An address that names a role, or no part long enough, gives nothing.
    expect(wordGapFromEmail('INFORMATION', 'info@example.com')).toBeNull();
    expect(wordGapFromEmail('HANNAHSCHMIDT', 'hs@example.com')).toBeNull();
    const lines = linesOf([
      run('HANNAHSCHMIDT-WEBER', 126, 84, { size: 20, bold: true, width: 358 }),
      run('hannah.sw@gmx.at · +43 660 1234567 · Vienna, Austria', 177, 100, { size: 9, width: 259 }),
    ]);
    expect(findFullName(lines, lines, 'hannah.sw@gmx.at')).toBe('Hannah Schmidt-Weber');
    expect(findFullName(lines, lines)).toBeNull();
    // Friggeri: the given name light, the family name bold, in lower case and with no space between them.
    const lower = linesOf([
      run('hannahschmidt', 217, 67, { size: 40, width: 178 }),
      run('h.schmidt@example.at', 62, 171, { size: 9, width: 83 }),
    ]);
    expect(findFullName(lower, lower, 'h.schmidt@example.at')).toBe('Hannah Schmidt');
  });

  it('reads a name without the credentials after it, and never cuts a place to a name', () => {
    expect(findFullName([line('John A. Smith, PE, PMP', 20)], [])).toBe('John A. Smith');
    expect(findFullName([line('Jane Doe, PhD', 20)], [])).toBe('Jane Doe');
    expect(withoutCredentials('Silver Spring, MD')).toBe('Silver Spring, MD');
  });

  it('keeps an extension printed after a phone number', () => {
    expect(findPhone([], '☎ (555) 010-4477 ext. 12', '')).toBe('(555) 010-4477 ext. 12');
    // A labelled number keeps its extension too.
    expect(findPhone([], 'Phone: (555) 010-4477 ext. 12', '')).toBe('(555) 010-4477 ext. 12');
    expect(findPhone([], '+1 212 555 0143 x204 · jane@example.com', '')).toBe('+1 212 555 0143 x204');
    expect(findPhone([], '(555) 010-4477 · Seattle', '')).toBe('(555) 010-4477');
  });

  it('reads a name without the form of address or title before it', () => {
    expect(findFullName([line('Dr. Jane Doe', 20)], [])).toBe('Jane Doe');
    expect(findFullName([line('Prof. Dr. Hans Müller', 20)], [])).toBe('Hans Müller');
    expect(findFullName([line('Dr. rer. nat. Anna Weber', 20)], [])).toBe('Anna Weber');
    expect(findFullName([line('Dipl.-Ing. Eva Berger', 20)], [])).toBe('Eva Berger');
    expect(findFullName([line('Bc. Jana Dvořáková', 20)], [])).toBe('Jana Dvořáková');
    expect(findFullName([line('Mgr. Petr Svoboda', 20)], [])).toBe('Petr Svoboda');
    expect(findFullName([line('Mme Claire Dubois', 20)], [])).toBe('Claire Dubois');
    expect(findFullName([line('Dr Jane Doe, PhD', 20)], [])).toBe('Jane Doe');
    expect(withoutHonorifics('Drew Barrymore')).toBe('Drew Barrymore');
    expect(withoutHonorifics('Ingrid Bergman')).toBe('Ingrid Bergman');
    expect(withoutHonorifics('MS Data Science')).toBe('MS Data Science');
    // Small capitals cut "DR. HELEN" from "M. CARTER": a form of address and one word take the next segment.
    const smallCaps = { ...line('DR. HELEN  M. CARTER', 18), segments: ['DR. HELEN', 'M. CARTER'], segmentX: [0, 90] };
    expect(findFullName([smallCaps], [])).toBe('Helen M. Carter');
  });

  it('never reads the local part of an e-mail address as a link', () => {
    expect(findSocialMedias([], 0, 'wei.zhang.dev@gmail.com | linkedin.com/in/weizhangdev', '')).toEqual([
      'https://linkedin.com/in/weizhangdev',
    ]);
  });

  it('never takes a place of the contact line for the name', () => {
    // The name is not name-like to the parser ("Officer" is a title word): no name beats a city.
    const header = [
      line('Griffin Officer', 26),
      line('Staffing Lead · griffin@example.com · +1 415 555 0142 · San Francisco, CA', 12),
    ];
    expect(findFullName(header, [])).toBeNull();
    expect(findFullName([line('Jane Smith · Lyon, France · jane@example.com', 12)], [])).toBe('Jane Smith');
  });

  it('keeps header and profile links, not DOIs or repositories', () => {
    const links = [
      { url: 'https://rendercv.com/', page: 1, y: 80 },
      { url: 'https://doi.org/10.1/x', page: 2, y: 300 },
      { url: 'https://github.com/someone/project', page: 2, y: 100 },
      { url: 'https://linkedin.com/in/someone', page: 2, y: 500 },
    ];
    expect(findSocialMedias(links, 100, '', '')).toEqual(['https://rendercv.com/', 'https://linkedin.com/in/someone']);
  });
});

describe('joinWrappedAddresses', () => {
  it('joins an e-mail address and a link wrapped in a narrow sidebar, not two addresses on their own lines', () => {
    // A sidebar 150 pt wide: lines that run to its edge were wrapped inside a word.
    const runs = [
      run('+55 (11) 95943-8955 (Work)', 22, 59, { width: 146 }),
      run('henrikschafer12@example.e', 22, 76, { width: 144 }),
      run('u', 22, 89, { width: 7 }),
      run('www.linkedin.com/in/henriks', 22, 106, { width: 143 }),
      run('chafer (LinkedIn)', 22, 120, { width: 85 }),
      run('linkedin.com/in/jan-kowalski-a1b2c3d4e5', 22, 137, { width: 146 }),
      run('github.com/jankowalski', 22, 150, { width: 120 }),
      run('linkedin.com/in/anna-nowak-0123456', 22, 167, { width: 146 }),
      run('e Kraków, Poland', 22, 180, { width: 80 }),
    ];
    expect(joinWrappedAddresses(linesOf(runs)).map((l) => l.text)).toEqual([
      '+55 (11) 95943-8955 (Work)',
      'henrikschafer12@example.eu',
      'www.linkedin.com/in/henrikschafer',
      '(LinkedIn)',
      'linkedin.com/in/jan-kowalski-a1b2c3d4e5',
      'github.com/jankowalski',
      'linkedin.com/in/anna-nowak-0123456',
      'e Kraków, Poland',
    ]);
  });

  it('never joins an e-mail address ending in a whole domain with a host on the next line', () => {
    const left = (text: string, y: number, width: number) => run(text, 40, y, { size: 9, width });
    const lines = linesOf([
      left('San Francisco, CA', 48, 80),
      left('noah@noahwilliams.design', 59, 110),
      left('noahwilliams.design', 70, 86),
    ]);
    expect(joinWrappedAddresses(lines).map((l) => l.text)).toEqual([
      'San Francisco, CA',
      'noah@noahwilliams.design',
      'noahwilliams.design',
    ]);
  });

  it('joins an address wrapped in a right-aligned contact block, and a link broken after its slash', () => {
    const right = (text: string, y: number, width: number) => run(text, 527 - width, y, { size: 9, width });
    const lines = linesOf([
      right('Baggot Street 21', 48, 76),
      right('+41 79 655 54 74', 59, 85),
      right('chloewatanabe58@mail.exam', 70, 134),
      right('ple.net', 81, 33),
      right('linkedin.com/in/', 92, 80),
      right('chloewatanabe', 103, 68),
    ]);
    expect(joinWrappedAddresses(lines).map((l) => l.text)).toEqual([
      'Baggot Street 21',
      '+41 79 655 54 74',
      'chloewatanabe58@mail.example.net',
      'linkedin.com/in/chloewatanabe',
    ]);
  });
});
