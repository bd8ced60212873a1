import type { Line, PageLink } from '../pdf/layout-types.ts';

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
