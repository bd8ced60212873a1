import { isLocation } from './header-parts.ts';

// Postal addresses inside entries' values: a street with its number, a postcode and town.

/** Words that open a street's name in Romance and Polish addresses ("Corso Francia 110", "ul. Długa 15/3"). */
const STREET_WORDS = String.raw`(?:via|viale|corso|piazza|largo|rue|avenue|boulevard|calle|avenida|rua|ul\.|al\.)\s`;
/** A postcode and its town ("10143 Torino", "D-69117 Heidelberg", "00-950 Warszawa"). */
const POSTCODE = String.raw`^(?:[A-Z]{1,2}-)?\d{4,6}\s+\p{Lu}|^\d{2}-\d{3}\s+\p{Lu}`;
/** A street with its number ("Corso Francia 110", "ul. Długa 15/3", "1600 Amphitheatre Parkway") or a postcode and town. */
const STREET = new RegExp(
  String.raw`^${STREET_WORDS}.*\d|^\d{1,5}\s+\p{Lu}.*\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|parkway|place|pl|court|ct)\.?$|^\p{Lu}[\p{L}-]*(?:stra(?:ß|ss)e|weg|platz|gasse|laan|straat|gade|vej|gatan|vägen)\s+\d|${POSTCODE}`,
  'iu',
);

const NUMBERED_STREET = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){1,4}\s+\d{1,4}[a-z]?(?:\/\d{1,3})?$/u;

/**
 * A name followed by its postal address ("Reply S.p.A., Corso Francia 110, 10143 Torino (Italy)", the "Name and
 * address of employer" of a Europass form): the address, from its street or postcode on, is not part of the name.
 * The first value is cut only when the whole value is an address ("Studio 54" stays).
 */
export function withoutAddress(text: string): string {
  const parts = text.split(/,\s+/);
  if (isPostalAddress(parts)) return '';
  // A street and number before another part ("Piazzale Ostiense 2, 00154 Roma"), whatever the street's word.
  const numbered = (p: string, i: number) => i < parts.length - 1 && NUMBERED_STREET.test(p.trim());
  const at = parts.findIndex((p, i) => i > 0 && (STREET.test(p.trim()) || numbered(p, i)));
  return at > 0 ? parts.slice(0, at).join(', ') : text;
}

const HOUSE_NUMBER = /^\d{1,5}[a-z]?$/i;
const STREET_NAME = new RegExp(`^${STREET_WORDS}`, 'i');
const POSTCODE_TOWN = new RegExp(POSTCODE, 'u');

/**
 * A value that is a postal address from its first part on, printed on a line of its own under the employer (the
 * Europass CV's "3 Montague Street, Dublin 2, D02 V327, Ireland", "200, Rue de la Loi, 1049 Brussels (Belgium)"): a
 * street with its number, then a postcode and town or a place. A name and number ("Studio 54, London") is a street
 * only before a postcode.
 */
function isPostalAddress(parts: string[]): boolean {
  const [first = '', second = ''] = parts.map((p) => p.trim());
  const rest = parts.slice(1).map((p) => p.trim());
  if (rest.length === 0) return false;
  if (STREET.test(first) || (HOUSE_NUMBER.test(first) && STREET_NAME.test(second)))
    return rest.some((p) => POSTCODE_TOWN.test(p) || isLocation(p));
  return NUMBERED_STREET.test(first) && rest.some((p) => POSTCODE_TOWN.test(p));
}
