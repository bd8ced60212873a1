import type {
  CvFieldConfidence,
  CvParseResponse,
  EducationDto,
  EmployerDto,
} from '@app/contracts/cv-processor/parse-cv';
import type { Line, PdfLayout } from '../pdf/layout-types.ts';
import { buildLines } from '../pdf/build-lines.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { normaliseHeading, splitSections, type Section, type SectionKind } from './sections.ts';
import { findEmail, findSocialMedias, joinWrappedAddresses, linkOnLine } from './contacts.ts';
import { findFullName, headingTitles } from './full-name.ts';
import { findPhone } from './phone.ts';
import { parseExperience } from './experience.ts';
import { degreeAsPosition, parseEducation } from './education.ts';
import { formEducation, formExperience } from './form-fields.ts';
import { tableEducation } from './education-table.ts';
import { isSkillList, looksLikeSkills, parseSkills, skillsPart } from './skills.ts';
import { ownColumnLines, withSiblingSkillBoxes } from './skills-column.ts';
import { parseHighlights, quantifiedAchievements } from './highlights.ts';
import { findDateRange } from './dates.ts';
import { TITLE_RE } from './header-parts.ts';
import { DEFAULT_TUNING, type ParserTuning } from './tuning.ts';
import { fieldConfidence } from './confidence.ts';
import {
  dropClosingDate,
  dropColumnLabels,
  dropConsentClause,
  dropDecorativeLetters,
  dropPageFurniture,
} from './page-furniture.ts';
import { joinHyphenatedWords } from './hyphenation.ts';
import { withoutUniformBold } from './uniform-bold.ts';
import { withCapitalI } from './small-caps.ts';

/** What the scorer reads: SPEC's fields, the reading-order text, the section texts and quantified achievements. */
export interface CvText {
  result: CvParseResponse;
  text: string;
  sections: { kind: SectionKind; title: string; text: string }[];
  /** Bullets of experience and projects with numbers (not part of the response: highlights are the CV's awards). */
  achievements?: string[];
}

export interface ParsedCv extends CvText {
  /**
   * Whether OCR read the document, the pages it read of the PDF's pages (a scan longer than MAX_OCR_PAGES is read in
   * part), and how sure the parser is of each field (the response's optional fields).
   */
  meta: { ocrUsed: boolean; ocrPagesRead: number; pageCount: number; confidence: CvFieldConfidence };
}

/** Sections of entries: a link printed on one of their lines belongs to the entry. */
const ENTRY_KINDS = new Set<SectionKind>(['experience', 'projects', 'education', 'volunteer', 'publications']);

/** The offline, deterministic parser: layout -> lines -> sections -> fields (docs/cv-processing.md). */
export function parseCvLayout(
  layout: PdfLayout,
  taxonomy: SkillsTaxonomy,
  tuning: ParserTuning = DEFAULT_TUNING,
  source: { ocrPages: number; pageCount?: number; ocrConfidence: number | null } = {
    ocrPages: 0,
    ocrConfidence: null,
  },
): ParsedCv {
  const lines = dropConsentClause(
    dropClosingDate(
      dropColumnLabels(
        dropPageFurniture(
          dropDecorativeLetters(
            joinHyphenatedWords(joinWrappedAddresses(withoutUniformBold(withCapitalI(buildLines(layout, tuning))))),
          ),
          layout.pages.map((p) => p.height),
        ),
      ),
    ),
  );
  const split = splitSections(lines, tuning);
  const header = split.header;
  // A box under an unknown heading that lists known skills ("Cloud", "Data" in a sidebar) is a skills section, and so
  // is a "Technical experience" section without a date: it lists what the CV knows, not positions.
  const sections = withSiblingSkillBoxes(
    split.sections,
    split.sections.map((s) =>
      (s.kind === 'other' && looksLikeSkills(s.lines, taxonomy)) || undatedTechnical(s)
        ? { ...s, kind: 'skills' as const }
        : s,
    ),
  );
  const text = lines.map((l) => l.text).join('\n');
  const linesOf = (kind: SectionKind): Line[] => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  const has = (kind: SectionKind) => sections.some((s) => s.kind === kind);
  const headerText = header.map((l) => l.segments.join(' | ')).join('\n');
  const headerEndY = firstHeadingY(lines, header, sections);
  const contactText = linesOf('contact')
    .map((l) => l.text)
    .join('\n');

  const email = findEmail(layout.links, text);
  const result: CvParseResponse = {
    fullName: findFullName(header, lines, email, headingTitles(sections)),
    email,
    phoneNumber: findPhone(layout.links, headerText, `${contactText}\n${keyedText(lines)}`),
    socialMedias: findSocialMedias(layout.links, headerEndY, headerText, contactText, (link) =>
      sections.some(
        (s) => ENTRY_KINDS.has(s.kind) && s.lines.some((l, i) => linkOnLine(link, l) && !networkLabelled(s.lines, i)),
      ),
    ),
    skills: parseSkills(
      sections.filter((s) => s.kind === 'skills').flatMap((s) => skillsPart(ownColumnLines(s.lines))),
      taxonomy,
    ),
    ...positionsAndStudies(
      taxonomy,
      has('experience')
        ? [
            ...(formExperience(linesOf('experience')) ?? parseExperience(linesOf('experience'))),
            ...researchPositions(sections),
          ]
        : experienceWithoutHeading(header, sections),
      has('education') ? educationOf(linesOf('education')) : [],
    ),
    highlights: parseHighlights(has('highlights') ? linesOf('highlights') : null),
  };
  const nameLine = findFullName(header, [], email);
  const confidence = fieldConfidence(result, {
    nameFromHeader: nameLine !== null && nameLine === result.fullName,
    emailFromLink: layout.links.some((l) =>
      l.url.toLowerCase().startsWith(`mailto:${(result.email ?? '').toLowerCase()}`),
    ),
    phoneInHeader: result.phoneNumber !== null && headerText.includes(result.phoneNumber),
    skillsFromSection: has('skills'),
    highlightsFromSection: has('highlights'),
    ocrConfidence: source.ocrConfidence,
  });
  return {
    result,
    meta: {
      ocrUsed: source.ocrPages > 0,
      ocrPagesRead: source.ocrPages,
      pageCount: source.pageCount ?? layout.pageCount,
      confidence,
    },
    text,
    achievements: quantifiedAchievements([...linesOf('experience'), ...linesOf('projects')]),
    sections: sections.map((s: Section) => ({
      kind: s.kind,
      title: s.title,
      text: s.lines.map((l) => l.text).join('\n'),
    })),
  };
}

