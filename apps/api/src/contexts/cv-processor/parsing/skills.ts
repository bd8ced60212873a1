import type { Line, Span } from '../pdf/layout-types.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';
import { isLanguageRow, isSpokenLanguage } from './spoken-languages.ts';
import { TITLE_RE } from './header-parts.ts';
import { splitOutsideBrackets } from './brackets.ts';
import { findDateRange } from './dates.ts';
import { contentWords, isClause, leadOf, readsByLeads, sentenceList, withoutCategoryLabel } from './skills-rows.ts';
import { joinWrappedLists, styleOf } from './skills-wraps.ts';

// A long skills page (five or six groups of ten) lists eighty items and more; past a hundred a parse has gone astray.
const MAX_SKILLS = 100;
const LABEL_WORDS = /\b(skills|competences|competencies)\b/i;

/**
 * Items of the skills section ("Label: a, b, c" lines, bullet lists, tag clouds), named by the taxonomy where it
 * knows them. A CV without a skills section has no skills here: skills inferred from running text are the
 * scorer's business (it scans the text itself), not the parse output (issue 21).
 */
/** Whether a section's lines are mostly known skills (an untitled or oddly titled skills box of a sidebar). */
export function looksLikeSkills(lines: Line[], taxonomy: SkillsTaxonomy): boolean {
  // A row of tags ("Redis   Kafka   NATS") counts tag by tag.
  const items = lines
    .flatMap((l) => l.segments.map((s, i) => tagCells(l, i, s)))
    .flatMap((s) => s.replace(/^[•●▪◦*-]\s*/, '').split(/[,;•|·]/))
    .map((s) => s.trim())
    .filter(Boolean);
  return mostlyKnown(items, taxonomy, 2);
}

/** Three out of five or more of the items are known skills (a skill, or a phrase naming two). */
function mostlyKnown(items: string[], taxonomy: SkillsTaxonomy, least: number): boolean {
  if (items.length < least) return false;
  const known = items.filter((i) => taxonomy.lookup(i) || taxonomy.scan(i).length >= 2).length;
  return known >= items.length * 0.6;
}

/**
 * "Spring, Java, Maven, Git": a comma list of three or more items, mostly known skills and no job word — a project's
 * stack printed under it, never a position's employer or title.
 */
export function isSkillList(text: string, taxonomy: SkillsTaxonomy): boolean {
  // "Project Manager, Scrum Master, & Developer": job titles are no stack, whatever the taxonomy knows of them.
  if (TITLE_RE.test(text)) return false;
  const items = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return mostlyKnown(items, taxonomy, 3);
}

/**
 * The lines of a skills section that list skills: a line with a date range is an entry ("Organiser, Chess Club
 * 2018 – 2022") of a section whose heading was not told apart and was read into the skills, so the skills end above
 * it, and above that heading (a short line without list punctuation) when the entry's first line follows it.
 */
export function skillsPart(lines: Line[]): Line[] {
  const dated = lines.findIndex((l) => findDateRange(l.text));
  if (dated < 0) return lines;
  const above = lines[dated - 1];
  const heading = dated >= 2 && above && !/[,;:•·|]/.test(above.text) && above.text.split(/\s+/).length <= 4;
  return lines.slice(0, heading ? dated - 1 : dated);
}

