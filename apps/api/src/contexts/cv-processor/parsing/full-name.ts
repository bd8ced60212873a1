import type { Line } from '../pdf/layout-types.ts';
import { normaliseHeading, weightedMedian, type Section } from './sections.ts';
import { vocabularyKind } from './section-vocabulary.ts';
import { COMPANY_RE, TITLE_RE, isLocation } from './header-parts.ts';
import { DEGREE_RE } from './education.ts';
import { isKnownCity } from './places.ts';

const TITLE_WORDS =
  /\b(engineer|developer|manager|designer|scientist|analyst|consultant|architect|intern|internship|director|specialist|officer|resume|curriculum|vitae|cv|part[\s-]time|full[\s-]time|freelancer?)\b/i;

/**
 * The titles of a document's sections, which name no one. A heading whose section holds the person's e-mail or phone
 * number is the name line of a header read as a heading (Europass: "Personal information", then the name above the
 * address), and stays a candidate.
 */
export function headingTitles(sections: Section[]): Set<string> {
  const contact = (s: Section) =>
    s.kind === 'other' && /@|\+?\d[\d\s().-]{6,}\d/.test(s.lines.map((l) => l.text).join('\n'));
  return new Set(sections.filter((s) => !contact(s)).map((s) => s.title));
}

/**
 * The most prominent name-like text of the first page: the largest type first, then the highest. `lines` is the
 * whole reading order (a sidebar read before the main column holds no name, its headings are not one), or only the
 * header when the caller wants to know whether the header alone gives the same name.
 */
export function findFullName(
  header: Line[],
  lines: Line[],
  email: string | null = null,
  headings: ReadonlySet<string> = new Set(),
): string | null {
  // A line the document sets as a section heading ("Recent News", "Mon parcours"), known or not, names no one.
  const pool = (lines.length ? lines : header).filter(
    (l) => l.page === 1 && !vocabularyKind(l.text)?.exact && !headings.has(l.text.trim()),
  );
  // Each segment ranks by its own type size ("**Jane Smith**  jane@example.com Lyon" is mostly small type), then
  // by height on the page: the largest text at the top, wherever the document stores it.
  // Below the header, only type larger than the body's: an employer in body type is never taken for the name.
  const inHeader = new Set(header);
  const bodySize = weightedMedian(pool.map((l) => [l.size, l.text.length]));
  const candidates = [
    ...stackedNames(pool),
    ...pool.flatMap(wordPairs),
    ...pool.flatMap((line) =>
      line.segments.map((segment, s) => ({
        segment: afterHonorific(line, s),
        y: line.y,
        size: segmentSize(line, s),
        line,
      })),
    ),
  ]
    .filter((c) => (inHeader.has(c.line) || c.size > bodySize * 1.1) && !headingBelowText(c.line, lines, headings))
    .sort((a, b) => b.size - a.size || a.y - b.y);
  const largest = candidates[0]?.size;
  for (const { segment, size } of candidates) {
    const bare = withoutCredentials(withoutHonorifics(segment));
    if (bare !== segment && looksLikeName(bare)) return tidyName(bare);
    if (isLocation(segment)) continue;
    for (const piece of namePieces(segment)) {
      const name = piece.replace(/[|•·,]+$/g, '').trim();
      if (looksLikeName(name)) return tidyName(name);
      // Only in the page's largest type: "JavaScript" in a heading is one word, not two names.
      const parted = size === largest ? partedAtCase(name) : null;
      if (parted && looksLikeName(parted)) return parted;
    }
  }
  const labelled = labelledName(pool);
  if (labelled) return labelled;
  const top = candidates[0]?.segment.trim() ?? '';
  const split = email ? wordGapFromEmail(top, email) : null;
  // "tomgurion" (Friggeri: a light and a bold word, no space, in lower case): the name in capitals.
  const cased = split === split?.toLowerCase() ? split?.replace(/(^|\s)(\p{L})/gu, (m) => m.toUpperCase()) : split;
  return cased && looksLikeName(cased) ? tidyName(cased) : null;
}

/**
 * "Recent News" under a paragraph of the page's opening: a line in the type of the document's section headings (two
 * of them or more) with a sentence in smaller type above it on its page is a heading the vocabulary does not know, never the name,
 * which opens the page.
 */
