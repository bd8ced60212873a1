import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { degreeWithField, parseEducation } from './education.ts';
import { findFullName } from './full-name.ts';
import { withoutUnit } from './education-details.ts';

const studies = (runs: Parameters<typeof linesOf>[0]) =>
  parseEducation(linesOf(runs)).map((e) => [e.degree, e.university, e.startDate, e.endDate, e.gpa]);

describe('parseEducation: grade words, school lines and places of other languages (ADR 083, study roles)', () => {
  it('reads German grade labels, a degree "an der" its school, a vocational training and a study-mode note', () => {
    expect(
      studies([
        // A web page's paragraphs: each value on a line of its own, a paragraph's gap between them.
        run('Seit 10/2021: B.Sc. Physik an der Universität Lindenhof', 40, 100),
        run('Aktueller Notendurchschnitt: 1,8', 40, 122),
        run('04/2017 – 07/2020: Studienkolleg Weidenbach (Fernstudium)', 40, 160),
        run('Allgemeine Hochschulreife (Abitur), Notendurchschnitt: 2,3', 40, 182),
        run('09/2013 – 08/2016: Ausbildung zum Mechatroniker', 40, 220),
      ]),
    ).toEqual([
      ['B.Sc. Physik', 'Universität Lindenhof', '2021-10', 'present', '1,8'],
      ['Allgemeine Hochschulreife (Abitur)', 'Studienkolleg Weidenbach', '2017-04', '2020-07', '2,3'],
      ['Ausbildung zum Mechatroniker', null, '2013-09', '2016-08', null],
    ]);
  });

  it('keeps the honours of an Italian grade and leaves out a town printed with its province code', () => {
    expect(
      studies([
        run('Master’s Degree (M.Sc.) in Chemistry', 40, 100, { bold: true }),
        run('Sept. 2019 - Sept. 2021 @ Department of Chemistry, University of Valmora,', 40, 114),
        run('Borgo Alto VA, Italy', 40, 128),
        run('Final Grade: 110/110 cum laude', 60, 142),
      ]),
    ).toEqual([
      ['Master’s Degree (M.Sc.) in Chemistry', 'University of Valmora', '2019-09', '2021-09', '110/110 cum laude'],
    ]);
  });

  it('takes the school from a line opening with "at" under the degree, without its country', () => {
    expect(
      studies([
        run('MSc in Applied Statistics (2020 - 2022)', 40, 100, { bold: true }),
        run('at Università di Valmora, Italy and Universidad de Sierra Alta, Spain', 40, 114),
        run('Funded by a regional grant', 40, 128),
      ]),
    ).toEqual([['MSc in Applied Statistics', 'Università di Valmora', '2020', '2022', null]]);
  });

  it('reads a school with its country as a school, never as a place', () => {
    expect(
      studies([
        run('Abitur', 40, 100, { bold: true }),
        run('2012 – 2020', 480, 100),
        run('Lindenhof-Gymnasium, Germany', 40, 114),
      ]).map((s) => [s[0], s[1]]),
    ).toEqual([['Abitur', 'Lindenhof-Gymnasium']]);
  });

  it('reads a town after the school as no field of a bare degree, and "Durchschnitt" as a grade (moderncv)', () => {
    expect(
      studies([
        run('2012–2020', 60, 100),
        run('Abitur, Lindenhof-Gymnasium, Hamburg, Durchschnitt 1.4', 146, 100),
        run('Zweig mit naturwissenschaftlichen Kursen', 146, 114),
      ]),
    ).toEqual([['Abitur', 'Lindenhof-Gymnasium', '2012', '2020', '1.4']]);
  });

  it('reads a list item wrapped over two lines with its dates in brackets closing it as one study', () => {
    // A Markdown list printed by a browser: the list marks are drawn, each item runs into the margin and wraps.
    expect(
      studies([
        run('M.A., Applied Statistics, Lindenhof University, New Zealand (2019 - 2020)', 100, 100, { width: 430 }),
        run('Postgraduate Certificate, Applied Economics and Public Policy, Valmora', 100, 113, { width: 425 }),
        run('Policy Teaching Program, Vietnam (2015 - 2016)', 100, 126, { width: 250 }),
        run('B.A., International Trade, Faculty of Commerce, Sierra Alta National', 100, 139, { width: 428 }),
        run('University (2010 - 2014)', 100, 152, { width: 130 }),
      ]).map((s) => [s[0], s[2], s[3]]),
    ).toEqual([
      ['M.A. in Applied Statistics', '2019', '2020'],
      ['Postgraduate Certificate in Applied Economics and Public Policy', '2015', '2016'],
      ['B.A. in International Trade', '2010', '2014'],
    ]);
  });

  it('reads a double degree with its field, and a line opening in lower case as the rest of the value above', () => {
    expect(
      studies([
        run('2014–2019', 40, 100, { width: 50 }),
        run('Doble grado en Química y Biología, Universidad de Sierra Alta', 110, 100, { width: 330 }),
        run('2016–2017', 40, 130, { width: 50 }),
        run('Grado en Ingeniería Química, Universidad de', 110, 130, { width: 330 }),
        run('la Costa Dorada y de las Islas del Norte, Puerto Viejo (España)', 110, 143, { width: 330 }),
      ]).map((s) => [s[0], s[1]]),
    ).toEqual([
      ['Doble grado en Química y Biología', 'Universidad de Sierra Alta'],
      ['Grado en Ingeniería Química', 'Universidad de la Costa Dorada y de las Islas del Norte'],
    ]);
  });

  it('reads two degree words joined by a dash or a slash as one dual degree', () => {
    expect(
      ['B.Tech/M.Tech in Civil Engineering', 'BS/MS in Chemistry', 'BS-MS Dual Degree'].map(degreeWithField),
    ).toEqual(['B.Tech/M.Tech in Civil Engineering', 'BS/MS in Chemistry', 'BS-MS Dual Degree']);
  });

  it('reads a school and the examination board line under it as one study, its percentage before "score" the grade', () => {
    expect(
      studies([
        run('Lindenhof Public School', 60, 100, { bold: true }),
        run('CBSE Board, Secondary and Senior Secondary School (2012 - 2016)', 60, 114),
        run('Class 12: 93.2% score', 80, 128),
      ]).map((s) => [s[1], s[2], s[3], s[4]]),
    ).toEqual([['Lindenhof Public School', '2012', '2016', '93.2%']]);
  });

  it('joins a school name wrapped after "de" with the first value of the next line', () => {
    expect(
      studies([
        run('2015–2019  Grado en Química, Universitat de', 40, 100),
        run('Montclar, Montclar, Premio extraordinario', 90, 114),
      ]).map((s) => [s[1], s[2], s[3]]),
    ).toEqual([['Universitat de Montclar', '2015', '2019']]);
  });
});

