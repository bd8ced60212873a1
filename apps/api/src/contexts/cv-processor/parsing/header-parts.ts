import type { Line, Span } from '../pdf/layout-types.ts';
import { DATE_WORD, findDateRange, stripDates } from './dates.ts';
import { repeatsOtherValue, splitOutsideBrackets } from './brackets.ts';
import { vocabularyKind } from './section-vocabulary.ts';
import { isKnownCity } from './places.ts';
import { withoutAddress } from './postal-address.ts';
import { COMPANY_RE, FRENCH_JOB_WORDS, TITLE_RE } from './role-words.ts';
import { FIELD, isRoleField, namesValue } from './field-labels.ts';
import { COUNTRIES, REGION_NAME, SCHOOL_NAME, US_STATES } from './place-names.ts';

export { COMPANY_RE, TITLE_RE, isRoleField };

const LOCATION_RE = new RegExp(
  String.raw`^(remote|hybrid|on-?site|(?:[\p{L}.'’ -]+,\s*)+(?:${US_STATES}|${COUNTRIES}|[\p{L} ]+))$`,
  'iu',
);
const COUNTRY_ONLY = new RegExp(`^(${COUNTRIES}|remote|hybrid)$`, 'i');
/** "VA", "Italy", and a state before its country as US federal forms print it ("DC United States", "VA US"). */
const STATE_OR_COUNTRY = new RegExp(`^(${US_STATES})(\\s+(${COUNTRIES}))?$|^(${COUNTRIES})$`, 'i');
const STATE_CODE = new RegExp(`^(?:${US_STATES})$`);
/** "Gdańsk (Poland)", "Torino (Italy)": a town with its country in brackets, as Europass forms print places. */
const TOWN_AND_COUNTRY = new RegExp(String.raw`^\p{Lu}[\p{L}'’. -]{1,30}\s*\((?:${COUNTRIES})\)$`, 'iu');

/** An organisation's name: a company's or a school's, a hospital, a lab ("Durham University", "Institut Pasteur"). */
const ORGANISATION =
  /(?<!\p{L})(?:universi(?:ty|tät|té|tà|dad|dade|teit|tet)|college|institut[eo]?|hochschule|école|laborator(?:y|ium)|hospital|klinik(?:um)?|ministry)(?!\p{L})/iu;