function headingBelowText(line: Line, lines: Line[], headings: ReadonlySet<string>): boolean {
  const style = (l: Line) => `${l.size.toFixed(1)}|${l.bold}`;
  const shared = lines.filter((l) => headings.has(l.text.trim()) && style(l) === style(line)).length >= 2;
  const sentence = (l: Line) => l.text.split(/\s+/).length >= 8;
  return shared && lines.some((l) => l.page === line.page && l.y < line.y && l.size < line.size - 0.5 && sentence(l));
}

/** A field label that names its value the person's name, in the languages of the section vocabulary. */
const NAME_LABEL =
  /^(?:(?:full\s+|complete\s+)?name|vollst[äa]ndiger\s+name|nome\s+completo|nombre\s+completo|nom\s+complet|volledige\s+naam|nome(?:\s+e\s+cognome)?|nom(?:\s+et\s+pr[ée]nom)?|nombre(?:\s+y\s+apellidos)?|vor-\s+und\s+(?:zu|nach)name|naam|surname\(s\)\s*\/\s*first\s+name\(s\)|name\s*\/\s*surname)\s*:?$/i;

/**
 * "Name | Dr. Thomas Weber", "Name: Jane Doe": a name given in a labelled field of page 1 (a German CV's personal
 * details, a form), in body type and under a heading, so the search for prominent text passes it by.
 */
function labelledName(pool: Line[]): string | null {
  for (const line of pool.filter((l) => l.page === 1)) {
    const [label, value] = line.formKey
      ? [line.formKey, line.text]
      : line.segments.length >= 2
        ? line.segments
        : (/^([^:]{2,40}):\s*(.+)$/.exec(line.text)?.slice(1) ?? []);
    if (!label || !value || !NAME_LABEL.test(label.trim())) continue;
    const bare = withoutCredentials(withoutHonorifics(value));
    if (looksLikeName(bare)) return tidyName(bare);
  }
  return null;
}

/**
 * Letters after a name ("John A. Smith, PE, PMP", "Jane Doe, PhD"): the professional credentials, none of them a US
 * state's code, so "Silver Spring, MD" is never cut to a name.
 */
const CREDENTIALS = String.raw`(?:PE|P\.\s?Eng\.?|CEng|PMP|CPA|CFA|CMA|ACCA|FCCA|FRM|MBA|Ph\.?\s?D\.?|RN|BSN|MSN|DDS|DMD|JD|Esq\.?|CISSP|CISM|CISA|CSM|SHRM-S?CP|S?PHR|MSc|BSc|Jr\.?|Sr\.?|II|III|IV)`;
const TRAILING_CREDENTIALS = new RegExp(String.raw`(?:,\s*${CREDENTIALS})+\s*$`);

export function withoutCredentials(segment: string): string {
  return segment.replace(TRAILING_CREDENTIALS, '').trim();
}

/**
 * Forms of address and academic or professional titles printed before a name ("Dr. Jane Doe", "Prof. Dr. Hans
 * Müller", "Dipl.-Ing. Eva Berger", "Ing. Marco Bianchi", "Mme Claire Dubois"): none is part of the name. Each needs
 * a space after it (the rarer ones their dot too) and a capital after that, so "Drew" or "Ingrid" stay whole; "MS" in
 * capitals is a degree ("MS Data Science"), not "Ms".
 */
const HONORIFIC = String.raw`(?:(?:Dr|DR|Prof|PROF|Mr|MR|Mrs|MRS|Ms|Mx|Mme|Mlle|Herr|Frau)\.?|(?:Dott(?:\.ssa)?|Ing|Mag|Bc|Mgr|MUDr|RNDr|PhDr|JUDr|Sr|Sra|Univ\.-Prof|Dipl\.-(?:Ing|Kfm|Kffr|Inf|Psych))\.)`;
const LEADING_HONORIFICS = new RegExp(
  String.raw`^(?:${HONORIFIC}\s+(?:(?:rer\.\s?nat|med|h\.\s?c|phil|habil)\.\s+)*)+(?=\p{Lu})`,
  'u',
);

export function withoutHonorifics(segment: string): string {
  return segment.trim().replace(LEADING_HONORIFICS, '').trim();
}

/** Parts of an e-mail address that say nothing of its owner's name. */
const ROLE_ADDRESS = /^(info|contact|hello|mail|email|jobs|careers|office|admin|me|cv|resume)$/i;

/**
 * A name printed letter-spaced whose word gap the PDF does not keep ("H A N N A H S C H M I D T" read as
 * "HANNAHSCHMIDT-WEBER"): cut where a part of the e-mail address's local part ("hannah.sw@…") begins or ends it.
 */
