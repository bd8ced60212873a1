import type { Line } from '../pdf/layout-types.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';

// How the lines of a skills section are worded: rows of a skill and its notes, lists written as sentences, labels
// naming a kind of software (skills.ts reads the items).

/** "Kotlin - 1.9, 1.8", "Haskell - writing parsers, …": the term before a spaced dash opening a row. */
const LEAD_ROW = /^(?:[•●▪◦*]\s*)?([^:,–—-]{1,30}?)\s[-–—]\s+\S/;
export const leadOf = (text: string): string | null => LEAD_ROW.exec(text)?.[1]?.trim() ?? null;

/**
 * Rows of a skill and what the CV says of it ("Kotlin - 1.9, 1.8", "Terraform - modules, state, workspaces", "Haskell -
 * developing applications, …"): three rows or more led by known skills, whose text after the dash is mostly not
 * skills (versions, parts, prose). Each row is one item, its lead. Rows of group labels over lists of skills
 * ("Frontend - React, Vue, Angular") are lists, read item by item.
 */
export function readsByLeads(lines: Line[], taxonomy: SkillsTaxonomy): boolean {
  const rows = lines.filter((l) => {
    const lead = leadOf(l.text);
    return lead !== null && taxonomy.lookup(lead) !== null;
  });
  const after = rows.flatMap((l) =>
    l.text
      .replace(LEAD_ROW, (m) => m.slice(-1))
      .split(/[,;]/)
      .map((i) => i.trim())
      .filter(Boolean),
  );
  return rows.length >= 3 && after.filter((i) => taxonomy.lookup(i)).length < after.length / 2;
}

/** Small words that join the words of a term ("Poda de árboles frutales", "Design of Experiments"). */
// Not "and": "Strong analytical and problem-solving abilities" joins two things and reads as a sentence.
const JOINING_WORDS = new Set('a an at de del der des di du en for in la le of on the to with'.split(' '));

/** The words of an item that carry meaning: a term of four such words or fewer is an item, a longer one a sentence. */
export function contentWords(item: string): number {
  // A mark between items ("Docker - Helm -", as OCR reads a row of tags) is no word.
  return item.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w) && !JOINING_WORDS.has(w.toLowerCase())).length;
}

/**
 * A list written as a sentence ("I have built things with libraries such as Lodash, Grunt, Sass and Quuxbuild."):
 * the clause before its first item is no part of it, and its last two items are joined by "and" (split where one of
 * them is a known skill).
 */
export function sentenceList(raws: string[], taxonomy: SkillsTaxonomy): string[] {
  if (raws.length < 3) return raws;
  const first = (raws[0] as string).replace(LIST_INTRO, (clause, item: string) =>
    contentWords(clause) - contentWords(item) >= 3 && contentWords(item) <= 3 ? item : clause,
  );
  const pieces = (raws.at(-1) as string).trim().split(/\s+and\s+/i);
  const last =
    pieces.length === 2 && pieces.some((p) => taxonomy.lookup(p.replace(/[.]+$/, '')))
      ? pieces
      : [raws.at(-1) as string];
  return [first, ...raws.slice(1, -1), ...last];
}

/** "… libraries such as Lodash", "… the tools I use are Vim", "… languages like Go": a clause before an item. */
const LIST_INTRO = /^.*\s(?:such as|as|are|like|including|include)\s+(\S.*)$/i;

/**
 * "Pipe network design software – EPANET.", "Flood, Storm and Sewer modelling software – Delft3D, TELEMAC": a
 * label of up to ten words ending in a kind of tool (software, tools, package, languages, …) before a spaced dash
 * names what follows, however long the label and however few the items.
 */
export function withoutCategoryLabel(text: string): string {
  const m = CATEGORY_LABEL.exec(text);
  return m && m[0].split(/\s+/).length <= 10 ? text.slice(m[0].length) : text;
}

const CATEGORY_LABEL =
  /^[^:–—]*?\b(?:software|tools?|package|suite|languages?|frameworks?|librar(?:y|ies)|platforms?|technologies|databases?)\s[–—-]\s+/i;

/**
 * A piece of a sentence, not an item: "where I planned sessions", "often late into the evening", "I am organised".
 * An item names a thing; a person speaking of themselves, a clause opened by a relative word or an adverb, or a
 * copula, belongs to prose that a comma happened to cut.
 */
export function isClause(item: string): boolean {
  return (
    // Lower case but at the start, so "US GAAP" stays an item.
    /\b(?:I|me|my|we|our|us|you|your|My|We|Our|You|Your)\b/.test(item) ||
    /^(?:where|which|while|when|who|whom|whose|that|often|also|then|because|although|whereas)\s/i.test(item) ||
    /\s(?:am|is|are|was|were)\s/i.test(` ${item} `)
  );
}