/** A unit of an organisation before its name: "Department of Physics", "School of Physics and Astronomy". */
const UNIT =
  /^(?:department|dept\.?|faculty|school|division|chair|lehrstuhl|fakultät|fachbereich|institut[e]?|cent(?:re|er)|laboratory|lab|group|département|dipartimento|departamento|facultad|faculté|facoltà)\s+(?:of|for|für|de|des|du|di|del|d['’])\s/iu;
/** A town's name: one to three capitalised words, joined by "bei", "am", "upon" and the like ("Garching bei München"). */
const TOWN = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:bei|am|an|upon|on|sur|de|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){0,2}$/u;
const isOrganisation = (text: string) => ORGANISATION.test(text) || COMPANY_RE.test(text);

export function isLocation(part: string): boolean {
  const text = part.replace(/\s*\((?:remote|hybrid|on-?site)\)$/i, '').trim();
  if (TITLE_RE.test(text) || COMPANY_RE.test(text) || SCHOOL_NAME.test(text)) return false;
  if (COUNTRY_ONLY.test(text) || TOWN_AND_COUNTRY.test(text)) return true;
  if (!LOCATION_RE.test(text)) return false;
  const pieces = text.split(',').map((s) => s.trim());
  if (pieces.some((p) => p.split(/\s+/).length > 3)) return false;
  const last = pieces.at(-1) ?? '';
  // Three values or more name a place only when one of them is known as one ("Backend, Frontend, Machine Learning" in
  // a title's brackets is a list of fields).
  const known = (p: string) => isKnownCity(p, 'any') || REGION_NAME.test(p) || STATE_CODE.test(p);
  return STATE_OR_COUNTRY.test(last) || (pieces.length >= 3 && pieces.some(known)) || /^remote/i.test(text);
}

export function splitCommas(parts: string[]): string[] {
  return parts
    .flatMap((p) => p.split(/,\s+/))
    .map((p) => p.trim())
    .filter((p) => p && !isLocation(p));
}

export function titleScore(part: string): number {
  return (TITLE_RE.test(part) ? 2 : 0) - (COMPANY_RE.test(part) ? 1 : 0);
}

export function companyScore(part: string): number {
  return (COMPANY_RE.test(part) ? 2 : 0) - (TITLE_RE.test(part) ? 1 : 0);
}

/** One value of an entry header: "Data Analyst" of "**Data Analyst** at Hooli  Lyon, France  2019 – 2021". */
export interface Piece {
  text: string;
  /** Index of its header line among the lines that hold pieces. */
  line: number;
  /** Position in its line, and the number of pieces of the line. */
  index: number;
  of: number;
  /** Printed after "at" or "@": an employer. */
  afterAt: boolean;
  /** Cut from a comma list ("Product Manager, Siemens") by `commaParts`. */
  comma: boolean;
  bold: boolean;
  italic: boolean;
  size: number;
  /** A city standing as a value of its own (`placeValue`): a place, unless the section prints names in its slot. */
  place?: boolean;
  /**
   * The run of text the piece was cut from, when every value cut from it is a piece ("Brakwald.de – Automatisierung",
   * "Asistente en Dpto. de Compras"): where the section's layout gives that line one role, the run is the value.
   */
  whole?: string;
}

/**
 * Strong separators between values of one header line (spaced dashes, bars, bullets, semicolons, "@"), and a full
 * stop closing a word of three letters or more before a capital ("Oceanic Airlines, Toronto. Associate
 * Consultant", "St. Louis, MO. Manager"); abbreviations ("St. Louis", "B.Sc. Physics", "Gebr. Vogt", "Dpto. Ventas",
 * "Abt. Vertrieb") keep theirs.
 */
const SEPARATOR =
  /\s+[|•·–—]\s+|\s+-\s+|\s*\|\s*|\s+@\s+|\s*•\s*|\s*;\s+|(?<=\p{L}{2}\p{Ll}|,\s\p{Lu}{2})(?<!\b(?:Gebr|Pvt|Dept|Dpto|Depto|Abt|Inst|Univ|Intl|Natl|Assoc|Prof|Dipl|Dott|Ing))\.\s+(?=\p{Lu})(?!(?:Inc|Ltd|LLC|GmbH|Corp)\b)/u;
// A dot opening a word stays: ".NET Core Developer" is no ". NET". A slash left at the end is the one that parted the
// value from its dates ("Pecuarix / dez 2019 - atualmente").
const TRIM = /^(?:[\s,;:()|•·–—-]|\.(?!\p{L}))+|[\s,;:(|•·–—/-]+$/gu;
/**
 * Links and numbers are not roles; "Booking.com" (a capitalised name with a domain) is, and so are titles with a
 * slash ("UX/UI Designer", "Researcher / Independent Consultant"): a link's slash follows its domain.
 */
const NOT_A_VALUE = /@|https?:|www\.|\.\p{L}{2,}\/|^\/|^[\p{Ll}\d-]+\.(com|org|net|io|dev|me)$|^\d+(\.\d+)?$/u;

/** A name of capitals and digits with fewer than two letters in a row: "N26", "3M", "O2". */
const BRAND = /^(?=.*\p{Lu})(?=.*\d)[\p{Lu}\d]{2,5}$/u;

/** "3.8/4.0", "17/20": a score's slash is not a link's. */
const SCORE = /\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?/g;

function tidy(text: string): string {
  // A closing full stop goes, the dot of an abbreviation stays ("B.S.", "Jr."), and so does the comma left before
  // the dates it closed ("Institut Pasteur, 2023–2024." → "Institut Pasteur").
  // A value wrapped whole in brackets on a line of its own ("(Université Bordeaux 1)" under the degree) is that value.
  return stripDates(text)
    .trim()
    .replace(/^\(([^()]+)\)$/, '$1')
    .replace(TRIM, '')
    .replace(/(?<!\b\p{L})\.$/u, '')
    .replace(TRIM, '')
    .trim();
}

/**
 * "Title at Company": the first "at" separates, unless the left part is a school ("University of Texas at Austin").
 * So do "en", "chez", "bei", "presso" and "bij" before a capital ("Desarrolladora Backend en BBVA"). "En" is also
 * French for a field: it gives way to another marker ("Développeur en Java chez Capgemini"), and before a field and
 * an employer after a comma it is the title's ("Enseignant en Mathématiques, Education Nationale").
 */
const AT = /\s+at\s+|\s+(?:en|chez|bei|presso|bij)\s+(?=\p{Lu})/gu;

/** French job words: after them "en" names the field ("Enseignant à domicile en Mathématiques"), never the employer. */
const FRENCH_TITLE = new RegExp(
  String.raw`\b(?:${FRENCH_JOB_WORDS}|conseill(?:er|ère)|gestionnaire|commerciale?|alternante?)\b`,
  'iu',
);

function splitAt(text: string, keep: RegExp): [string, string] | null {
  const matches = [...text.matchAll(AT)];
  const after = (m: RegExpExecArray) => text.slice(m.index + m[0].length);
  const fieldThenEmployer = (rest: string) => rest.includes(', ') && withoutPlace(rest, keep) === rest;
  const m =
    matches.find((x) => x[0].trim() !== 'en') ??
    matches.find((x) => !fieldThenEmployer(after(x)) && !FRENCH_TITLE.test(text.slice(0, x.index)));
  if (!m || keep.test(text.slice(0, m.index))) return null;
  return [text.slice(0, m.index), after(m)];
}

/** "Colegio San Martín S.A. (Lyon, Turkey)" → "Colegio San Martín S.A.": a place in brackets after a name. */
export function withoutBracketedPlace(text: string): string {
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/u.exec(text);
  return bracketed && isLocation(bracketed[2] as string) ? (bracketed[1] as string) : text;
}

/**
 * A comma-separated tail that names a place ("Tyrell Health, Austin, Turkey" → "Tyrell Health"), or a place in
 * brackets after the name ("Mercado Libre (Seattle, TX)" → "Mercado Libre": where a scan has lost the bold that set
 * the name apart, its comma must not cut the place in two).
 */
function withoutPlace(text: string, keep: RegExp): string {
  const bare = withoutGluedTown(withoutSeat(withoutAddress(text)));
  // "Gdańsk University of Technology, Gdańsk (Poland)": the town goes with its bracketed country.
  const town = bare.split(/,\s+/).at(-1) as string;
  if (bare !== town && TOWN_AND_COUNTRY.test(town) && !keep.test(town))
    return withoutPlace(bare.slice(0, bare.length - town.length).replace(/,\s*$/, ''), keep);
  const unbracketed = withoutBracketedPlace(bare);
  if (unbracketed !== text) return withoutPlace(unbracketed, keep);
  const parts = text.split(/,\s+/);
  // "Boston, MA" is Massachusetts: a known city before the state's code.
  const state = parts.length >= 2 && STATE_CODE.test(parts.at(-1) ?? '') && isKnownCity(parts.at(-2) ?? '', 'any');
  if (state) return withoutPlace(parts.slice(0, -2).join(', '), keep);
  // "Business Administration, MA": a degree is not Massachusetts.
  if (keep.test(parts.at(-1) ?? '')) return text;
  // "London, UK", "Los Gatos, CA, USA" and "Redmond, Washington, United States" are places; in "Mercado Libre, São
  // Paulo, Brazil" only the tail is.
  if ((parts.length <= 2 && isLocation(text)) || isPlaceOfThree(parts)) return '';
  for (let k = Math.min(3, parts.length - 1); k >= 1; k--) {
    // "…, Lehrstuhl für Informatik, Technische Universität Dresden, Dresden": a school's name is no place.
    const tail = parts.slice(-k);
    if (k === 3 ? !isPlaceOfThree(tail) : !isLocation(tail.join(', '))) continue;
    if (!ORGANISATION.test(tail.join(', '))) return parts.slice(0, -k).join(', ');
  }
  // A city alone after the name: "Infosys, Bengaluru"; "Marketing Manager, Spotify, Stockholm" (resume.io's entries).
  return withoutTrailingCity(text, parts.length >= 3 ? 'any' : 'large');
}

/** A company's legal form closing its name: what follows it after a comma is its seat ("SAP SE, Walldorf"). */
const LEGAL_FORM =
  /(?:^|\s)(?:GmbH|AG|SE|KGaA|S\.?p\.?A\.?|S\.?r\.?l\.?|S\.A\.S?|SAS|N\.V\.|B\.V\.|Ltd\.?|Limited|PLC|plc|Inc\.?|LLC|LLP|Corp\.?|Oy|AB|ASA|A\/S|sp\. z o\.o\.|S\.L\.)$/u;

/** "SAP SE, Walldorf", "Robert Bosch GmbH, Gerlingen": the town after a legal form goes, known or not. */
export function withoutSeat(text: string): string {
  const parts = text.split(/,\s+/);
  if (parts.length < 2 || !LEGAL_FORM.test(parts[0] as string)) return text;
  const rest = parts.slice(1);
  const seat = (p: string) => (TOWN.test(p) && !isOrganisation(p) && !TITLE_RE.test(p)) || isLocation(p);
  return rest.every(seat) ? (parts[0] as string) : text;
}

/**
 * "George Mason University Fairfax, VA United States" (a US federal form): the town printed after the organisation's
 * name without a comma, before its state, is left out with the state. The town is the shortest tail (one to three
 * words) that is a known city, or the last word.
 */
function withoutGluedTown(text: string): string {
  const m = GLUED_TOWN.exec(text);
  if (!m) return text;
  const words = (m[1] as string).split(/\s+/);
  const cut = (k: number) => ({ name: words.slice(0, -k).join(' '), town: words.slice(-k).join(' ') });
  const fits = [1, 2, 3].filter(
    (k) => k <= words.length - 2 && isOrganisation(cut(k).name) && !isOrganisation(cut(k).town),
  );
  const k = fits.find((n) => isKnownCity(cut(n).town, 'any')) ?? fits[0];
  return k === undefined ? text : cut(k).name;
}
// No comma before the town: "University of La Verne, La Verne, CA" has its town after a comma, read as such.
const GLUED_TOWN = new RegExp(String.raw`^([^,]*\S),\s*(?:${US_STATES})(?:\s+(?:${COUNTRIES}))?$`, 'iu');

/** A value without the places and the address printed after it ("Reply S.p.A., Corso Francia 110, Torino (Italy)"). */
export function withoutPlaceOf(text: string): string {
  return withoutPlace(text, NOTHING);
}

/**
 * A place of three values is a town, its state or province and its country ("Los Gatos, CA, USA", "Waterloo, Ontario,
 * Canada") or a known city, its region and its country ("Leeds, West Yorkshire, UK"; a region is not itself a city).
 * "OpenAI, San Francisco, USA" is an employer and a place, and so is "Antwerp, Bengaluru, Nigeria": only their last
 * two values are the place.
 */
function isPlaceOfThree(parts: string[]): boolean {
  const [first, middle, last] = parts as [string, string, string];
  if (parts.length !== 3 || !isLocation(parts.join(', '))) return false;
  if (REGION_NAME.test(middle)) return COUNTRY_ONLY.test(last);
  return STATE_CODE.test(middle) || (isKnownCity(first, 'any') && !isKnownCity(middle, 'any'));
}

/**
 * A value with a known city after its last comma, the city left out ("Musgrave Group, Cork" → "Musgrave Group").
 * `which` cities count: any of them once the section's layout has said the value is the employer.
 */
export function withoutTrailingCity(text: string, which: 'any' | 'large' = 'any'): string {
  const parts = text.split(/,\s+/);
  const city = parts.at(-1) as string;
  return parts.length >= 2 && isKnownCity(city, which) && !COMPANY_RE.test(city) ? parts.slice(0, -1).join(', ') : text;
}

/**
 * The employers of one section, each without the town after its last comma when the section prints "Employer,
 * Town": half the employers that have such a tail or more end in a known city ("Medtronic, Galway" / "Boston
 * Scientific, Clonmel" / "Johnson & Johnson, Limerick"), so the others' tails are towns too, known or not. So do
 * three or more employers that all end in a town-like tail, one of them known ("Groupe SEB, Écully" / "Boiron,
 * Messimy" / "L'Oréal, Clichy"): a section prints its employers one way.
 */
export function withoutTrailingTowns(employers: (string | null)[]): (string | null)[] {
  const tails = employers.flatMap((e) => (e?.includes(', ') ? [e.split(/,\s+/).at(-1) as string] : []));
  const known = tails.filter((t) => isKnownCity(t, 'any') && !COMPANY_RE.test(t)).length;
  const allTowns =
    tails.length >= 3 &&
    tails.length === employers.filter(Boolean).length &&
    tails.every((t) => TOWN.test(t) && !isOrganisation(t) && !TITLE_RE.test(t));
  if (tails.length < 2 || (known < tails.length / 2 && !(allTowns && known > 0))) return employers;
  return employers.map((e) => {
    const parts = e?.split(/,\s+/) ?? [];
    const town = parts.at(-1) ?? '';
    return e && parts.length >= 2 && TOWN.test(town) && !isOrganisation(town) ? parts.slice(0, -1).join(', ') : e;
  });
}

const NOTHING = /$^/;
/** Kinds of employment profile exports print beside the employer. */
const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|internship|contract|seasonal|apprenticeship|temporary|permanent)$/i;

/**
 * The values of one header line: segments, then changes of type style inside a segment ("**Title**, *Employer*"),
 * then strong separators and "at"; dates, durations, places, links and heading words are removed. `keep` names
 * values that are never places (schools and degrees, in education).
 */
export function linePieces(line: Line, lineIndex: number, keep: RegExp = NOTHING): Piece[] {
  const raw: Omit<Piece, 'line' | 'index' | 'of'>[] = [];
  line.segments.forEach((segment, s) => {
    const spans = line.spans.filter((sp) => sp.segment === s);
    const chunks: Pick<Span, 'text' | 'bold' | 'italic' | 'size'>[] = spans.length
      ? spans
      : [{ text: segment, bold: line.bold, italic: line.italic, size: line.size }];
    let afterAt = false;
    for (const chunk of chunks) {
      const first = raw.length;
      let cut = 0;
      // Dates go first: "June 2023 – present" must not be cut at its dash.
      const parts = splitOutsideBrackets(stripDates(chunk.text), SEPARATOR);
      const pieces = repeatsOtherValue(parts, line.segments, s) ? [stripDates(chunk.text)] : parts;
      for (const [i, p] of pieces.entries()) {
        // "Hours per week: 50", "Series: 2210 Pay Plan: GS": a labelled detail is no role; "Position: …" gives one.
        const field = FIELD.exec(p);
        const role = field !== null && isRoleField(field[1] as string);
        if (field && !role && !namesValue(field[1] as string)) continue;
        const value = field && role ? p.slice(field[0].length) : p;
        const at = splitAt(value, keep);
        const parts = at ? [at[0], at[1]] : [value];
        parts.forEach((part, j) => {
          if (/^at$/i.test(part.trim())) {
            afterAt = true;
            return;
          }
          // "at" in its own style run before the employer, or its other languages' words ("presso Pirelli").
          const lead = /^\s*(?:at|@)\s+|^\s*(?:en|chez|bei|presso|bij)\s+(?=\p{Lu})/iu.exec(part);
          // "**Software Engineering Intern at** Helios Data", "PhD @ *ENS Lyon*": an "at" or "@" closing a style run
          // points at what follows.
          const tail = /\s+(?:at|@)\s*$/i.exec(part);
          const core = tail ? part.slice(0, tail.index) : part;
          const tidied = tidy(lead ? core.slice(lead[0].length) : core);
          const marked = afterAt || j === 1 || lead !== null || (i > 0 && /\s+@\s+$/.test(pieces[i - 1] ?? ''));
          // "Trainee at KPMG, Hong Kong": what "at" points at is the employer, however much its place looks like one.
          const text =
            withoutPlace(tidied, keep) || (marked && tidied.includes(', ') ? (tidied.split(/,\s+/)[0] as string) : '');
          afterAt = tail !== null;
          // "M.S.", "B.A.": an abbreviation with a dot after each letter is a value when `keep` names it.
          const named = /\p{L}{2}/u.test(text) || BRAND.test(text) || keep.test(text);
          if (part.trim()) cut++;
          if (!text || NOT_A_VALUE.test(text.replace(SCORE, '')) || DATE_WORD.test(text) || !named) return;
          if (vocabularyKind(text)?.exact && text.split(/\s+/).length <= 2) return;
          raw.push({ text, afterAt: marked, comma: false, bold: chunk.bold, italic: chunk.italic, size: chunk.size });
        });
        if (/\s+(?:at|@)\s*$/i.test(p)) afterAt = true;
      }
      const whole = tidy(chunk.text);
      if (raw.length - first >= 2 && raw.length - first === cut && /\p{L}{2}/u.test(whole))
        for (const piece of raw.slice(first)) piece.whole = whole;
    }
  });
  // "Amazon · Full-time": the kind of employment beside the employer is no role.
  if (raw.length > 1) raw.splice(0, raw.length, ...raw.filter((p) => !EMPLOYMENT_TYPE.test(p.text)));
  return raw.map((p, index) => ({
    ...p,
    line: lineIndex,
    index,
    of: raw.length,
    ...(placeValue(p.text, index, raw.length, line, keep) ? { place: true } : {}),
  }));
}

/**
 * A city standing as a value of its own beside others ("Data Engineer | Allegro | Poznań", "Itaú · 03/2020 – present
 * · São Paulo", "Jan 2019 – Mar 2022 | Berlin"): a large city beside another value or a date, any city in a cell of
 * its own or as the last of three values or more. A line that holds nothing but a city's name keeps it.
 */
function placeValue(text: string, index: number, count: number, line: Line, keep: RegExp): boolean {
  if (keep.test(text) || COMPANY_RE.test(text)) return false;
  if (isKnownCity(text, 'large')) return count > 1 || findDateRange(line.text) !== null;
  // A town in a cell of its own ("2018 – 2021" / "Plovdiv" in a date column beside "QA Engineer").
  const cell = count > 1 && line.segments.length > 1 && line.segments.some((s) => s.trim() === text);
  return (cell || (count >= 3 && index === count - 1)) && isKnownCity(text, 'any');
}

/**
 * An academic's "Title, Department, University, Town": the unit before the organisation it belongs to goes (the
 * employer is the university), and so does a town after an organisation closing three values or more, known or not
 * ("Full Professor, Technical University of Munich, Garching").
 */
export function withoutUnitsAndTowns(parts: string[]): string[] {
  const kept = parts.filter((p, i) => !(UNIT.test(p) && parts.slice(i + 1).some(isOrganisation)));
  const last = kept.at(-1) ?? '';
  const town = TOWN.test(last) && !isOrganisation(last) && !TITLE_RE.test(last);
  return kept.length >= 3 && isOrganisation(kept.at(-2) ?? '') && town ? kept.slice(0, -1) : kept;
}

/** A piece cut at its commas ("Product Manager, Siemens"): the weakest separator, used when nothing else splits. */
export function commaParts(piece: Piece): Piece[] {
  const parts = withoutUnitsAndTowns(splitOutsideBrackets(piece.text, /,\s+/).filter((p) => p && !isLocation(p)));
  return parts.map((text, index) => ({ ...piece, text, comma: true, index, of: parts.length }));
}

/** The pieces of an entry's header lines, numbered by the lines that hold any. */
export function entryPieces(lines: Line[], keep?: RegExp): Piece[] {
  const out: Piece[] = [];
  let index = 0;
  for (const line of lines) {
    const pieces = linePieces(line, index, keep);
    if (pieces.length) {
      out.push(...pieces);
      index++;
    }
  }
  return out;
}

/** The text parts of an entry header without dates, durations and places (for the model-free fallbacks). */
export function headerParts(lines: Line[]): string[] {
  return entryPieces(lines)
    .filter((p) => !p.place)
    .map((p) => p.text);
}
