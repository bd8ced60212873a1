import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseEducation } from './education.ts';

const studies = (runs: Parameters<typeof linesOf>[0]) =>
  parseEducation(linesOf(runs)).map((e) => [e.degree, e.university, e.startDate, e.endDate, e.gpa]);

describe('parseEducation: study blocks as other layouts and languages print them (ADR 083, 2026-11-27)', () => {
  it('gives the dates printed under each study, on a line of their own, to that study', () => {
    // A Markdown list printed by a browser: the list marks are drawn, not text.
    expect(
      studies([
        run('Brackenfield Institute of Technology', 40, 100, { bold: true }),
        run('MS in Applied Geology', 60, 114),
        run('2022-Present', 60, 128),
        run('Oakhurst University', 40, 150, { bold: true }),
        run('B.Tech in Civil Engineering', 60, 164),
        run('2017-2021', 60, 178),
        run('CGPA - 8.7/10', 60, 192),
      ]),
    ).toEqual([
      ['MS in Applied Geology', 'Brackenfield Institute of Technology', '2022', 'present', null],
      ['B.Tech in Civil Engineering', 'Oakhurst University', '2017', '2021', '8.7/10'],
    ]);
  });

  it('reads "Jetzt", "in corso", "ahora" closing a range as the present', () => {
    expect(
      studies([
        run('M.Sc. Informatik, 10/2022 – Jetzt, Universität Grauwald', 40, 100),
        run('Laurea in Fisica, 2021 – in corso, Università di Valmora', 40, 130),
        run('Grado en Química, 2020 - ahora, Universidad de Sierra Alta', 40, 160),
      ]).map((s) => [s[1], s[2], s[3]]),
    ).toEqual([
      ['Universität Grauwald', '2022-10', 'present'],
      ['Università di Valmora', '2021', 'present'],
      ['Universidad de Sierra Alta', '2020', 'present'],
    ]);
  });

  it('reads two full years joined by a slash as a range, and drops a postal code and a former name after the school', () => {
    expect(
      studies([
        run(
          '2021/2024 : Cycle ingénieur - École des Mines de Valcourt (anciennement École de Valcourt), Valcourt, 51230',
          40,
          100,
        ),
        run('2018/2021 : Classes préparatoires - Lycée Jean Morvan, Castelnau, 81740', 40, 130),
      ]),
    ).toEqual([
      ['Cycle ingénieur', 'École des Mines de Valcourt', '2021', '2024', null],
      ['Classes préparatoires', 'Lycée Jean Morvan', '2018', '2021', null],
    ]);
  });

  it('parts a degree and its school at French "à", "au" and Italian "presso", a level number kept with the degree', () => {
    expect(
      studies([
        run('2019 - 2021', 40, 100),
        run('Master 2 Géosciences Appliquées (Hydrologie, Sols) à l’Université de Montclair', 110, 100),
        run('(Mention Bien)', 110, 114),
        run('2018 - 2019', 40, 140),
        run('Licence 3 Informatique au Institut Polytechnique de Brévan (Mention Assez Bien)', 110, 140),
        run('2013 - 2018', 40, 170),
        run('Laurea in Fisica presso Politecnico di Valmora', 110, 170),
      ]),
    ).toEqual([
      ['Master 2 Géosciences Appliquées (Hydrologie, Sols)', 'Université de Montclair', '2019', '2021', null],
      ['Licence 3 Informatique', 'Institut Polytechnique de Brévan', '2018', '2019', null],
      ['Laurea in Fisica', 'Politecnico di Valmora', '2013', '2018', null],
    ]);
  });

  it('reads a lycée, a liceo, a gymnasium as schools and an Erasmus stay as a course of study', () => {
    expect(
      studies([
        run('Erasmus+, Universität Lindenhof, October 2023 - June 2024', 40, 100),
        run('Abitur, Gymnasium am Weidenbach, 2012 - 2020', 40, 130),
        run('Diploma di maturità, Liceo Scientifico Aldo Renzi, 2010 - 2015', 40, 160),
      ]).map((s) => [s[0], s[1]]),
    ).toEqual([
      ['Erasmus+', 'Universität Lindenhof'],
      ['Abitur', 'Gymnasium am Weidenbach'],
      ['Diploma di maturità', 'Liceo Scientifico Aldo Renzi'],
    ]);
  });

  it('gives the school printed as a heading over its studies to the next study that names none', () => {
    expect(
      studies([
        run('Cité scolaire Paul Arnaud', 40, 100, { size: 13, bold: true }),
        run('BTS SIO, Développement logiciel', 40, 122, { bold: true }),
        run('2019 – 2021', 40, 136, { italic: true }),
        run('Baccalauréat Scientifique', 40, 156, { bold: true }),
        run('2016 – 2019', 40, 170, { italic: true }),
      ]).map((s) => [s[0], s[1]]),
    ).toEqual([
      ['BTS SIO', 'Cité scolaire Paul Arnaud'],
      ['Baccalauréat Scientifique', 'Cité scolaire Paul Arnaud'],
    ]);
  });

  it('reads Dutch, German, French, Turkish and Indian school-leaving and degree names, and a percentage as the grade', () => {
    expect(
      studies([
        run('HBO Bedrijfskunde, Hogeschool Veldhoven, 2015 - 2019', 40, 100),
        run('VWO, Stedelijk Lyceum Noordwijk, 2009 - 2015', 40, 130),
        run('Allgemeine Hochschulreife, Gymnasium am Weidenbach, 2003 - 2012', 40, 160),
        run('DESS Ingénierie Financière, Université de Brévan, 2001 - 2002', 40, 190),
        run('Yüksek Lisans, Boğazkent Üniversitesi, 2016 - 2018', 40, 220),
      ]).map((s) => [s[0], s[1]]),
    ).toEqual([
      ['HBO Bedrijfskunde', 'Hogeschool Veldhoven'],
      ['VWO', 'Stedelijk Lyceum Noordwijk'],
      ['Allgemeine Hochschulreife', 'Gymnasium am Weidenbach'],
      ['DESS Ingénierie Financière', 'Université de Brévan'],
      ['Yüksek Lisans', 'Boğazkent Üniversitesi'],
    ]);
    expect(
      studies([
        run('Oakridge Senior Secondary School', 40, 100, { bold: true }),
        run('Class XII (CBSE), 2013 - 2015', 40, 114),
        run('Percentage: 91%', 40, 128),
        run('Northgate Public School', 40, 150, { bold: true }),
        run('Class X, 2012 - 2013', 40, 164),
      ]),
    ).toEqual([
      ['Class XII (CBSE)', 'Oakridge Senior Secondary School', '2013', '2015', '91%'],
      ['Class X', 'Northgate Public School', '2012', '2013', null],
    ]);
  });

  it('keeps a short name after a dash as part of the school, a town or a field after one apart', () => {
    expect(
      studies([
        run('Northbay Institute - Tidewell Labs', 40, 100, { bold: true }),
        run('Certificate in Data Engineering', 40, 114),
        run('2019 – 2020', 40, 128),
        run('Université de Brévan - Val-Sud', 40, 150, { bold: true }),
        run('DEA in Chimie', 40, 164),
        run('2004 – 2005', 40, 178),
        run('Lakeside University - London', 40, 200, { bold: true }),
        run('MSc in Physics', 40, 214),
        run('2002 – 2004', 40, 228),
      ]).map((s) => s[1]),
    ).toEqual(['Northbay Institute - Tidewell Labs', 'Université de Brévan - Val-Sud', 'Lakeside University']);
  });
});