export function parseSkills(sectionLines: Line[], taxonomy: SkillsTaxonomy): string[] {
  const out = new Map<string, string>();
  // One entry per skill, in the CV's own spelling ("AWS" stays "AWS"); the scorer maps names to the taxonomy.
  // Two items printed apart ("HTML5, HTML") are two, even where the taxonomy names them alike.
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (!out.has(key) && out.size < MAX_SKILLS) out.set(key, name);
  };
  const itemStyle = dominantStyle(sectionLines);
  const lines = joinWrappedLists(sectionLines);
  const leadRows = readsByLeads(lines, taxonomy);
  const overLevels = new Set(lines.flatMap((_, n) => (labelsOverLevels(lines, n) ? [n] : [])));
  let inRow = false;
  for (const [n, line] of lines.entries()) {
    // A Europass language row or table line names spoken languages and levels: languages are not skills.
    if (isLanguageRow(line)) continue;
    if (leadRows) {
      const lead = leadOf(line.text);
      if (lead) add(lead);
      // The rest of a row's paragraph (lines below it at the line spacing) or a sentence is no list.
      const prev = lines[n - 1];
      const wrapped: boolean = inRow && prev?.page === line.page && line.y - prev.y <= prev.size * 1.6;
      inRow = lead !== null || wrapped;
      if (inRow || line.text.split(/[,;]/).some((i) => contentWords(i) > 4)) continue;
    }
    if (overLevels.has(n) || levelRow(line)) continue;
    const labelRow = line.segments.every((_, k) => isGroupLabel(line, k, itemStyle));
    for (const i of line.segments.keys()) {
      if (isGroupLabel(line, i, itemStyle) && !(labelRow && !itemsBelow(lines, n, i, itemStyle))) continue;
      const body = withoutCategoryLabel(tagCells(line, i, withoutStyledLabel(line, i, itemStyle)))
        .replace(/^[•●▪◦*-]\s*/, '')
        // "Python: Expert" names a skill and its level, not a label and its list.
        .replace(/^([^:,]{1,40}):\s*(.*)$/, (all, label: string, rest: string) =>
          LEVEL_ONLY.test(rest.trim()) ? label : rest,
        )
        // "Cloud — Google Cloud, Ansible": a label before a spaced dash that opens a comma list ("Spanish — Native,
        // English — B2" is a list of languages with their levels, "Java – JDK 21, Maven" a skill and its version).
        .replace(/^([^:,–—]{1,30})\s[–—]\s+(?=[^,]+,)/, (label, name: string) =>
          isSpokenLanguage(name) || taxonomy.lookup(name) ? label : '',
        )
        .replace(/\s*\(([^)]*)\)/g, (bracket: string, inner: string) => (isLevelNote(inner) ? '' : bracket));
      // "PHP MVC (Custom, Cake, CodeIgniter)" is one item: the separators inside its brackets part nothing.
      const raws = splitOutsideBrackets(body, /[,;•|·]|\s+\/\s+/);
      for (const raw of sentenceList(raws, taxonomy).flatMap((r) => splitConjunction(r, taxonomy))) {
        const item = withoutRatingMarks(
          raw
            .trim()
            .replace(/^(and|&)\s+/i, '')
            .replace(LEAD_IN, '')
            .replace(/[.]+$|(?<=^[^(]*)[)]+$|[(]+$/, '')
            // "Familiar: {Lua", "Map Engines: Fernquad": a label of up to three words inside a list, and the braces of a
            // list, go.
            .replace(/^\p{L}[\p{L}.-]*(?:\s[\p{L}.-]+){0,2}:\s+(?=\S)/u, '')
            .replace(/[{}]/g, '')
            // "Haskell - writing small compilers": the skill before a dash and a lower-case explanation.
            .replace(/\s[-–—]\s+\p{Ll}[\p{L}\s]*$/u, '')
            .replace(TRAILING_LEVEL, '')
            .trim(),
        );
        // "Python  Expert", "Budgeting  3 years": the level column of a grid of skills is no item; nor is "etc.".
        if ((LEVEL_ONLY.test(item) && item !== item.toUpperCase()) || /^(etc|and (more|others))$/i.test(item)) continue;
        // "Proficient: {Go, Ruby}, Familiar: {Lua}": a level label left alone between lists is no item.
        // What the brackets list ("Quaycloud (Buckets, Queues, …)") does not make the item a sentence.
        if (!item || item.replace(/\s*\([^)]*\)/g, '').length > 60 || isSpokenLanguage(item) || /^[^\s:]+:$/.test(item))
          continue;
        if (isClause(item)) continue;
        const known = taxonomy.lookup(item);
        if (known) {
          add(item);
          continue;
        }
        // "Technical skills and competences" names a field; "Leadership skills" is a known skill with the word added.
        if (LABEL_WORDS.test(item)) {
          if (taxonomy.lookup(item.replace(LABEL_WORDS, '').trim())) add(item);
          continue;
        }
        // What the brackets hold describes the item ("Python (Programming Language)"): it is neither counted nor read.
        const outside = item.replace(/\s*\([^)]*\)/g, ' ').trim();
        const inside = taxonomy.scan(outside);
        const words = contentWords(outside);
        // A tag cloud ("Go Python Node.js") is several known skills in one run of text, next to nothing else; a
        // sentence ("Strong analytical and problem-solving abilities") is no item, and no skill is read out of it.
        const rest = inside.reduce((text, m) => text.replace(m.text, ' '), outside).replace(/[\s,&]+|\band\b/g, ' ');
        if (inside.length >= 2 && contentWords(rest.trim()) <= 1) for (const m of inside) add(m.text);
        else if (words <= 4 && /\p{L}/u.test(item)) add(item);
      }
    }
  }
  return [...out.values()];
}