/**
 * A contact block run on past the next heading (a sidebar's "LinkedIn" / "jdoe" below "EDUCATION" on the next page):
 * a link on a bare network name or on the line under one is the candidate's profile, not an entry's link.
 */
function networkLabelled(lines: Line[], i: number): boolean {
  const bare = (l: Line | undefined) => l !== undefined && NETWORK_NAME.test(l.text.trim());
  return bare(lines[i]) || bare(lines[i - 1]);
}

const NETWORK_NAME = /^(linkedin|github|gitlab|twitter|stack\s?overflow|kaggle|behance|dribbble|medium|xing)$/i;

const undatedTechnical = (s: Section) =>
  s.kind === 'experience' && /\btechnical\b/i.test(s.title) && !s.lines.some((l) => findDateRange(l.text));

/**
 * No experience heading (an unusual word, or none at all): dated entries whose header reads like a job title,
 * from unrecognised sections or, with no sections, from the lines below the contact block.
 */
function experienceWithoutHeading(header: Line[], sections: Section[]) {
  // ReadableCV's "Career Summary" lists the positions, two dated entries or more: a summary is a paragraph.
  const positions = (s: Section) =>
    s.kind === 'other' || (s.kind === 'summary' && s.lines.filter((l) => findDateRange(l.text)).length >= 2);
  const pools = sections.length ? sections.filter(positions).map((s) => s.lines) : [header.slice(3)];
  return pools.filter((lines) => lines.some((l) => findDateRange(l.text))).flatMap(datedPositions);
}

/**
 * A bare "Research" heading names a list of papers or of research posts (a Deedy-like CV's "Research": "Research
 * Assistant", the lab, "Oct 2019 – Jun 2021"): dated entries of it whose header reads like a job title are positions.
 */
function researchPositions(sections: Section[]) {
  return sections
    .filter((s) => s.kind === 'publications' && normaliseHeading(s.title) === 'research')
    .flatMap((s) => datedPositions(s.lines));
}

const datedPositions = (lines: Line[]) =>
  parseExperience(lines).filter((e) => e.startDate !== null && e.title !== null && TITLE_RE.test(e.title));

/** The text with each form row's key before its value ("Telephone +30 2273012345"): a phone's label is its key. */
function keyedText(lines: Line[]): string {
  return lines.map((l) => (l.formKey ? `${l.formKey}: ${l.text}` : l.text)).join('\n');
}

/**
 * The positions and the studies: degrees listed among the positions ("Research experience": "PhD.", the institute,
 * the years) join the studies, and a project's stack read as an entry is dropped.
 */
function positionsAndStudies(taxonomy: SkillsTaxonomy, found: EmployerDto[], studies: EducationDto[]) {
  // A project's stack under a position ("ABSA" over "Spring, Java, Maven, Git") is no position of its own.
  const positions = found.filter((p) => ![p.employer, p.title].some((v) => v && isSkillList(v, taxonomy)));
  const degrees = positions.map(degreeAsPosition);
  const listed = (d: EducationDto) =>
    studies.some((s) => s.university === d.university && s.startDate === d.startDate && s.endDate === d.endDate);
  return {
    employerDtos: positions.filter((_, i) => !degrees[i]),
    educationDtos: [...studies, ...degrees.filter((d): d is EducationDto => d !== null && !listed(d))],
  };
}

/** Education from a form's labels, a table of qualifications, or entries. */
function educationOf(lines: Line[]) {
  const form = formEducation(lines);
  if (form) return form;
  const table = tableEducation(lines);
  if (!table) return parseEducation(lines);
  return [...parseEducation(table.before), ...table.entries, ...parseEducation(table.after)];
}

/** Where the header ends on page 1: the first heading below it, or the page's end when there is none. */
function firstHeadingY(lines: Line[], header: Line[], sections: Section[]): number {
  const lastHeader = header.filter((l) => l.page === 1).at(-1);
  const firstSectionLine = sections[0]?.lines[0];
  if (!lastHeader) return 0;
  if (firstSectionLine && firstSectionLine.page === 1) return Math.max(lastHeader.y, firstSectionLine.y - 20);
  return lines.length ? Math.max(...lines.filter((l) => l.page === 1).map((l) => l.y)) : lastHeader.y;
}
