/** Dates of a CV normalised to `YYYY-MM`, `YYYY` (no month given) or `present`. */
/** What must follow a month abbreviation that is also a common word: a year. */
const BEFORE_YEAR = String.raw`(?=\.?\s*(?:19|20)\d{2}|\.?\s*['’]\d{2})`;
/**
 * Month names, the first of each in English, then as German, French, Spanish, Portuguese, Italian and Dutch CVs print
 * them (full or abbreviated); index 0 is January. Abbreviations that are common words alone ("set", "out") count only
 * before a year ("set 2016", "out. 2019").
 */
const MONTH_NAMES = [
  String.raw`jan(?:uary|uari|uar|vier|eiro|v)?|jän(?:ner)?|ene(?:ro)?|gen(?:naio)?`,
  String.raw`feb(?:ruary|ruari|ruar|rero|braio)?|f[ée]v(?:rier|ereiro|r)?`,
  String.raw`mar(?:ch|zo|ço|s)?|m[äa]rz|mär|mrz|mrt|maart`,
  String.raw`apr(?:ile|il)?|avr(?:il)?|abr(?:il)?`,
  String.raw`may(?:o)?|mai(?:o)?|mag(?:gio)?|mei`,
  String.raw`june?|juin|junio|junho|juni|giu(?:gno)?`,
  String.raw`july?|juil(?:let)?|julio|julho|juli|lug(?:lio)?`,
  String.raw`aug(?:ustus|ust)?|ao[uû]t|ago(?:sto)?`,
  String.raw`sep(?:t(?:ember|embre|iembre)?|tiembre)?|set(?:embro|tembre)?${BEFORE_YEAR}`,
  String.raw`oct(?:ober|obre|ubre)?|okt(?:ober)?|out(?:ubro)?${BEFORE_YEAR}|ott(?:obre)?`,
  String.raw`nov(?:ember|embre|iembre|embro)?`,
  String.raw`dec(?:ember)?|déc(?:embre)?|dez(?:ember|embro)?|dic(?:iembre|embre)?`,
];
/** Any month name of the languages above, as a regular expression source (no word boundaries). */
export const MONTH_NAME = `(?:${MONTH_NAMES.join('|')})`;
const MONTH_RES = MONTH_NAMES.map((names) => new RegExp(`^(?:${names.replaceAll(BEFORE_YEAR, '')})\\.?$`, 'i'));
// Never the end of a word: "Chicago 2018" is no "ago 2018", "Copenhagen 2019" no "gen 2019".
export const MONTH = String.raw`(?<![a-zà-ÿ])${MONTH_NAME}\.?`;

