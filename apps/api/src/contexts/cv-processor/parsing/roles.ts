import { COMPANY_RE, TITLE_RE, commaParts, type Piece } from './header-parts.ts';

export interface Roles {
  title: string | null;
  employer: string | null;
}

/** A name whose first word is followed by a Romance "of" ("de", "del", "em", "en", "di", "da", "do", "des", "du"). */
const ROMANCE_HEAD = /^\p{L}+\s+(?:de|del|em|en|di|da|do|della|des|du|d['’])\s/iu;

/** What may follow a title's head word: a qualifier in brackets, a level ("Engineer (Front-End)", "Engineer III"). */
const AFTER_HEAD = /\s*\([^()]*\)$|\s+(?:I{1,3}|IV|V|[1-5])$/;

/**
 * How much a piece reads like a job title (> 0) or an employer (< 0), from vocabulary and "at". The last word breaks
 * a tie between the two vocabularies: "Logistics Coordinator" is a coordinator, "Globex Research" a company; a
 * qualifier or a level after it does not count ("Software Engineer (Front-End)", "Software Engineer II").
 */
function titleLike(p: Piece): number {
  const words = p.text.replace(AFTER_HEAD, '').split(/\s+/);
  // Romance languages put the head first, its complement after "de", "em", "di" ("Estágio em Qualidade de Software",
  // "Ingeniero de Software", "Analista di Sistema").
  const last = (ROMANCE_HEAD.test(p.text) ? words[0] : words.at(-1)) ?? '';
  const head = (TITLE_RE.test(last) ? 0.5 : 0) - (COMPANY_RE.test(last) ? 0.5 : 0);
  return (TITLE_RE.test(p.text) ? 1 : 0) - (COMPANY_RE.test(p.text) ? 1 : 0) + head - (p.afterAt ? 2 : 0);
}

/** A piece's place in its entry's layout: line, and first / middle / last value of that line. */
function slotOf(p: Piece): string {
  const where = p.index === 0 ? 'first' : p.index === p.of - 1 ? 'last' : 'mid';
  return `${p.line}:${where}`;
}

/**
 * The entries' pieces without the places the section prints in a slot of their own ("Data Engineer | Allegro |
 * Poznań", "Jan 2019 – Mar 2022 | Berlin" under each title): a slot where half the pieces or more are cities holds
 * places. A city in a slot of names ("Boston" where the other entries print their employers) is a name.
 */
export function withoutPlaces(pieceLists: Piece[][]): Piece[][] {
  const share = new Map<string, { n: number; places: number }>();
  for (const p of pieceLists.flat()) {
    const s = share.get(slotOf(p)) ?? { n: 0, places: 0 };
    s.n++;
    if (p.place) s.places++;
    share.set(slotOf(p), s);
  }
  const placeSlot = (p: Piece) => {
    const s = share.get(slotOf(p)) as { n: number; places: number };
    return s.places >= s.n / 2;
  };
  return pieceLists.map((pieces) => {
    const kept = pieces.filter((p) => !(p.place && placeSlot(p)));
    // Numbered again within their lines, so "Allegro" is the last value of its line as "Globex" is of "Analyst | Globex".
    return kept.map((p) => {
      const ofLine = kept.filter((q) => q.line === p.line);
      return { ...p, index: ofLine.indexOf(p), of: ofLine.length };
    });
  });
}

/**
 * Title and employer of each entry of one section. One CV prints all its entries the same way, so the roles are
 * decided for the section: the slot (line and position) whose pieces read most like job titles across the entries
 * holds the titles, the slot reading least like them the employers. Vocabulary only has to be right on average;
 * "Scrum Master, Hooli" in a CV whose other entries read "Data Analyst, Globex" gets the same reading. An entry
 * without those slots, or a section of one entry, is read by vocabulary alone.
 */
export function assignRoles(pieceLists: Piece[][]): Roles[] {
  // An entry whose header is one value holds its roles in a comma list: "Title, Employer" or "Employer, Title".
  const entries = pieceLists.map((pieces) =>
    pieces.length === 1 && (pieces[0] as Piece).text.includes(', ') ? commaParts(pieces[0] as Piece) : pieces,
  );
  const stats = new Map<string, { n: number; sum: number }>();
  for (const pieces of entries) {
    for (const slot of new Set(pieces.map(slotOf))) {
      const ofSlot = pieces.filter((p) => slotOf(p) === slot);
      const s = stats.get(slot) ?? { n: 0, sum: 0 };
      s.n++;
      s.sum += Math.max(...ofSlot.map(titleLike));
      stats.set(slot, s);
    }
  }
  const common = [...stats.entries()]
    .filter(([, s]) => s.n >= 2 && s.n >= entries.length * 0.5)
    .map(([slot, s]) => ({ slot, mean: s.sum / s.n }));
  const byMean = [...common].sort((a, b) => b.mean - a.mean);
  const top = byMean[0];
  const bottom = employerSlot(byMean, top);
  const decided = top && bottom && top !== bottom && top.mean - bottom.mean >= 0.25;
  return entries.map((pieces) => {
    if (decided) {
      const roles = bySlots(pieces, top.slot, bottom.slot);
      if (roles) return roles;
    }
    return byVocabulary(pieces);
  });
}

/**
 * The slot reading least like titles. Slots that read equally so ("FACEBOOK | SOFTWARE ENGINEER" / "July 2018 –
 * Present | Memcache and Cache RPC": neither vocabulary knows a company or a team) go to the one printed on the
 * titles' own line, else the one printed first: a value on a later line is a detail of the position.
 */
function employerSlot<T extends { slot: string; mean: number }>(byMean: T[], top: T | undefined): T | undefined {
  const lowest = byMean.at(-1);
  if (!top || !lowest) return lowest;
  const lineOf = (slot: string) => Number(slot.split(':')[0]);
  const ties = byMean.filter((s) => s !== top && s.mean <= lowest.mean + 1e-9);
  const sameLine = ties.find((s) => lineOf(s.slot) === lineOf(top.slot));
  return sameLine ?? [...ties].sort((a, b) => lineOf(a.slot) - lineOf(b.slot))[0] ?? lowest;
}

function bySlots(pieces: Piece[], titleSlot: string, employerSlot: string): Roles | null {
  const title = pieces.find((p) => slotOf(p) === titleSlot);
  const employer = pieces.find((p) => slotOf(p) === employerSlot);
  if (!title || !employer) return null;
  // A comma list of three or more: the middle values go with the title ("Principal Consultant, Cloud Migration, Acme").
  const middle = pieces.filter((p) => p.line === title.line && p.comma && slotOf(p).endsWith(':mid'));
  if (middle.length && title.line === employer.line) {
    const side = title.index < employer.index ? [title, ...middle] : [...middle, title];
    return { title: side.map((p) => p.text).join(', '), employer: employer.text };
  }
  // "**Lumen Forge, Inc**" / "Principal Developer": where both values read the other way round, strongly (a legal
  // form in the title's slot, a job word in the employer's), the entry is an exception to the section's layout (a
  // theme printing an employer once above its positions): the words decide.
  if (titleLike(title) <= -1 && titleLike(employer) >= 1) return { title: employer.text, employer: title.text };
  if (title.line === employer.line) return { title: title.text, employer: withValuesBetween(pieces, title, employer) };
  return { title: lineValue(pieces, title), employer: lineValue(pieces, employer) };
}

/**
 * "UX DEVELOPER — Tessaro · NUBIA": values between the title and the employer on one line, cut from the
 * employer's own run of text, are part of its name, where the title is set apart (its own type or segment) or parted
 * from them by another separator than the one inside (a section parts its values with one separator).
 */
function withValuesBetween(pieces: Piece[], title: Piece, employer: Piece): string {
  const whole = employer.whole;
  const [lo, hi] = title.index < employer.index ? [title.index, employer.index] : [employer.index, title.index];
  const between = pieces.filter((p) => p.line === title.line && p.index > lo && p.index < hi);
  if (!whole || !between.length || between.some((p) => p.whole !== whole || p.comma)) return employer.text;
  const at = (p: Piece) => whole.indexOf(p.text);
  const end = (p: Piece) => at(p) + p.text.length;
  const [first, last] = [between[0] as Piece, between.at(-1) as Piece];
  const after = title.index < employer.index;
  if ([first, last, employer].some((p) => at(p) < 0) || (title.whole === whole && at(title) < 0)) return employer.text;
  if (title.whole === whole) {
    const outer = after ? whole.slice(end(title), at(first)) : whole.slice(end(last), at(title));
    const inner = after ? whole.slice(end(last), at(employer)) : whole.slice(end(employer), at(first));
    if (outer.trim() === inner.trim()) return employer.text;
  }
  return after ? whole.slice(at(first), end(employer)) : whole.slice(at(employer), end(last));
}

/**
 * Title and employer printed on lines of their own ("Lumtal GmbH" / "Treiberprogrammierer - Firmware"): each
 * of those lines is one value, so the values a dash, a bar or "at" cut it into are joined back as printed.
 */
function lineValue(pieces: Piece[], piece: Piece): string {
  const ofLine = pieces.filter((p) => p.line === piece.line);
  const whole = piece.whole;
  return whole && ofLine.length >= 2 && ofLine.every((p) => p.whole === whole) ? whole : piece.text;
}

/** One entry on its own: the piece reading most like a title is the title, the most company-like other one the employer. */
export function byVocabulary(pieces: Piece[]): Roles {
  const candidates = pieces.slice(0, 4);
  if (candidates.length === 0) return { title: null, employer: null };
  if (candidates.length === 1) {
    const only = candidates[0] as Piece;
    return titleLike(only) > 0 ? { title: only.text, employer: null } : { title: null, employer: only.text };
  }
  let titleIdx = 0;
  candidates.forEach((p, i) => {
    if (titleLike(p) > titleLike(candidates[titleIdx] as Piece)) titleIdx = i;
  });
  if (titleLike(candidates[titleIdx] as Piece) <= 0) titleIdx = 1;
  const rest = candidates.filter((_, i) => i !== titleIdx);
  let employer = rest[0] as Piece;
  for (const p of rest) if (titleLike(p) < titleLike(employer)) employer = p;
  return { title: (candidates[titleIdx] as Piece).text, employer: employer.text };
}
