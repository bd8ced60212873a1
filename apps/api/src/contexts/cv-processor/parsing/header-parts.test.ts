import { describe, expect, it } from 'vitest';
import { linesOf, run } from '../test-support/layout.ts';
import { isLocation, linePieces, withoutPlaceOf, withoutSeat } from './header-parts.ts';
import { withoutAddress } from './postal-address.ts';

const piecesOf = (text: string) => linePieces(linesOf([run(text, 60, 100)])[0]!, 0).map((p) => p.text);

describe('header parts: places, addresses and labels around the values', () => {
  it('leaves the postal address after a name out, from its street or postcode on', () => {
    expect(withoutAddress('Reply S.p.A., Corso Francia 110, 10143 Torino (Italy)')).toBe('Reply S.p.A.');
    expect(withoutAddress('Fondazione Bruno Kessler, Via Sommarive 18, 38123 Trento (Italy)')).toBe(
      'Fondazione Bruno Kessler',
    );
    expect(withoutAddress('Acme GmbH, Hauptstraße 5, 69117 Heidelberg')).toBe('Acme GmbH');
    expect(withoutAddress('Acea S.p.A., Piazzale Ostiense 2, 00154 Roma')).toBe('Acea S.p.A.');
    expect(withoutAddress('Studio 54, New York')).toBe('Studio 54, New York');
    expect(withoutAddress('University of California, Davis')).toBe('University of California, Davis');
  });

  it("reads a value that is an address from its first part on as no name (the Europass CV's line under the employer)", () => {
    expect(withoutAddress('3 Montague Street, Dublin 2, D02 V327, Ireland')).toBe('');
    expect(withoutAddress('200, Rue de la Loi, 1049 Brussels (Belgium)')).toBe('');
    expect(withoutAddress('Corso Francia 110, 10143 Torino')).toBe('');
    expect(withoutAddress('Studio 54, London')).toBe('Studio 54, London');
    expect(withoutAddress('1600 Amphitheatre Parkway')).toBe('1600 Amphitheatre Parkway');
  });

  it('keeps titles with a slash as values, and no link', () => {
    expect(piecesOf('Researcher / Independent Consultant')).toEqual(['Researcher / Independent Consultant']);
    expect(piecesOf('UX/UI Designer')).toEqual(['UX/UI Designer']);
    expect(piecesOf('github.com/jan')).toEqual([]);
    expect(piecesOf('3.8/4.0')).toEqual([]);
    // A value wrapped whole in brackets on a line of its own: the school under pas-cv's degree.
    expect(piecesOf('(Université Bordeaux 1)')).toEqual(['Université Bordeaux 1']);
  });

  it('leaves the seat after a legal form out, never a title', () => {
    expect(withoutSeat('SAP SE, Walldorf')).toBe('SAP SE');
    expect(withoutSeat('Robert Bosch GmbH, Stuttgart')).toBe('Robert Bosch GmbH');
    expect(withoutSeat('Acme Robotics Ltd, Data Engineer')).toBe('Acme Robotics Ltd, Data Engineer');
    expect(withoutSeat('Globex, Inc.')).toBe('Globex, Inc.');
  });

  it('reads the places of forms and profile exports', () => {
    expect(isLocation('Washington, DC United States')).toBe(true);
    expect(isLocation('Toronto, ON')).toBe(true);
    expect(isLocation('Gdańsk (Poland)')).toBe(true);
    expect(withoutPlaceOf('Gdańsk University of Technology, Gdańsk (Poland)')).toBe('Gdańsk University of Technology');
    expect(withoutPlaceOf('George Mason University Fairfax, VA United States')).toBe('George Mason University');
    // The town after a comma is no glued town: "La Verne" stays in the school's name.
    expect(withoutPlaceOf('University of La Verne, La Verne, CA')).toBe('University of La Verne');
    expect(withoutPlaceOf('Redmond, Washington, United States')).toBe('');
    expect(piecesOf('BOSTON UNIVERSITY — Boston, MA')).toEqual(['BOSTON UNIVERSITY']);
    expect(withoutPlaceOf('Antwerp, Toronto, Australia')).toBe('Antwerp');
  });

  it('takes no role from a labelled detail, the value from a role label, and no kind of employment', () => {
    expect(piecesOf('Hours per week: 50')).toEqual([]);
    expect(piecesOf('Series: 2210 Pay Plan: GS Grade: 13')).toEqual([]);
    expect(piecesOf('Duties, Accomplishments and Related Skills:')).toEqual([]);
    expect(piecesOf('Position: Data Analyst')).toEqual(['Data Analyst']);
    expect(piecesOf('Bachelor of Science: Accounting')).toEqual(['Bachelor of Science: Accounting']);
    expect(piecesOf('Amazon · Full-time')).toEqual(['Amazon']);
    expect(piecesOf('Private Tutor · Self-employed')).toEqual(['Private Tutor', 'Self-employed']);
  });
});