/** "März" → "03". */
function monthNumber(name: string): string | undefined {
  const index = MONTH_RES.findIndex((re) => re.test(name));
  return index === -1 ? undefined : String(index + 1).padStart(2, '0');
}
/**
 * A season ("Summer 2020", an internship's usual date) gives its year only: no month is printed. The same in French,
 * German, Spanish, Portuguese and Dutch ("Été 2019", "Sommer 2018", "Verano 2021").
 */
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter|printemps|été|automne|hiver|frühling|frühjahr|sommer|herbst|primavera|verano|otoño|invierno|verão|outono|inverno|lente|voorjaar|zomer|herfst)`;
// ISO dates ("2023-08-01", printed by web résumé builders) come first: their day is dropped, as is the day of
// "30/09/2016" and of the US "06/15/2019" (month first); no number is read from inside another ("15/2019" is no
// "5/2019").
const DATE = String.raw`(?:${SEASON}\s+(?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|${MONTH},?\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}|${MONTH}\s*['’‘]\d{2}|(?<!\d)(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|[12]\d|3[01])[/.](?:19|20)\d{2}|(?<!\d)(?:0?[1-9]|1[0-2])\s*[/.]\s*(?:19|20)\d{2}|(?:19|20)\d{2}\s*[/.-]\s*(?:0?[1-9]|1[0-2])(?!\d)|(?<![A-Za-zÀ-ÿ])(?:19|20)\d{2})`;
// "bis heute", "aujourd'hui", "actualidad", "atual", "oggi", "heden": the same in other languages; "jetzt", "aktuell",
// "laufend", "in corso", "ahora", "hoy": the other words for "now" those CVs close an ongoing study with; "à ce jour",
// "en poste", "a la fecha", "bis dato", "attuale", "nu" close a current position.
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|ongoing|to date|till date|till now|date|(?:bis )?(?:heute|jetzt)|aktuell|derzeit|laufend|aujourd['’]hui|présent|maintenant|actuel(?:lement)?|en cours|actual(?:idad|mente)?|ahora|hoy|presente|atual(?:mente)?|hoje|oggi|in corso|attualmente|attuale|heden|huidig|nu|(?:à\s+)?ce jour|en poste|(?:a\s+)?la fecha|(?:bis\s+)?dato)`;
// An arrow is a dash too ("07/2018 → 08/2018", HTML résumés print "→" between the ends).
const DASH = '[–—−→⟶➔➜⇒-]';
// "2023/2025": a slash between two full years is a range (a year of study is never written so); "03/2019" and
// "2019/03" stay one date, read before this.
const YEAR_SLASH = String.raw`(?<=(?:19|20)\d{2})\s*\/\s*(?=(?:19|20)\d{2}(?!\d))`;
// Two dates side by side are a range even when the dash is lost (a scan read "2022 Present"); "to" may be
// letter-spaced ("2019-05-01 T O 2022-03-01").
// "to" in the other languages: "a", "ad", "al" (Italian: "da giugno 2015 a settembre 2019", "ad oggi"), "à", "au",
// "hasta", "até", "tot".
const RANGE_RE = new RegExp(
  String.raw`(${DATE})\s*(?:${DASH}+|\bt\s?o\b|\buntil\b|\btill\b|\bbis\b|\b(?:a|ad|al|au|hasta|tot)\b|\s(?:à|até)\s|${YEAR_SLASH}|\s)\s*(${DATE}|${PRESENT})\b`,
  'i',
);
/** "since" as other languages print it before the start of a current position ("depuis janvier 2021", "seit 2019"). */
const SINCE = String.raw`(?:since|seit|depuis|desde|dal|dall['’]|sinds|vanaf)`;
const SINCE_START = new RegExp(`^${SINCE}\\s`, 'i');
const SINGLE_RE = new RegExp(String.raw`(?:expected\s+|${SINCE}\s+)?(${DATE})`, 'i');
/** Two months of one year ("Jun – Aug 2017", "June to August 2019"): the year is printed once, after the second. */
const SHARED_YEAR_RE = new RegExp(
  String.raw`(${MONTH})\s*(?:${DASH}|\s(?:to|until|through|and)\s)\s*(${MONTH}),?\s+((?:19|20)\d{2})(?!\d)`,
  'i',
);
/**
 * A range of months with two-digit years and no apostrophe ("Oct 23 - Maintenant", "Jan 21 – Mar 22"): read as a
 * range only, both ends so printed or the end a word for "now" ("Oct 23" alone may be a day).
 */
const SHORT_RANGE_RE = new RegExp(
  String.raw`(${MONTH}\s+\d{2})\s*${DASH}\s*(${MONTH}\s+\d{2}(?!\d)|${PRESENT}\b)(?!\d)`,
  'i',
);
/**
 * Units of a total duration ("3 years 2 months", "+3 Años", "6 meses", "2 Jahre", "18 mois", "4 anni", "5 jaar"), in
 * the languages of the month names above.
 */
const DURATION_UNIT = String.raw`(?:years?|yrs?|months?|mos?|años?|anos?|mes(?:es)?|mês|jahre?n?|monate?n?|ans?|mois|ann[oi]|mes[ei]|jaar|jaren|maand(?:en)?)`;
/** A total duration ("+3 Años", "6 meses", "1 yr 4 mos"): a number (a plus before it), a unit, maybe a second pair. */
export const DURATION = String.raw`\+?\d+\s+${DURATION_UNIT}(?:,?\s+(?:(?:and|y|e|und|et|en)\s+)?\d+\s+${DURATION_UNIT})?`;
const DURATION_RE = new RegExp(String.raw`(?<![\p{L}\d])${DURATION}(?!\p{L})`, 'giu');

export interface DateRange {
  start: string | null;
  end: string | null;
  /** The matched text, to be removed from the entry's header. */
  text: string;
}

/** "’17" is 2017 and "’98" 1998: a two-digit year is of this century unless that puts it more than a year ahead. */
function fullYear(twoDigits: string): string {
  const century = Number(twoDigits) > (new Date().getFullYear() % 100) + 1 ? '19' : '20';
  return `${century}${twoDigits}`;
}

export function normaliseDate(raw: string, monthFirst = false): string | null {
  const s = raw.trim().toLowerCase();
  if (new RegExp(`^${PRESENT}$`, 'i').test(s)) return 'present';
  const monthName = new RegExp(String.raw`^(${MONTH}),?\s*(?:\d{1,2},?\s+)?['’‘]?(\d{2,4})$`, 'i').exec(s);
  if (monthName) {
    const month = monthNumber(monthName[1] as string);
    const y = monthName[2] as string;
    return `${y.length === 2 ? fullYear(y) : y}-${month}`;
  }
  // "30/09/2016": day, month, year (the day first, as most countries print it, unless the second number cannot be a
  // month or the other end of the range is printed month first); the day goes.
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (dmy) {
    const month = (monthFirst || Number(dmy[2]) > 12 ? dmy[1] : dmy[2]) as string;
    return `${dmy[3]}-${month.padStart(2, '0')}`;
  }
  const mY = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(s);
  if (mY) return `${mY[2]}-${(mY[1] as string).padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-\d{2}$/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}`;
  const yM = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(s);
  if (yM) return `${yM[1]}-${(yM[2] as string).padStart(2, '0')}`;
  const y = new RegExp(String.raw`^(?:${SEASON}\s+)?(\d{4})$`).exec(s);
  return y ? (y[1] as string) : null;
}

/** A word that is part of a date printed apart from its numbers ("Summer" / "2015", "2019" / "- Present"). */
export const DATE_WORD = new RegExp(`^(?:${PRESENT}|${SEASON})$`, 'i');

const MONTH_FIRST = /^\d{1,2}[/.](\d{1,2})[/.]\d{4}$/;

export function findDateRange(text: string): DateRange | null {
  const m = RANGE_RE.exec(text);
  const shared = m ? null : SHARED_YEAR_RE.exec(text);
  if (shared) {
    const [, from, to, year] = shared as unknown as [string, string, string, string];
    return { start: normaliseDate(`${from} ${year}`), end: normaliseDate(`${to} ${year}`), text: shared[0] };
  }
  const short = m || shared ? null : SHORT_RANGE_RE.exec(text);
  if (short)
    return { start: normaliseDate(short[1] as string), end: normaliseDate(short[2] as string), text: short[0] };
  if (!m) return null;
  // "08/01/2016 – 06/15/2019": one end that can only be month first makes the other month first too.
  const monthFirst = [m[1], m[2]].some((d) => Number(MONTH_FIRST.exec(d as string)?.[1]) > 12);
  return {
    start: normaliseDate(m[1] as string, monthFirst),
    end: normaliseDate(m[2] as string, monthFirst),
    text: m[0],
  };
}

/**
 * A lone date (a graduation date): the end of the entry. "Since 2021" (anywhere in the text: "SINCE 2021 · Lyon")
 * is the start of a current position.
 */
export function findSingleDate(text: string): DateRange | null {
  const m = SINGLE_RE.exec(text);
  if (!m) return null;
  const date = normaliseDate(m[1] as string);
  if (SINCE_START.test(m[0])) return { start: date, end: 'present', text: m[0] };
  return { start: null, end: date, text: m[0] };
}

/** Every shared-year range, range and single date of a text (global forms, made once: `replace` resets them). */
const ALL_SHARED_YEARS = new RegExp(SHARED_YEAR_RE.source, 'gi');
const ALL_RANGES = new RegExp(RANGE_RE.source, 'gi');
const ALL_SHORT_RANGES = new RegExp(SHORT_RANGE_RE.source, 'gi');
const ALL_SINGLES = new RegExp(SINGLE_RE.source, 'gi');

/** "From June, 2014 to present": "from" (and its other languages' words) opening a range is part of it. */
const FROM_BEFORE_RANGE = new RegExp(String.raw`\b(?:from|von|de|da|desde|van)\s+(?=${RANGE_RE.source})`, 'gi');

export function stripDates(text: string): string {
  return text
    .replace(FROM_BEFORE_RANGE, ' ')
    .replace(ALL_SHARED_YEARS, ' ')
    .replace(ALL_RANGES, ' ')
    .replace(ALL_SHORT_RANGES, ' ')
    .replace(DURATION_RE, ' ')
    .replace(ALL_SINGLES, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A range's text broken across two lines ("June 2022 –" / "Present …"). */
// "Oct 2021 – Dec" / "2022": a month waiting for its year is part of the dangling start. "July 2017 to October" /
// "2019" (a narrow date column) too, when "to" and its month end the text.
export const DANGLING_RANGE_START = new RegExp(
  String.raw`(${DATE})\s*(?:${DASH}(?:\s*${MONTH}(?=\s*$))?|\s(?:to|until)(?:\s+${MONTH})?(?=\s*$))(?!\s*(?:${DATE}|${PRESENT}))`,
  'i',
);
/** A start with nothing after its dash, or "since": the position is current. */
export const OPEN_RANGE = new RegExp(String.raw`^\s*(?:(?:${SINCE}|from)\s+(${DATE})|(${DATE})\s*${DASH})\s*$`, 'i');
/** "Since 2021" before a place or a note ("SINCE 2021 · Lyon", "Since Mar 2021 (remote)"): a current position. */
export const SINCE_LEAD = new RegExp(String.raw`^\s*${SINCE}\s+(${DATE})(?=\s*(?:$|[·|,(–—-]))`, 'i');
export const LEADING_RANGE_END = new RegExp(String.raw`^(${DATE}|${PRESENT})\b`, 'i');

/** Months between two normalised dates (inclusive of the start month); `present` is `now`. */
export function monthIndex(date: string | null, now: Date): number | null {
  if (!date) return null;
  if (date === 'present') return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}
