import type { Line, PageLink } from '../pdf/layout-types.ts';
import { normaliseHeading, weightedMedian } from './sections.ts';
import { vocabularyKind } from './section-vocabulary.ts';
import { COMPANY_RE, TITLE_RE, isLocation } from './header-parts.ts';
import { DEGREE_RE } from './education.ts';
import { isKnownCity } from './places.ts';

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PROFILE_HOSTS =
  /(^|\.)(linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|stackoverflow\.com|medium\.com|behance\.net|dribbble\.com|kaggle\.com|scholar\.google\.com|orcid\.org|researchgate\.net|huggingface\.co|leetcode\.com|youtube\.com|instagram\.com|facebook\.com|dev\.to|hashnode\.com|substack\.com|codepen\.io|angel\.co|wellfound\.com)$/i;
const TEXT_URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|io|dev|org|net|me|ai|co|app|tech|site|xyz|page|blog)(?:\/[\w\-./%~]*)?/gi;
const NOT_PROFILE = /(^|\.)(doi\.org|example\.com|arxiv\.org)$/i;

/** The end of an e-mail address or link ("…@example.e", "linkedin.com/in/jan"), a wrap may have cut. */
const ADDRESS_TAIL = /(?:^|\s)(\S*(?:@|\/|www\.)\S*)$/;
const CONTINUATION = /^[\p{Ll}\d][\w.\-/%~@]*/u;

/**
 * An e-mail address or link wrapped in a narrow column ("henrik@example.e" / "u", "linkedin.com/in/henriks" /
 * "chafer (LinkedIn)") is joined again: the line ends in an address and fills its column (or breaks after a link's
 * slash), and the next line, right below at the same left edge (or the same right edge, in a right-aligned block),
 * opens with the rest of it (lower case or digits, no space).
 */
/** An e-mail address whose domain ends in a common top-level domain: nothing of it is left for the next line. */
const COMPLETE_ADDRESS =
  /@[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|edu|gov|io|dev|design|me|co|uk|de|fr|it|es|pl|nl|ch|se|ie|ca|au|in|eu|us|app|ai|tech|studio|info)$/i;

export function joinWrappedAddresses(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments], spans: [...l.spans] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Line;
    const b = out[i + 1] as Line;
    // Left-aligned (same x) or right-aligned (same right edge, a contact block set against the margin).
    const left = Math.abs(a.x - b.x) <= 2;
    if (a.segments.length !== 1 || a.page !== b.page || (!left && Math.abs(a.right - b.right) > 2)) continue;
    if (b.y - a.y > a.size * 1.6 || !ADDRESS_TAIL.test(a.text)) continue;
    const column = out.filter(
      (l) => l.page === a.page && (left ? Math.abs(l.x - a.x) : Math.abs(l.right - a.right)) <= 2,
    );
    // The line filled its column (its free edge is the column's), or broke after a link's slash.
    const full = left
      ? a.right >= Math.max(...column.map((l) => l.right)) - a.size * 2.5
      : a.x <= Math.min(...column.map((l) => l.x)) + a.size * 2.5;
    // The rest ends its line or comes before a note in brackets ("chafer (LinkedIn)"); a lone letter before more
    // words is something else (an icon read as a letter).
    const rest = CONTINUATION.exec(b.segments[0] ?? '')?.[0];
    const after = (b.segments[0] ?? '').slice(rest?.length ?? 0).trim();
    if (after && !after.startsWith('(')) continue;
    // The next line holding an address of its own ("github.com/jan", "www.…", "jan@…") is not a continuation.
    if (!rest || /@|^www\.|^[\w-]+(?:\.[\w-]+)+\//.test(rest) || !(full || a.text.endsWith('/'))) continue;
    // An address ending in a whole domain over a host of its own ("noah@noahwilliams.design" / "noahwilliams.design")
    // is two addresses; "…@mail.exampl" / "e.net" is one.
    if (COMPLETE_ADDRESS.test(a.text) && /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i.test(rest)) continue;
    a.segments[0] = `${a.segments[0]}${rest}`;
    a.text = a.segments[0];
    const tail = a.spans.at(-1);
    if (tail) a.spans[a.spans.length - 1] = { ...tail, text: `${tail.text}${rest}` };
    b.segments[0] = (b.segments[0] as string).slice(rest.length).trim();
    b.text = b.segments.filter(Boolean).join('  ');
    const head = b.spans[0];
    if (head) b.spans[0] = { ...head, text: head.text.slice(rest.length).trim() };
  }
  return out.filter((l) => l.text.trim());
}

export function findEmail(links: PageLink[], text: string): string | null {
  const printed = EMAIL_RE.exec(text)?.[0] ?? null;
  // An address wrapped over two lines is still printed ("chloe.fernandes" / "68@example.org").
  const compact = text.replace(/\s+/g, '').toLowerCase();
  for (const l of links) {
    if (l.url.toLowerCase().startsWith('mailto:')) {
      const addr = decodeURIComponent(l.url.slice(7).split('?')[0] ?? '').trim();
      const unprinted = printed !== null && !compact.includes(addr.toLowerCase());
      // A link one letter off the printed address ("jdoe@" behind "jdoes@"): the CV shows the printed one.
      if (EMAIL_RE.test(addr) && !(unprinted && (PLACEHOLDER_EMAIL.test(addr) || oneEditApart(addr, printed))))
        return addr;
    }
  }
  return printed;
}

/** Two addresses of one domain whose local parts differ by one inserted, dropped or changed character. */
function oneEditApart(a: string, b: string): boolean {
  const [la = '', da] = a.toLowerCase().split('@');
  const [lb = '', db] = b.toLowerCase().split('@');
  if (da !== db || Math.abs(la.length - lb.length) > 1) return false;
  let head = 0;
  while (head < la.length && la[head] === lb[head]) head++;
  let tail = 0;
  while (tail < la.length - head && tail < lb.length - head && la.at(-1 - tail) === lb.at(-1 - tail)) tail++;
  return Math.max(la.length, lb.length) - head - tail <= 1;
}

