import type { EmployerDto } from '@app/contracts/cv-processor/parse-cv';
import type { Line } from '../pdf/layout-types.ts';
import { DURATION, findDateRange, monthIndex, stripDates } from './dates.ts';
import { entryDates, hasDateSegment, splitEntries } from './entries.ts';
import {
  entryPieces,
  withoutBracketedPlace,
  withoutTrailingCity,
  withoutTrailingTowns,
  withoutUnitsAndTowns,
  type Piece,
} from './header-parts.ts';
import { withoutLeaderHeadings, withoutProjectBlocks } from './project-blocks.ts';
import { withThesisWraps } from './thesis-lines.ts';
import { withEmployerUnit } from './employer-units.ts';
import { assignRoles, withoutPlaces, type Roles } from './roles.ts';
import { withDatesPrintedLast, withEmployerBelow } from './position-lines.ts';
import { datesInSentence } from './sentence-lines.ts';
import { OTHER_NAME } from './role-words.ts';

/** Positions of an experience-like section: entries by blocks and dates, then roles decided for the section. */
export function parseExperience(lines: Line[]): EmployerDto[] {
  const grouped = new Set<string>();
  const own = withoutLeaderHeadings(withoutProjectBlocks(withThesisWraps(lines)));
  const entries = withDatesPrintedLast(
    splitEntries(ungroupDatedGroups(ungroupPositions(own, grouped), grouped), {
      anchor: (l) => (findDateRange(l.text) !== null || hasDateSegment(l)) && !datesInSentence(l),
    }),
  );
  const pieces = withoutPlaces(entries.map((e) => entryPieces(e.header)));
  const assigned = withGroupEmployers(assignRoles(pieces), pieces).map((r, i) =>
    groupRoles(
      withEmployerUnit(r, pieces[i] ?? [], entries[i]?.header ?? []),
      entries[i]?.header ?? [],
      pieces[i] ?? [],
      grouped,
    ),
  );
  const employers = withoutTrailingTowns(assigned.map((r) => r.employer));
  const roles = assigned.map((r, i) => ({ ...r, employer: employers[i] ?? null }));
  const out: EmployerDto[] = [];
  const dated = withGroupDates(
    entries.map((e) => entryDates(e, true)),
    roles,
    pieces,
  );
  // The left edge of the dated entries' headers: an undated "entry" whose header lines all sit an em or more right of
  // it is a wrapped line of a list item (HTML lists drawn without bullet glyphs), not a position.
  const datedX = Math.min(...entries.filter((_, i) => dated[i]).map((e) => e.header[0]?.x ?? Infinity));
  entries.forEach((entry, i) => {
    const dates = dated[i] ?? null;
    const { title, employer } = withEmployerBelow(roles[i] as Roles, entry);
    if (!title && !employer) return;
    if (BREAK.test(title ?? employer ?? '') && !(title && employer)) return;
    if ((pieces[i] as unknown[]).length === 0 && !dates) return;
    if (!dates && entry.header.every((l) => l.x >= datedX + l.size)) return;
    out.push({
      title: title && withoutBracketedPlace(title),
      employer: employer && withoutTrailingCity(withoutBracketedPlace(withoutUnit(withoutEmploymentKind(employer)))),
      // A position dated once ("Summer 2019", "Sep 2016": an internship, a short contract) began and ended then.
      startDate: dates?.start ?? (dates?.end === 'present' ? null : (dates?.end ?? null)),
      endDate: dates?.end ?? null,
    });
  });
  return out;
}

/**
 * A position of a group without dates of its own ("Telvoria  Septiembre 2019 - Actualidad" / "Especialista
 * Backend  +3 Años" / "Arquitecto Cloud  6 meses"): it took its employer from the group's dated entry above
 * (`withGroupEmployers`), and takes that entry's range too.
 */
function withGroupDates<T>(dated: (T | null)[], roles: Roles[], pieces: Piece[][]): (T | null)[] {
  return dated.map((d, i) => {
    const employer = roles[i]?.employer;
    if (d || !employer || (pieces[i] ?? []).some((p) => p.text === employer)) return d;
    for (let j = i - 1; j >= 0; j--) {
      if (roles[j]?.employer !== employer) return d;
      if (dated[j]) return dated[j] ?? null;
    }
    return d;
  });
}

/** "Career break" / "Break needed for family reasons": a dated pause between positions is no position. */
const BREAK =
  /^(?:career|employment)\s+break\b|^sabbatical\b|^(?:parental|maternity|paternity)\s+leave\b|^gap\s+year\b/i;

/** "Oakbridge Ltd (part time job)": the kind of employment in brackets after the employer is no part of its name. */
const withoutEmploymentKind = (employer: string) =>
  employer
    .replace(/\s*\((?:(?:full|part)[- ]time|temporary|seasonal|contract)(?:\s+(?:job|position|role))?\)$/i, '')
    .replace(FORMER_NAME, '');

/**
 * "Oakbridge (now Northwind)", "Lumtal (tegenwoordig: Orbis)": the employer’s other name in brackets after its own
 * is no part of it (its bracket may have been cut).
 */
const FORMER_NAME = new RegExp(String.raw`\s*\(${OTHER_NAME}[^()]*\)?$`, 'iu');

/**
 * "Department of Ecology and Evolutionary Biology, Yale University" read as one value (the title set apart in bold):
 * the unit goes, as it does where the commas part the values.
 */
const withoutUnit = (employer: string) => withoutUnitsAndTowns(employer.split(/,\s+/)).join(', ');

