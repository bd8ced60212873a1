import type { PageLink } from '../pdf/layout-types.ts';

// Phone numbers as printed: found in the header first, labelled ones before any other.

/**
 * E.164-ish: optional +country, optional (area), groups of digits separated by space, dot or dash; the area code
 * may also end in a slash ("030/497 636-00", as German numbers are printed). Digits may be masked
 * ("+91-98xxxxxx12", "(555) 010-xxxx"): the number is given as printed.
 */
const PHONE_RE =
  /(?:\+\d{1,3}[\s.-]?|\(\+\d{1,3}\)\s?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\dxX*]{0,4}(?:\s?\/\s?[\dxX*]{1,5}|[\s.-]?[\dxX*]{1,5})(?:[\s.-]?[\dxX*]{1,5}){0,4}(?![\p{L}\d])/gu;
/** "ext. 12", "x204", "extension 3" right after a number. */
const EXTENSION = /^\s*(?:ext\.?|extn\.?|extension|x)\s?\d{1,5}(?!\d)/i;
/** "03/2019-11/2021": a month and year are not an area code and its number. */
const MONTH_YEAR = /(?:^|\D)(?:0?[1-9]|1[0-2])\s?\/\s?(?:19|20)\d{2}(?!\d)/;

/**
 * "Douai, 59000" / "2020/2022 : Cycle ingénieur": a postcode read across a line break with the year that opens a range
 * below it; a number whose last group starts a range of years is no phone number.
 */
const YEAR_RANGE_START = /^(?:19|20)\d{2}\s*[/–—-]\s*(?:19|20)\d{2}(?!\d)/;

/** A phone number's label just before it on its line ("Phone: +31-50-313.7020", "Tél. 05.56…", "Mobile –"). */
const PHONE_LABEL =
  /(?:phone|tel|tél|telephone|téléphone|telefon|teléfono|telefone|telefono|mobile|mobil|cell|handy|móvil|portable|gsm)\.?\s*(?:\([^()]*\))?\s*[:.|–-]?\s*$/iu;

export function findPhone(links: PageLink[], headerText: string, text: string): string | null {
  const numbers = [headerText, text]
    .flatMap(printedNumbers)
    .filter((n) => isPhone(n.candidate) && !YEAR_RANGE_START.test(`${n.candidate.split(' ').at(-1)}${n.after}`));
  // A labelled number first: an address's house number and postcode read across a line break look like a number
  // too ("Steenhouwerskade 12345" / "9718 DL G-Town" above "Phone: +31-50-313.7020").
  const found = numbers.find((n) => n.labelled) ?? numbers.find((n) => !isPostcodeBeforeTown(n.candidate, n.after));
  if (found) return `${found.candidate}${found.extension}`;
  for (const l of links) {
    if (l.url.toLowerCase().startsWith('tel:')) {
      const n = decodeURIComponent(l.url.slice(4)).trim();
      if (isPhone(n)) return n;
    }
  }
  return null;
}

/** The numbers of a text as printed, with their extension, what follows them and whether a label stands before. */
function printedNumbers(source: string) {
  return [...source.matchAll(PHONE_RE)].map((m) => {
    const after = source.slice(m.index + m[0].length);
    return {
      // A number wrapped at the end of a line ("… · +44" / "113 343 0000") is printed on one line.
      candidate: m[0].trim().replace(/\s+/g, ' '),
      // An extension printed after the number is part of it ("(555) 010-4477 ext. 12").
      extension: (EXTENSION.exec(after)?.[0] ?? '').replace(/\s+/g, ' ').trimEnd(),
      after,
      labelled: PHONE_LABEL.test(source.slice(0, m.index).split('\n').at(-1) ?? ''),
    };
  });
}

/**
 * "Rua Augusta 10 / 1100-053 Lisboa": a house number and a postcode read across a line break make nine digits. A
 * short number (nine digits or fewer, no country code) right before a capitalised word is an address's postcode
 * and town, not a phone number.
 */
function isPostcodeBeforeTown(candidate: string, after: string): boolean {
  const places = candidate.replace(/[^\dxX*]/g, '');
  return !/^[+(]/.test(candidate) && places.length <= 9 && /^ \p{Lu}\p{Ll}{2,}/u.test(after);
}

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  const places = candidate.replace(/[^\dxX*]/g, '');
  if (places.length < 8 || places.length > 15 || digits.length < 4) return false;
  if (!candidate.startsWith('+') && places.length < 9) return false;
  // Year ranges, dotted version numbers and ISO dates are not phone numbers.
  if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(candidate) || /^\d{4}-\d{2}-\d{2}$/.test(candidate)) return false;
  if (MONTH_YEAR.test(candidate)) return false;
  // A dotted version number is not a phone number; "206.555.0142" is.
  if (/^\d+(\.\d+){1,2}$/.test(candidate) && digits.length < 10) return false;
  const groups = candidate.split(/[\s.-]+/).filter(Boolean);
  // "2006 2012", and "3 2006 2012" (a list's number or a day read before two years): years are no phone number.
  const years = groups.filter((g) => /^(19|20)\d{2}$/.test(g)).length;
  return !(years >= 2 && groups.every((g) => /^(19|20)\d{2}$/.test(g) || g.length <= 2));
}
