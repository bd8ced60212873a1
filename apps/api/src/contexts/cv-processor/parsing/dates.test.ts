import { describe, expect, it } from 'vitest';
import { findDateRange, findSingleDate, normaliseDate, SINCE_LEAD, stripDates } from './dates.ts';

describe('dates', () => {
  it.each([
    ['Sept 2018', '2018-09'],
    ['June 2023', '2023-06'],
    ['06/2020', '2020-06'],
    ['2020-06', '2020-06'],
    ['2019', '2019'],
    ['Present', 'present'],
    ['current', 'present'],
    ["Mar '21", '2021-03'],
    ['Sept ’17', '2017-09'],
    ['Jun ’98', '1998-06'],
    ['Dec. 2022', '2022-12'],
    ['2023-08-01', '2023-08'],
    ['Summer 2020', '2020'],
    ['fall 2019', '2019'],
    ['Été 2019', '2019'],
    ['Hiver 2017', '2017'],
    ['Sommer 2018', '2018'],
    ['30/09/2016', '2016-09'],
    ['01.03.2013', '2013-03'],
    ['12/25/2019', '2019-12'],
  ])('normalises %s', (raw, expected) => expect(normaliseDate(raw)).toBe(expected));

  it('reads the words for "now" of German, Italian and Spanish CVs, and two full years joined by a slash', () => {
    expect(findDateRange('08/2021 – Jetzt')).toMatchObject({ start: '2021-08', end: 'present' });
    expect(findDateRange('2019 - aktuell')).toMatchObject({ start: '2019', end: 'present' });
    expect(findDateRange('2020 – in corso')).toMatchObject({ start: '2020', end: 'present' });
    expect(findDateRange('2018 - actualmente')).toMatchObject({ start: '2018', end: 'present' });
    expect(findDateRange('2022/2024 : Cycle ingénieur')).toMatchObject({ start: '2022', end: '2024' });
    // A month and its year stay one date.
    expect(findDateRange('2019/03 - 2020/05')).toMatchObject({ start: '2019-03', end: '2020-05' });
    expect(findDateRange('05/2019')).toBeNull();
  });

  it('reads an arrow between the two ends as a range', () => {
    expect(findDateRange('09/2019 → 07/2022')).toMatchObject({ start: '2019-09', end: '2022-07' });
    expect(findDateRange('Mar 2016 ➜ Present')).toMatchObject({ start: '2016-03', end: 'present' });
    expect(findDateRange('03/2016 → 11/2018')).toMatchObject({ start: '2016-03', end: '2018-11' });
    expect(findDateRange('Mar 2020 ⟶ Present')).toMatchObject({ start: '2020-03', end: 'present' });
  });

  it('reads US dates month first, the whole range when one end can only be read so', () => {
    expect(findDateRange('06/15/2019 – Present')).toMatchObject({ start: '2019-06', end: 'present' });
    expect(findDateRange('05/20/2013 – 07/29/2016')).toMatchObject({ start: '2013-05', end: '2016-07' });
    expect(findDateRange('08/01/2016 – 06/15/2019')).toMatchObject({ start: '2016-08', end: '2019-06' });
    expect(findDateRange('01/03/2013 – 30/09/2016')).toMatchObject({ start: '2013-03', end: '2016-09' });
    expect(findSingleDate('Graduated 15/2019')).toMatchObject({ end: '2019' });
  });

  it.each([
    ['Janv. 2021 – Aujourd’hui', '2021-01', 'present'],
    ['03/2020 bis heute', '2020-03', 'present'],
    ['März 2019 – Dezember 2020', '2019-03', '2020-12'],
    ['septiembre 2018 – actualidad', '2018-09', 'present'],
    ['fev. 2017 – outubro 2019', '2017-02', '2019-10'],
    ['mei 2016 – juli 2018', '2016-05', '2018-07'],
    ['déc. 2015 – août 2016', '2015-12', '2016-08'],
    ['01/03/2013 – 30/09/2016', '2013-03', '2016-09'],
    ['Jul 2019 – Till date', '2019-07', 'present'],
  ])('reads months and "present" in other languages: %s', (text, start, end) =>
    expect(findDateRange(text)).toMatchObject({ start, end }),
  );

  it('never reads the end of a word as a month', () => {
    expect(findSingleDate('University of Chicago 2018')).toMatchObject({ end: '2018' });
    expect(findSingleDate('Copenhagen 2019')).toMatchObject({ end: '2019' });
    expect(findDateRange('Santiago 2016 – 2019')).toMatchObject({ start: '2016', end: '2019' });
  });

  it('finds ranges with dashes, "to" and open ends', () => {
    expect(findDateRange('Sept 2018 – May 2023')).toMatchObject({ start: '2018-09', end: '2023-05' });
    expect(findDateRange('Co-Founder, Nexus AI June 2023 – present')).toMatchObject({
      start: '2023-06',
      end: 'present',
    });
    expect(findDateRange('01/2019 to 12/2020')).toMatchObject({ start: '2019-01', end: '2020-12' });
    expect(findDateRange('2 years 10 months')).toBeNull();
    expect(findDateRange('2021-11-01 — 2023-07-01')).toMatchObject({ start: '2021-11', end: '2023-07' });
    expect(findDateRange('2019-05-01 to Present')).toMatchObject({ start: '2019-05', end: 'present' });
    expect(findDateRange('2019-05-01  T O  2022-03-01')).toMatchObject({ start: '2019-05', end: '2022-03' });
    // A typeset apostrophe before a two-digit year, as LaTeX prints \apo or ’.
    expect(findDateRange('Dec ’15 – Jan ’16')).toMatchObject({ start: '2015-12', end: '2016-01' });
  });

  it('reads dotted year-month ranges, month names joined by "to" and "Since" as a current position', () => {
    expect(findDateRange('2019.03 – 2021.11')).toMatchObject({ start: '2019-03', end: '2021-11' });
    expect(findDateRange('March 2018 to June 2020')).toMatchObject({ start: '2018-03', end: '2020-06' });
    expect(findSingleDate('Since 2021')).toMatchObject({ start: '2021', end: 'present' });
    expect(findSingleDate('SINCE MAR 2021 · Lyon, France')).toMatchObject({ start: '2021-03', end: 'present' });
    expect(findSingleDate('Graduated 2019')).toMatchObject({ start: null, end: '2019' });
    expect(SINCE_LEAD.exec('SINCE 2023 · Bergen, Norway')?.[1]).toBe('2023');
    expect(SINCE_LEAD.exec('Since 2023 I have led the team')).toBeNull();
    expect(findDateRange('Spring 2021 – Autumn 2022')).toMatchObject({ start: '2021', end: '2022' });
    expect(findSingleDate('Software Engineer Intern, Acme Corp Summer 2020')).toMatchObject({
      end: '2020',
      text: 'Summer 2020',
    });
  });

  it('reads two months of one year, "since" and "to" as other languages print them', () => {
    expect(findDateRange('Jun – Aug 2017')).toMatchObject({ start: '2017-06', end: '2017-08' });
    expect(stripDates('Engineering Intern Jun – Aug 2017')).toBe('Engineering Intern');
    expect(findDateRange('June to August 2019 Intern Northwind, Lyon')).toMatchObject({
      start: '2019-06',
      end: '2019-08',
    });
    expect(findDateRange('June and July 2018')).toMatchObject({ start: '2018-06', end: '2018-07' });
    expect(findSingleDate('depuis janvier 2021')).toMatchObject({ start: '2021-01', end: 'present' });
    expect(findSingleDate('seit März 2019')).toMatchObject({ start: '2019-03', end: 'present' });
    expect(findDateRange('Da giugno 2015 a settembre 2019')).toMatchObject({ start: '2015-06', end: '2019-09' });
    expect(findDateRange('Da ottobre 2019 ad oggi')).toMatchObject({ start: '2019-10', end: 'present' });
    expect(findDateRange('enero 2018 hasta diciembre 2020')).toMatchObject({ start: '2018-01', end: '2020-12' });
  });

  it('reads "set" and "out" as months before a year only, no year from inside a name, durations in any language', () => {
    expect(findDateRange('set 2016 - out. 2017')).toMatchObject({ start: '2016-09', end: '2017-10' });
    expect(findSingleDate('Freelance / set 2016')).toMatchObject({ end: '2016-09' });
    expect(stripDates('Sold out')).toBe('Sold out');
    expect(findSingleDate('Stage Developer | KX2001')).toBeNull();
    expect(stripDates('Especialista Backend +3 Años')).toBe('Especialista Backend');
    expect(stripDates('Arquitecto Cloud 6 meses')).toBe('Arquitecto Cloud');
    expect(stripDates('Berater 2 Jahre 3 Monate')).toBe('Berater');
    expect(stripDates('Consultant 18 mois')).toBe('Consultant');
    expect(stripDates('Sviluppatore 4 anni')).toBe('Sviluppatore');
    expect(stripDates('Ontwikkelaar 5 jaar')).toBe('Ontwikkelaar');
  });

  it('reads months with two-digit years as a range only ("Oct 23 - Maintenant"), never a lone "Oct 23"', () => {
    expect(findDateRange('Ingénieur Logiciel  Oct 23 - Maintenant')).toMatchObject({
      start: '2023-10',
      end: 'present',
    });
    expect(findDateRange('Jan 21 – Mar 22')).toMatchObject({ start: '2021-01', end: '2022-03' });
    expect(stripDates('Ingénieur Logiciel Jan 21 – Mar 22')).toBe('Ingénieur Logiciel');
    expect(findDateRange('May 15 – 20')).toBeNull();
    expect(stripDates('Oct 23 release')).toBe('Oct 23 release');
  });

  it("reads the other languages' short month names and words for a current position", () => {
    expect(findDateRange('mrt 2019 - nu')).toMatchObject({ start: '2019-03', end: 'present' });
    expect(findDateRange('Mär 2018 – bis dato')).toMatchObject({ start: '2018-03', end: 'present' });
    expect(findDateRange('mag 2020 - attuale')).toMatchObject({ start: '2020-05', end: 'present' });
    expect(findDateRange('aout 2018 - à ce jour')).toMatchObject({ start: '2018-08', end: 'present' });
    expect(findDateRange('2019 hasta la fecha')).toMatchObject({ start: '2019', end: 'present' });
    expect(findDateRange('2016 - en poste')).toMatchObject({ start: '2016', end: 'present' });
  });
});