/**
 * A template's own address left in a link ("\href{mailto:user@example.com}{jane@uni.edu}"): where the text prints
 * another address, a link to an example domain is the template's, not the candidate's.
 */
const PLACEHOLDER_EMAIL = /@example\.(?:com|org|net)$/i;

/**
 * Whether a link sits on a line: at its height and, when the link's left edge is known, within its width (a
 * sidebar's profile link beside a position in the other column is not on the position's line).
 */
export const linkOnLine = (link: PageLink, line: Line): boolean =>
  line.page === link.page &&
  Math.abs(line.y - link.y) <= line.size &&
  (link.x === undefined || (link.x >= line.x - line.size && link.x <= line.right + line.size));

/** Profile links of the header (annotations and printed URLs) and profile hosts anywhere; not DOIs or project pages. */
export function findSocialMedias(
  links: PageLink[],
  headerEndY: number,
  headerText: string,
  contactText: string,
  inEntries: (link: PageLink) => boolean = () => false,
): string[] {
  const found = new Map<string, string>();
  const add = (url: string) => {
    const key = canonicalUrl(url);
    if (key && !found.has(key)) found.set(key, url);
  };
  for (const l of links) {
    if (!/^https?:\/\//i.test(l.url)) continue;
    const host = hostOf(l.url);
    if (!host || NOT_PROFILE.test(host)) continue;
    // A repository ("github.com/jdoe/raytracer") is a project's page, in the header too.
    if (/(^|\.)git(hub|lab)\.com$/i.test(host) && new URL(l.url).pathname.split('/').filter(Boolean).length > 1)
      continue;
    const inHeader = l.page === 1 && l.y <= headerEndY + 2;
    // A profile host linked from a position, a project or a school (an employer's GitHub organisation, an API page)
    // is theirs, not the candidate's.
    if (inHeader || (PROFILE_HOSTS.test(host) && isProfilePath(host, l.url) && !inEntries(l))) add(l.url);
  }
  for (const source of [headerText, contactText]) {
    for (const m of source.matchAll(TEXT_URL_RE)) {
      const raw = m[0].replace(/[.,;)]+$/, '');
      const before = source[(m.index ?? 0) - 1] ?? ' ';
      // "wei.zhang.dev@gmail.com": a local part shaped like a domain is part of an address, not a link.
      const after = source[(m.index ?? 0) + m[0].length] ?? ' ';
      if (raw.includes('@') || after === '@' || /^\d/.test(raw) || /[@\w.]/.test(before)) continue;
      const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
      const host = hostOf(url);
      if (host && !NOT_PROFILE.test(host)) add(url);
    }
  }
  return [...found.values()];
}

function isProfilePath(host: string, url: string): boolean {
  const path = new URL(url).pathname.split('/').filter(Boolean);
  if (path.length === 0) return false;
  return !(/github\.com|gitlab\.com/i.test(host) && path.length > 1);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./i, '').toLowerCase();
  } catch {
    return null;
  }
}

export function canonicalUrl(url: string): string | null {
  const host = hostOf(/^https?:\/\//i.test(url) ? url : `https://${url}`);
  if (!host) return null;
  const path = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).pathname.replace(/\/+$/, '').toLowerCase();
  return `${host}${path}`;
}

const TITLE_WORDS =
  /\b(engineer|developer|manager|designer|scientist|analyst|consultant|architect|intern|director|specialist|officer|resume|curriculum|vitae|cv)\b/i;

/**
 * The most prominent name-like text of the first page: the largest type first, then the highest. `lines` is the
 * whole reading order (a sidebar read before the main column holds no name, its headings are not one), or only the
 * header when the caller wants to know whether the header alone gives the same name.
 */
export function findFullName(header: Line[], lines: Line[], email: string | null = null): string | null {
  const pool = (lines.length ? lines : header).filter((l) => l.page === 1 && !vocabularyKind(l.text)?.exact);
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
    .filter((c) => inHeader.has(c.line) || c.size > bodySize * 1.1)
    .sort((a, b) => b.size - a.size || a.y - b.y);
  for (const { segment } of candidates) {
    const bare = withoutCredentials(withoutHonorifics(segment));
    if (bare !== segment && looksLikeName(bare)) return tidyName(bare);
    if (isLocation(segment)) continue;
    for (const piece of namePieces(segment)) {
      const name = piece.replace(/[|•·,]+$/g, '').trim();
      if (looksLikeName(name)) return tidyName(name);
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

/** A field label that names its value the person's name, in the languages of the section vocabulary. */
const NAME_LABEL =
  /^(?:(?:full\s+)?name|nome(?:\s+e\s+cognome)?|nom(?:\s+et\s+pr[ée]nom)?|nombre(?:\s+y\s+apellidos)?|vor-\s+und\s+(?:zu|nach)name|naam|surname\(s\)\s*\/\s*first\s+name\(s\)|name\s*\/\s*surname)\s*:?$/i;

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
  const single = pool.filter((l) => l.segments.length === 1).sort((a, b) => a.y - b.y);
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
      found.push({ segment: `${first.text.trim()} ${second.text.trim()}`, y: first.y, size: first.size, line: first });
  }
  return found;
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
 * Where a name may sit in a segment: the segment, then its parts. "Jane Smith — Software Engineer": the name may share
 * its segment with a title or a contact detail. A part that is a place ("… · San Francisco, CA") is left out whole,
 * so a city never stands in for a name the parser did not find.
 */
function namePieces(segment: string): string[] {
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