/**
 * Several positions under one employer printed once above them ("MORNINGSTAR, INC." / "Director of Marketing  2018 –
 * Present" / bullets / "Senior Marketing Manager  2015 – 2018" / bullets): an entry whose header is a title alone
 * takes the employer of the entry before it when that employer stood on a line above its title.
 */
function withGroupEmployers(roles: Roles[], pieces: Piece[][]): Roles[] {
  const lineOf = (list: Piece[], text: string | null) => list.find((p) => p.text === text)?.line;
  let group: Piece | null = null;
  // A title set in the employers' type ("**Au pair**" where "**Lindqvist AB**" stood) is a position of its own.
  const styledApart = (p: Piece | undefined) =>
    p !== undefined && (p.bold !== group?.bold || p.italic !== group?.italic);
  return roles.map((r, i) => {
    const own = pieces[i] as Piece[];
    if (r.employer !== null) {
      const above = (lineOf(own, r.employer) ?? 0) < (lineOf(own, r.title) ?? 0);
      group = above ? (own.find((p) => p.text === r.employer) ?? null) : null;
      return r;
    }
    const lone = r.title !== null && group !== null && own.length === 1 && styledApart(own[0]);
    return lone && group ? { ...r, employer: group.text } : r;
  });
}

const lineKey = (l: Line) => `${l.page}:${l.y}:${l.text}`;

/**
 * A position of a group (`ungroupPositions`): its employer is the group's employer line, whatever the section's other
 * entries print in that place (a profile page prints grouped positions company first, single ones title first).
 */
function groupRoles(roles: Roles, header: Line[], pieces: Piece[], grouped: Set<string>): Roles {
  const line = header.find((l) => grouped.has(lineKey(l)));
  if (!line) return roles;
  const employer = pieces.find((p) => line.text.includes(p.text));
  const title = pieces.find((p) => p !== employer && !line.text.includes(p.text));
  return employer && title ? { title: title.text, employer: employer.text } : roles;
}

/** "3 years 2 months", "(1 yr 4 mos)", "Full-time · 6 yrs 3 mos": a total duration (and the kind of employment). */
const DURATION_ONLY = new RegExp(String.raw`^(?:(?:full|part)[- ]time\s*[·•|-]\s*)?\(?\s*${DURATION}\s*\)?$`, 'iu');
const sameStyle = (a: Line, b: Line) =>
  Math.abs(a.size - b.size) < 0.3 && a.bold === b.bold && a.italic === b.italic && Math.abs(a.x - b.x) <= 2;

/**
 * Several positions at one employer, printed as a group: the employer, its total duration alone on the next line,
 * then title / dates (/ place) for each position, until the next line set like the employer ("Zalando" / "3 years 2
 * months" / "Senior Data Engineer" / "January 2023 - Present" / "Data Engineer" / "March 2021 - January 2023"). The
 * employer is repeated above each later title, so every position reads like a one-position entry; its lines are
 * named in `grouped`.
 */
export function ungroupPositions(lines: Line[], grouped: Set<string> = new Set()): Line[] {
  const out: Line[] = [];
  let employer: Line | null = null;
  let dated = 0;
  lines.forEach((line, i) => {
    if (DURATION_ONLY.test(line.text.trim()) && i > 0) {
      employer = lines[i - 1] as Line;
      grouped.add(lineKey(employer));
      dated = 0;
      return;
    }
    if (employer && sameStyle(line, employer)) employer = null;
    const next = lines[i + 1];
    if (employer && next && findDateRange(next.text) && !findDateRange(line.text) && line !== employer) {
      if (dated > 0) {
        const copy = { ...employer, y: line.y - 0.1, page: line.page, gapAbove: line.gapAbove };
        grouped.add(lineKey(copy));
        out.push(copy);
      }
      dated++;
    }
    out.push(line);
  });
  return out;
}

/** The years a range covers, for comparing ranges that give months or years only (a current position ends now). */
function span(text: string): [number, number] | null {
  const r = findDateRange(text);
  const now = new Date();
  const from = r && monthIndex(r.start, now);
  const to = r && monthIndex(r.end, now);
  if (from === null || from === undefined || to === null || to === undefined) return null;
  return [Math.floor(from / 12), Math.floor(to / 12)];
}

/**
 * Positions held in turn at one employer, each title dated inside the employer's range ("**Barclays**, London  Sep
 * 2015 – Feb 2021" / "*Vice President, Cash Management* (2018 – 2021)" / "*Associate, Cash Management* (2015 –
 * 2018)"): two dated lines or more right under a dated line, each range inside its range, are positions of that
 * employer. The employer's line, without its dates, is printed above each of them and named in `grouped`.
 */
export function ungroupDatedGroups(lines: Line[], grouped: Set<string>): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i] as Line;
    const outer = span(head.text);
    let n = 0;
    while (outer && i + 1 + n < lines.length) {
      const inner = span((lines[i + 1 + n] as Line).text);
      if (!inner || inner[0] < outer[0] || inner[1] > outer[1] || /^[•●▪◦–-]/.test((lines[i + 1 + n] as Line).text))
        break;
      n++;
    }
    if (n < 2) {
      out.push(head);
      continue;
    }
    const kept = head.segments.map((seg) => stripDates(seg).trim()).filter((seg) => /\p{L}{2}/u.test(seg));
    for (const line of lines.slice(i + 1, i + 1 + n)) {
      const copy: Line = { ...head, segments: kept, text: kept.join('  '), y: line.y - 0.1, gapAbove: line.gapAbove };
      copy.spans = head.spans.filter((sp) => sp.segment < kept.length);
      grouped.add(`${copy.page}:${copy.y}:${copy.text}`);
      out.push(copy, line);
    }
    i += n;
  }
  return out;
}