describe('findFullName: a web résumé titled with its owner', () => {
  it('reads the owner of "… ’s Resume" and a German "Vollständiger Name" label', () => {
    const titled = linesOf([
      run("Nadia Ferreira's Resume", 40, 60, { size: 24, bold: true }),
      run('An online resume showing my professional progress.', 40, 100),
      run('Educational Background', 40, 130, { size: 14, bold: true }),
    ]);
    expect(findFullName(titled, titled)).toBe('Nadia Ferreira');
    const labelled = linesOf([
      run('Persönliche Informationen', 40, 60, { size: 12, bold: true }),
      run('Vollständiger Name: Jonas Weidner', 60, 80),
      run('E-Mail-Adresse: jonas@example.com', 60, 94),
    ]);
    expect(findFullName(labelled, labelled)).toBe('Jonas Weidner');
  });

  it("never takes a heading in the section headings' type under the page's opening sentence for the name", () => {
    const page = linesOf([
      run('I am a second year student of applied geology with two years of field work behind me.', 40, 60),
      run('Latest Field Notes', 40, 90, { size: 20, bold: true }),
      run('Spring term: started a survey of the northern valley.', 60, 115),
      run('Education', 40, 150, { size: 20, bold: true }),
      run('MSc in Applied Geology, Lindenhof University, 2023 - 2025', 60, 175),
      run('Experience', 40, 210, { size: 20, bold: true }),
      run('Field Assistant, Valmora Survey Office, 2021 - 2023', 60, 235),
    ]);
    expect(findFullName(page.slice(0, 3), page, null, new Set(['Education', 'Experience']))).toBeNull();
  });
});

describe('a school’s other name in brackets', () => {
  it('is no part of the school’s name, in the same words as an employer’s', () => {
    expect(withoutUnit('Lindenhof University (now Lindenhof Technical University)')).toBe('Lindenhof University');
    expect(withoutUnit('Istituto Valmora (già Liceo Valmora)')).toBe('Istituto Valmora');
    expect(withoutUnit('Hochschule Weidenbach (ehemals Fachhochschule Weidenbach)')).toBe('Hochschule Weidenbach');
  });
});
