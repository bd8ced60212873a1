import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { parseExperience } from './experience.ts';
import { withoutPlaceOf } from './header-parts.ts';

const rows = (lines: ReturnType<typeof linesOf>) =>
  parseExperience(lines).map((e) => [e.title, e.employer, e.startDate, e.endDate]);

// Position layouts of résumés in other languages (invented content).
describe('positions of résumés in other languages', () => {
  it('dates each role of a group by its employer range, durations in any language left out', () => {
    const lines = linesOf([
      run('Telvoria Andina', 60, 100, { bold: true }),
      run('Septiembre 2019 - Actualidad', 400, 100),
      run('Especialista Backend', 60, 120, { italic: true }),
      run('+3 Años', 480, 120),
      run('• Mantenimiento del portal de clientes', 70, 134, { width: 440 }),
      run('Arquitecto de Plataforma', 60, 158, { italic: true }),
      run('6 meses', 480, 158),
      run('• Migración de los servicios a contenedores', 70, 172, { width: 440 }),
      run('Quimbaya Datos', 60, 204, { bold: true }),
      run('Julio 2015 - Septiembre 2019', 400, 204),
      run('Analista de Datos', 60, 224, { italic: true }),
      run('4 Años', 480, 224),
      run('• Informes de ventas mensuales', 70, 238, { width: 440 }),
    ]);
    expect(rows(lines)).toEqual([
      ['Especialista Backend', 'Telvoria Andina', '2019-09', 'present'],
      ['Arquitecto de Plataforma', 'Telvoria Andina', '2019-09', 'present'],
      ['Analista de Datos', 'Quimbaya Datos', '2015-07', '2019-09'],
    ]);
  });

  it('reads "Employer / dates" under the title, the slash and a Portuguese "set" month read', () => {
    const entry = (y: number, title: string, line: string) => [
      run(title, 60, y, { bold: true }),
      run(line, 60, y + 14, { italic: true }),
      run('Manutenção dos sistemas da cooperativa.', 60, y + 28),
    ];
    const lines = linesOf([
      ...entry(100, 'Desenvolvedor Backend', 'Pecuarix / dez 2019 - atualmente'),
      ...entry(150, 'Estágio em Qualidade de Software', 'Sertão Sistemas / set 2016 - out 2017'),
      ...entry(200, 'Desenvolvimento de Loja Virtual', 'Freelance / fev 2015'),
    ]);
    expect(rows(lines)).toEqual([
      ['Desenvolvedor Backend', 'Pecuarix', '2019-12', 'present'],
      ['Estágio em Qualidade de Software', 'Sertão Sistemas', '2016-09', '2017-10'],
      ['Desenvolvimento de Loja Virtual', 'Freelance', '2015-02', '2015-02'],
    ]);
  });

  it('keeps a title or an employer on a line of its own whole across its dash', () => {
    const entry = (y: number, employer: string, place: string, title: string, dates: string) => [
      run(employer, 60, y, { bold: true }),
      run(place, 470, y, { italic: true }),
      run(title, 60, y + 14),
      run(dates, 450, y + 14, { italic: true }),
      run('• Pflege der Auslieferungsprozesse', 70, y + 28),
    ];
    const lines = linesOf([
      ...entry(100, 'Brakwald.de – Automatisierung', 'Remote', 'Inhaber & Chefentwickler', '2011 – heute'),
      ...entry(160, 'Lumtal GmbH', 'Remote', 'Treiberprogrammierer - Firmware', '03/2008 – 10/2011'),
      ...entry(220, 'Kessler Werke GmbH', 'Remote', 'Software-Entwickler (Kanban-Team)', '01/2006 – 02/2008'),
    ]);
    expect(rows(lines)).toEqual([
      ['Inhaber & Chefentwickler', 'Brakwald.de – Automatisierung', '2011', 'present'],
      ['Treiberprogrammierer - Firmware', 'Lumtal GmbH', '2008-03', '2011-10'],
      ['Software-Entwickler (Kanban-Team)', 'Kessler Werke GmbH', '2006-01', '2008-02'],
    ]);
  });

  it('reads the employer from a labelled line in Dutch ("Waar:") under the title, its later name left out', () => {
    const entry = (y: number, title: string, employer: string, period: string) => [
      run(title, 60, y, { bold: true, size: 12 }),
      run(`Waar: ${employer}`, 60, y + 18),
      run(`Periode: ${period}`, 60, y + 32),
      run('Verantwoordelijk voor de koppelingen met leveranciers.', 60, y + 46),
    ];
    const lines = linesOf([
      ...entry(100, 'Lead Developer', 'Dijkhof Software', '2012 - heden'),
      ...entry(170, 'Directeur', 'Polderlicht Webbouw', '2008 - 2012'),
      ...entry(240, 'Afstudeerstage', 'Lumtal (tegenwoordig: Orbis)', '2007'),
    ]);
    expect(rows(lines)).toEqual([
      ['Lead Developer', 'Dijkhof Software', '2012', 'present'],
      ['Directeur', 'Polderlicht Webbouw', '2008', '2012'],
      ['Afstudeerstage', 'Lumtal', '2007', '2007'],
    ]);
  });

  it('reads no year from inside a name ("Title | KX2001" over "2021")', () => {
    const entry = (y: number, head: string, dates: string) => [
      run(head, 60, y, { bold: true }),
      run(dates, 60, y + 14, { italic: true }),
      run('Manutenzione del gestionale interno.', 60, y + 28),
    ];
    const lines = linesOf([
      ...entry(100, 'Backend Developer | Consulenza Orvieto', '2022 - Presente'),
      ...entry(150, 'Stage Backend Developer | KX2001', '2021'),
    ]);
    expect(rows(lines)).toEqual([
      ['Backend Developer', 'Consulenza Orvieto', '2022', 'present'],
      ['Stage Backend Developer', 'KX2001', '2021', '2021'],
    ]);
  });

  it('keeps values between the bold title and the employer, parted by their own separator, in the employer', () => {
    const entry = (y: number, title: string, rest: string, dates: string) => [
      run(title, 60, y, { bold: true }),
      run(rest, 60 + title.length * 5, y),
      run(dates, 450, y),
      run('Diseño de pantallas para la red de tiendas.', 60, y + 14, { width: 460 }),
    ];
    const lines = linesOf([
      ...entry(100, 'UX DEVELOPER', ' — Tessaro · NUBIA', 'Sept 2023 – Present'),
      ...entry(140, 'TECH LEAD', ' — Voltaria Energía', 'Jun 2021 – Sept 2023'),
      ...entry(180, 'SAP CONSULTANT', ' — Ferrocon', 'Oct 2017 – Jun 2021'),
    ]);
    expect(rows(lines)).toEqual([
      ['UX DEVELOPER', 'Tessaro · NUBIA', '2023-09', 'present'],
      ['TECH LEAD', 'Voltaria Energía', '2021-06', '2023-09'],
      ['SAP CONSULTANT', 'Ferrocon', '2017-10', '2021-06'],
    ]);
  });

  it('leaves out a town and its country named in another language', () => {
    expect(withoutPlaceOf('Hütte Bergblick, Zell (Oostenrijk)')).toBe('Hütte Bergblick');
    expect(withoutPlaceOf('Talleres Ribera, Sevilla, España')).toBe('Talleres Ribera');
    expect(withoutPlaceOf('Atelier Verdier, Lyon, Frankreich')).toBe('Atelier Verdier');
  });

  it('joins a title wrapped after a joining word ("… de la" / "Red de Tiendas")', () => {
    const entry = (y: number, dates: string, employer: string, title: string[]) => [
      run(`${dates} ${employer}`, 60, y),
      ...title.map((t, i) => run(t, 60, y + 14 * (i + 1), { bold: true })),
      run('• Coordinación de pedidos y proveedores', 70, y + 14 * (title.length + 1)),
    ];
    const lines = linesOf([
      ...entry(100, '2016 - 2019', 'Almacenes Ribera', ['Encargado de la', 'Red de Tiendas']),
      ...entry(170, '2012 - 2016', 'Papelera Norte', ['Auxiliar administrativo']),
    ]);
    expect(rows(lines)).toEqual([
      ['Encargado de la Red de Tiendas', 'Almacenes Ribera', '2016', '2019'],
      ['Auxiliar administrativo', 'Papelera Norte', '2012', '2016'],
    ]);
  });

  it('opens an entry at an employer written in lower case whose line opens in bold', () => {
    const entry = (y: number, employer: string, place: string, title: string, dates: string) => [
      run(employer, 60, y, { bold: true }),
      run(place, 380, y, { italic: true }),
      run(title, 60, y + 14),
      run(dates, 480, y + 14),
      run('• Wartung der Steuerungssoftware für die Fertigungslinien', 70, y + 28, { width: 440 }),
    ];
    const lines = linesOf([
      ...entry(100, 'Kessler Werke GmbH', 'Remscheid-Lüttringhausen, DE', 'Software-Entwickler', '2018 – 2021'),
      ...entry(160, 'lumtal GmbH', 'Talheim-Nord, DE', 'Treiberprogrammierer', '2017'),
    ]);
    expect(rows(lines)).toEqual([
      ['Software-Entwickler', 'Kessler Werke GmbH', '2018', '2021'],
      ['Treiberprogrammierer', 'lumtal GmbH', '2017', '2017'],
    ]);
  });

  it('keeps a French title wrapped after "en" whole: the field of a tutor is no employer', () => {
    const lines = linesOf([
      run('Tuteur en', 60, 100, { bold: true }),
      run('Sep 2021 - Juin 2022', 450, 100),
      run('Physique', 60, 114, { bold: true }),
      run('Université de Valmont', 60, 128, { italic: true }),
      run('Encadrement hebdomadaire des étudiants de première année.', 60, 142, { width: 440 }),
    ]);
    expect(rows(lines)).toEqual([['Tuteur en Physique', 'Université de Valmont', '2021-09', '2022-06']]);
  });
});
