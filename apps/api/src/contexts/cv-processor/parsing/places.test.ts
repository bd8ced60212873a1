import { describe, expect, it } from 'vitest';
import { isKnownCity } from './places.ts';
import { withoutTrailingCity, withoutTrailingTowns } from './header-parts.ts';

describe('isKnownCity: GeoNames cities by their own name and by their other names', () => {
  it('knows a large city by its local spelling, with the mark of the city', () => {
    for (const local of ['München', 'Milano', 'Wien', 'Warszawa', 'Bruxelles', 'Praha', 'Lisboa', 'Roma', 'Torino'])
      expect(isKnownCity(local, 'large')).toBe(true);
    expect(withoutTrailingCity('Pirelli & C. S.p.A., Milano')).toBe('Pirelli & C. S.p.A.');
  });

  it('keeps the mark of a city’s own name, and no English word is a place alone', () => {
    // "Victoria" is another name of larger cities; the Canadian city keeps its own mark.
    expect(isKnownCity('Victoria', 'large')).toBe(false);
    expect(isKnownCity('Victoria', 'any')).toBe(true);
    expect(isKnownCity('City', 'any')).toBe(false);
    expect(isKnownCity('Central', 'any')).toBe(false);
  });

  it('drops the town after every employer of a section that prints "Employer, Town", known or not', () => {
    // Galway is GeoNames' "Gaillimh" by another name; Clonmel is too small to be listed.
    expect(
      withoutTrailingTowns(['Medtronic, Galway', 'Boston Scientific, Clonmel', 'Johnson & Johnson, Limerick']),
    ).toEqual(['Medtronic', 'Boston Scientific', 'Johnson & Johnson']);
    // Where no tail is a known city, the tails stay: "Acme, Inc." and "Globex, Beta" are names.
    expect(withoutTrailingTowns(['Acme, Widgets', 'Globex, Beta', null])).toEqual([
      'Acme, Widgets',
      'Globex, Beta',
      null,
    ]);
    // Three employers that all end in a town, one of them known (Clichy): the small towns go too.
    expect(withoutTrailingTowns(['Groupe SEB, Écully', 'Boiron, Messimy', "L'Oréal, Clichy"])).toEqual([
      'Groupe SEB',
      'Boiron',
      "L'Oréal",
    ]);
    // One employer printed without a tail: the section has no such habit, and the unknown towns stay.
    expect(withoutTrailingTowns(['Groupe SEB, Écully', 'Boiron, Messimy', "L'Oréal, Clichy", 'Danone'])).toEqual([
      'Groupe SEB, Écully',
      'Boiron, Messimy',
      "L'Oréal, Clichy",
      'Danone',
    ]);
  });
});