/**
 * A row of tag boxes ("Data Pipelines ⎵ CLI Tools ⎵ Robotics (ROS)", the boxes set too close to part the line): its
 * boxes are its items, each read as a list item of its own.
 */
function tagCells(line: Line, segment: number, text: string): string {
  const cells = line.cells?.[segment];
  if (!cells || cells.length < 2 || text !== line.segments[segment] || cells.join(' ') !== text) return text;
  // A justified comma list ("Patience,  Team  Spirit,  Curiosity,"): its words are set wide apart, but
  // its commas part the items.
  if (cells.filter((c) => /,$/.test(c)).length >= cells.length / 2) return text;
  return cells.join(' • ');
}

/** The type style carrying most of the section's characters: the style of its items. */
function dominantStyle(lines: Line[]): string {
  const chars = new Map<string, number>();
  for (const l of lines) for (const s of l.spans) chars.set(styleOf(s), (chars.get(styleOf(s)) ?? 0) + s.text.length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** A level drawn with marks: "●●●●○", "★★★☆☆". */
const RATING = /^[●○◉◎◌★☆■□▪▫•◦⬤◯✦✧\s]+$/u;

/** A row of levels alone ("Advanced  Proficient", under the group names of a grid of skill cards). */
function levelRow(line: Line): boolean {
  return line.segments.every((t) => LEVEL_ONLY.test(t.trim()));
}

/**
 * "Frontend  Backend" over "Advanced  Proficient" over the items: a row with a row of levels right under it names
 * groups. A skill with its level under it ("Python" / "Expert" / "Go" / "Familiar") is no group: there the row after
 * the next one holds levels again.
 */
function labelsOverLevels(lines: Line[], n: number): boolean {
  const [line, levels, first, after] = lines.slice(n, n + 4);
  if (!line || !levels || levels.page !== line.page || levels.segments.length !== line.segments.length) return false;
  if (levelRow(line) || !levelRow(levels) || levels.y - line.y > line.size * 2) return false;
  return first !== undefined && !levelRow(first) && (!after || !levelRow(after));
}

/**
 * A group label of a skills list ("**Cloud**" above "AWS · Terraform", "Languages  Tools" over two columns of
 * items): a short segment without list punctuation, printed in another style than the items.
 */
function isGroupLabel(line: Line, segment: number, itemStyle: string): boolean {
  const text = line.segments[segment] ?? '';
  const spans = line.spans.filter((s) => s.segment === segment);
  // "• **Mapping & Survey**": the bullet before a bold label is no list punctuation of it.
  const label = text.replace(/^[•●▪◦*]\s*/, '');
  if (spans.length && headingStyled(spans, itemStyle) && !/[,;:•·|]/.test(label) && label.split(/\s+/).length <= 6)
    return true;
  // "Build / Ops" (a spaced slash) may name a group; "CI/CD" is an item.
  if (!spans.length || /[,;:•·|]|\S\/|\/\S/.test(text) || text.split(/\s+/).length > 3) return false;
  // "Data  • dbt, MongoDB, Kafka": a key column before a bulleted or comma-separated list names the list; a rating
  // of marks ("TypeScript  ●●●●○") is no list, so its skill is an item.
  const next = line.segments[segment + 1];
  // "Other  Vim · tmux": a list set with middle dots or bullets names two items or more.
  const listNext =
    next &&
    !RATING.test(next) &&
    (/^[•●▪◦*]/.test(next) || next.split(/,\s*/).length >= 3 || next.split(/\s[·•]\s/).length >= 2);
  if (segment === 0 && listNext) return true;
  return spans.every((s) => styleOf(s) !== itemStyle);
}

/**
 * Whether a row of group labels has items under the given label: the first later line with a segment in the label's
 * column holds an item there (a label wrapped onto the next line is read past). A label over nothing, or over the
 * next label ("**C**  **Linux**" / "**MySQL**", a theme printing skills without keywords), is an item itself.
 */
function itemsBelow(lines: Line[], n: number, segment: number, itemStyle: string): boolean {
  const line = lines[n] as Line;
  const x = line.segmentX[segment] ?? line.x;
  const right = line.segmentX[segment + 1] ?? Infinity;
  let above = line;
  for (const next of lines.slice(n + 1)) {
    const k = next.segmentX.findIndex((nx) => nx >= x - line.size && nx < right - line.size);
    if (k < 0) continue;
    if (!isGroupLabel(next, k, itemStyle)) return true;
    // "**Category** | **Tools**" over "**Cloud** | AWS, GCP": the head of a table's column of labels, no item.
    const bold = (l: Line, j: number) =>
      l.spans.some((s) => s.segment === j) && l.spans.every((s) => s.segment !== j || s.bold);
    const labelsRight = next.segments.slice(k + 1).some((_, j) => !isGroupLabel(next, k + 1 + j, itemStyle));
    if (bold(line, segment) && bold(next, k) && labelsRight) return true;
    // "**Langages de**" / "**développement**": a label wrapped at the line spacing goes on.
    if (next.page !== above.page || next.y - above.y > line.size * 1.4) return false;
    above = next;
  }
  return false;
}

/**
 * "**Frameworks / Libraries**", "**Dev Tool / Workflow Development**" over regular items: a segment of up to six words
 * set bold over regular items, or larger than them, names a group even with a slash in it.
 */
function headingStyled(spans: Span[], itemStyle: string): boolean {
  const [itemBold, itemSize] = itemStyle.split('|');
  // "• **Mapping & Survey**": a bullet or an icon glyph before the label is set in the body's type.
  const words = spans.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
  return (
    words.length > 0 &&
    words.every((s) => (s.bold && itemBold === 'false') || Math.round(s.size * 2) > Number(itemSize) + 1)
  );
}

/**
 * "**Data** Elasticsearch, Kafka, Spark": a label of at most three words in another style than the items, set a word
 * space or so before the comma list it names and so read into the same segment, is no item.
 */
function withoutStyledLabel(line: Line, segment: number, itemStyle: string): string {
  const whole = line.segments[segment] ?? '';
  const spans = line.spans.filter((s) => s.segment === segment);
  // "• **Tools** - Git, Jira": the bullet before the label is no part of it.
  const bullet = /^[•●▪◦*-]$/.test(spans[0]?.text.trim() ?? '') ? (spans.shift() as Span) : null;
  const text = bullet ? whole.replace(/^\s*[•●▪◦*-]\s*/, '') : whole;
  const [label, next] = spans;
  if (!label || !next || styleOf(label) === itemStyle || styleOf(next) !== itemStyle) return whole;
  const rest = text.slice(label.text.length).trim();
  // "**Programming & Tools** - Proficient in Python, …": a label set apart by a spaced dash names what follows.
  if (text.startsWith(label.text) && /^[–—-]\s/.test(rest) && label.text.split(/\s+/).length <= 4)
    return rest.replace(/^[–—-]\s+/, '');
  // "**Safety, Rescue & Rigging:** Winch, Hoist": a label closed by its colon names the list, commas and all.
  const colon = /:$/.test(label.text.trim()) || /^:\s/.test(rest);
  if (text.startsWith(label.text) && colon && label.text.split(/\s+/).length <= 6) return rest.replace(/^:\s*/, '');
  // "**Tools**: Git, Jira" is read by the "Label:" rule.
  const named =
    text.startsWith(label.text) &&
    !/[,;:•·|]/.test(label.text) &&
    !/^[:–—-]/.test(rest) &&
    label.text.split(/\s+/).length <= 3;
  // "**Cloud -** AWS, GCP": a label closed by its dash names the list, however short.
  const closed = /\s[-–—]$/.test(label.text.trim());
  return named && (rest.split(/,\s*/).length >= 3 || closed) ? rest : whole;
}

/**
 * A proficiency note in brackets after an item: a level ("(native)", "(Business Fluent)", "(C1)", "(4/5)", "(80%)") or
 * the years of use ("(8+ years, including …)"). Not part of the item; "(OOP)" or "(Custom, Cake)" are.
 */
function isLevelNote(inner: string): boolean {
  const text = inner.trim();
  if (new RegExp(String.raw`^\d+\+?\s*(?:${YEARS})(?!\p{L})|^[ABC][12]$|^\d+\s*\/\s*\d+$|^\d+\s*%$`, 'iu').test(text))
    return true;
  return text.split(/\s+/).length <= 3 && LEVEL_WORDS.test(text);
}

/** Years of use in the languages of the section vocabulary: "5 years", "13+ Jahre", "3 ans", "4 años", "2 anos". */
const YEARS = 'years?|yrs?|jahre?n?|ans?|años?|anos?|anni|anno|jaar';

/** The words of a skill level, shared by the level patterns below (each adds its own). */
const LEVEL = 'expert|advanced|intermediate|beginner|basic|proficient|novice|elementary|familiar';
/** A level as an amount: "90%", "4/5", "7.5/10", "5 years", "2+ yrs". */
const AMOUNT = String.raw`\d{1,3}\s*%|\d(?:\.\d)?\s*\/\s*(?:5|10)|\d+\+?\s*(?:${YEARS})`;

const LEVEL_WORDS = new RegExp(String.raw`\b(${LEVEL}|native|fluent|conversational|learning)\b`, 'i');

/** A level printed after an item: "Photoshop 90%", "Go 4/5", "SQL – 5 years", "Rust 2+ yrs", "Go – Intermediate". */
const TRAILING_LEVEL = new RegExp(String.raw`(?:\s+|\s*[-–—:]\s*)(?:${AMOUNT})$|\s[-–—]\s+(?:${LEVEL})$`, 'i');

/** A level alone, as the second column of a skills grid prints it ("Expert", "Intermediate", "5 years", "80%"). */
const LEVEL_ONLY = new RegExp(
  String.raw`^(?:(?:very\s+)?(?:${LEVEL}|upper[- ]intermediate|fluent|native|good|excellent|strong)|working knowledge|${AMOUNT})$`,
  'i',
);

/** "Proficient in Python", "Expertise in queueing models", "Familiar with Docker": a level said before an item. */
const LEAD_IN =
  /^(?:(?:highly|very)\s+)?(?:proficient|experienced|skilled|expert|expertise|competent|strong|good|advanced|familiar|knowledgeable|(?:working\s+|basic\s+)?knowledge|experience)\s+(?:in|with|of|at)\s+(?=\S)/i;

/** "Git and GitHub" is two skills when both halves are known ones. */
function splitConjunction(raw: string, taxonomy: SkillsTaxonomy): string[] {
  const pieces = raw
    .trim()
    .replace(/^(and|&)\s+/i, '')
    .split(/\s+(?:and|&)\s+/i);
  return pieces.length > 1 && pieces.every((p) => taxonomy.lookup(p.trim())) ? pieces : [raw];
}

/**
 * Rating dots or circles after a skill, as OCR reads them ("Python eee", "AWS eo000", "Java ©"): runs of "e", "o",
 * "0", "°" or "@" (two or more) and lone "©" / "®" at the end of an item are not part of it; an item of marks alone
 * is empty.
 */
export function withoutRatingMarks(item: string): string {
  const words = item.split(/\s+/);
  while (words.length && /^(?:[eoO0°@]{2,}|[©®])$/.test(words.at(-1) as string)) words.pop();
  return words.join(' ');
}