export function wordGapFromEmail(word: string, email: string): string | null {
  if (!/^[\p{L}'’-]{8,}$/u.test(word)) return null;
  const lower = word.toLowerCase();
  const parts = (email.split('@')[0] ?? '').toLowerCase().split(/[^\p{L}]+/u);
  for (const part of parts.filter((p) => p.length >= 3 && !ROLE_ADDRESS.test(p))) {
    if (lower.startsWith(part) && lower.length - part.length >= 2)
      return `${word.slice(0, part.length)} ${word.slice(part.length)}`;
    if (lower.endsWith(part) && lower.length - part.length >= 2)
      return `${word.slice(0, -part.length)} ${word.slice(-part.length)}`;
  }
  return null;
}

/**
 * A name set in two lines of the same large type, the given name above the family name ("MARTA" / "KOWALCZYK"), as
 * one candidate: a line of one word is never name-like alone. Both lines start, end or are centred at the same
 * place, the second right under the first.
 */
function stackedNames(pool: Line[]): { segment: string; y: number; size: number; line: Line }[] {
  const single = pool.flatMap(leadingSegment).sort((a, b) => a.y - b.y);
  const found: { segment: string; y: number; size: number; line: Line }[] = [];
  // Left-aligned, centred or right-aligned against the margin (cv4tw's "Jules" / "Verne"). Centred lines are measured
  // to their ends, which a hyphen joined across them moves by a few points in large type.
  const aligned = (a: Line, b: Line) =>
    Math.abs(a.x - b.x) <= 2 ||
    Math.abs(a.x + a.right - b.x - b.right) <= Math.max(4, a.size * 0.25) ||
    Math.abs(a.right - b.right) <= 2;
  for (let i = 0; i + 1 < single.length; i++) {
    const first = single[i]!;
    // The next line of its column: a sidebar's lines may stand between the two in height.
    const second = single.slice(i + 1).find((l) => aligned(first, l));
    if (!second) continue;
    const under = second.y > first.y && second.y - first.y <= 1.6 * first.size;
    const sameType = Math.abs(first.size - second.size) <= 0.05 * first.size;
    const words = first.text.split(/\s+/).length;
    // A given name alone above a long family name ("Maximiliana" / "Konstantinopoulou Papadimitriou-Vasileiadou").
    const more = second.text.trim().split(/\s+/).length;
    if (under && sameType && ((words <= 2 && more === 1) || (words === 1 && more <= 3)))
      // Ranked by its type's own size, as the segments are (a line's size is rounded).
      found.push({
        segment: `${first.text.trim()} ${second.text.trim()}`,
        y: first.y,
        size: segmentSize(first, 0),
        line: first,
      });
  }
  return found;
}

/**
 * A line of one segment, or the first segment of a line when it is set in larger type than the rest ("Ana Ruiz" in
 * display type with the phone number, in body type, on the same baseline at the far right), as a line of its own.
 */
function leadingSegment(line: Line): Line[] {
  if (line.segments.length === 1) return [line];
  const size = segmentSize(line, 0);
  if (line.segments.slice(1).some((_, i) => segmentSize(line, i + 1) > size / 1.5)) return [];
  const text = line.segments[0] as string;
  return [{ ...line, text, segments: [text], right: line.segmentRight?.[0] ?? line.right, size }];
}

/**
 * "KarolNowicki": a given name and a family name set in two weights with no space between them (Friggeri's header),
 * parted where a lower-case letter meets a capital. A part of two letters is a prefix of the name ("McLean").
 */
export function partedAtCase(word: string): string | null {
  if (/\s/.test(word)) return null;
  const parts = word.split(/(?<=\p{Ll}{3,})(?=\p{Lu}\p{Ll})/u);
  return parts.length >= 2 && parts.length <= 3 ? parts.join(' ') : null;
}

/**
 * Two one-word segments side by side in one type size ("ETHAN" · "NGUYEN": small capitals set the word gap wider than
 * a space) as one candidate: each alone is a single word, never name-like.
 */
function wordPairs(line: Line): { segment: string; y: number; size: number; line: Line }[] {
  return line.segments.slice(1).flatMap((second, i) => {
    const first = line.segments[i] as string;
    const size = segmentSize(line, i);
    const single = (w: string) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w.trim());
    return single(first) && single(second) && Math.abs(size - segmentSize(line, i + 1)) < 0.05 * size
      ? [{ segment: `${first.trim()} ${second.trim()}`, y: line.y, size, line }]
      : [];
  });
}

/**
 * "Nadia Ferreira's Resume", "Resume of Nadia Ferreira", "Lebenslauf von Nadia Ferreira": a web résumé's title names its owner
 * beside the document's name.
 */
const OWN_DOCUMENT = /^(.+?)['’]s\s+(?:online\s+)?(?:resume|résumé|cv|curriculum vitae|portfolio)$/i;
const DOCUMENT_OF = /^(?:resume|résumé|cv|curriculum vitae|lebenslauf)\s+(?:of|von|de|di|van)\s+(.+)$/i;

/**
 * Where a name may sit in a segment: the segment, then its parts. "Jane Smith — Software Engineer": the name may share
 * its segment with a title or a contact detail. A part that is a place ("… · San Francisco, CA") is left out whole,
 * so a city never stands in for a name the parser did not find.
 */
function namePieces(segment: string): string[] {
  const owner = (OWN_DOCUMENT.exec(segment.trim()) ?? DOCUMENT_OF.exec(segment.trim()))?.[1];
  if (owner) return [owner];
  const parts = segment.split(/\s+[|•·–—-]\s+/).filter((part) => !isLocation(part.trim()));
  // A bracketed note after the name ("Alex Rivera (they/them)", "(Ph.D.)") is not part of it.
  const unbracketed = (part: string) => part.replace(/\s*\([^()]*\)\s*$/, '');
  // "— Félix Chabot —", "~ Ana Ruiz ~": marks set around the name as ornament are not part of it.
  const unframed = segment.replace(/^[\s|•·–—~*-]+|[\s|•·–—~*-]+$/g, '');
  return [segment, unframed, ...parts.flatMap((part) => [part, unbracketed(part), ...part.split(/,\s+/)])];
}

/**
 * A form of address and one word is never a whole name: the rest is the next segment of its line ("DR. HELEN" /
 * "M. CARTER", where small capitals left a gap wide enough to cut the line).
 */
function afterHonorific(line: Line, s: number): string {
  const segment = line.segments[s] as string;
  const own = withoutHonorifics(segment);
  const next = line.segments[s + 1];
  return own !== segment.trim() && !/\s/.test(own) && next ? `${segment.trim()} ${next.trim()}` : segment;
}

/** The largest type of a segment (its spans), or the line's size where spans are not split by segment. */
function segmentSize(line: Line, segment: number): number {
  const sizes = line.spans.filter((sp) => sp.segment === segment).map((sp) => sp.size);
  return sizes.length ? Math.max(...sizes) : line.size;
}

/**
 * The first words of a document's headings and greetings, never of a name ("About Us" of a job description, "Dear
 * Hiring Manager").
 */
const NOT_A_NAME_START = /^(?:about|dear|job|to whom)\s/i;

const LANGUAGE_GRID =
  /^(?:understanding|speaking|writing|listening|reading|spoken|interaction|production|self-assessment|level)$/i;

function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 50 || NOT_A_NAME_START.test(text)) return false;
  // "San Francisco" of "Tech Solutions, San Francisco, CA, USA": a large city is a place, not a person.
  if (isKnownCity(text, 'large')) return false;
  if (/[\d@/:]|https?/.test(text) || TITLE_WORDS.test(text) || TITLE_RE.test(text) || DEGREE_RE.test(text))
    return false;
  if (normaliseHeading(text) === '' || /\b(street|road|avenue|city|state)\b/i.test(text)) return false;
  // "Working Experience" (resumecls): a heading of a known kind, exact or by its core word, names no one.
  if (vocabularyKind(text)) return false;
  if (COMPANY_RE.test(text) || /universit|college|institute|school|academy/i.test(text)) return false;
  // "Speaking" · "Writing": the column heads of the Europass language grid, side by side in one bold type.
  if (words.every((w) => LANGUAGE_GRID.test(w))) return false;
  // "EEE EEE ER": OCR reading a coloured band or rating dots; no name word is one letter three times over.
  if (words.some((w) => /^(\p{L})\1{2,}$/iu.test(w))) return false;
  // Particles in lower case ("van", "de", "y") and elided ones before a capital ("d’Epinay", "dell’Acqua").
  return words.every(
    (w) =>
      /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) ||
      /^(van|von|de|da|del|della|der|den|des|di|do|dos|das|du|le|la|ter|ten|zu|bin|al|y)$/i.test(w) ||
      /^(?:d|l|dell|dall)['’]\p{Lu}[\p{L}'’.-]*$/u.test(w),
  );
}

function tidyName(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters !== letters.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}
