// Spoken languages are not skills (issue 21): a Europass "Personal skills" block lists the mother tongue and a
// language table beside the technical skills, and other CVs put "German (C1)" in their skills list.
import type { Line } from '../pdf/layout-types.ts';

/** Languages people list on CVs, in English, lower case. */
const LANGUAGES = new Set(
  [
    'afrikaans albanian amharic arabic armenian azerbaijani basque belarusian bengali bosnian bulgarian burmese',
    'cantonese catalan chinese croatian czech danish dari dutch english estonian farsi filipino finnish flemish',
    'french galician georgian german greek gujarati hausa hebrew hindi hungarian icelandic igbo indonesian irish',
    'italian japanese javanese kannada kazakh khmer korean kurdish lao latin latvian lithuanian luxembourgish',
    'macedonian malay malayalam maltese mandarin marathi mongolian nepali norwegian pashto persian polish',
    'portuguese punjabi romanian russian serbian sinhala slovak slovenian somali spanish swahili swedish tagalog',
    'tamil telugu thai tigrinya turkish ukrainian urdu uzbek vietnamese welsh xhosa yoruba zulu',
  ]
    .join(' ')
    .split(' '),
);

/** A level of the Common European Framework (A1 … C2), as Europass prints it. */
const CEFR = /\b[ABC][12]\b/g;

/** The labels and headers of a Europass language block: its rows and its table's header lines. */
const LANGUAGE_LABEL =
  /^(mother tongues?|native languages?|first languages?|other languages?|foreign languages?)(\s*\(s\))?\b|^(understanding|listening|reading|speaking|spoken (interaction|production)|writing|self-assessment|european level|levels?:|common european framework)\b/i;

/** Proficiency words that may follow a language ("Spanish — Native", "English (fluent)", "basic French"). */
const PROFICIENCY =
  /\b(native( speaker)?|mother tongue|bilingual|fluent|proficient|advanced|intermediate|upper[- ]intermediate|basic|beginner|elementary|conversational|working proficiency|professional( working)?( proficiency)?|full professional proficiency|limited working proficiency)\b/gi;

/**
 * A line of a Europass language block: a row labelled "Mother tongue(s)" / "Other language(s)", a line of the
 * language table's header ("Understanding  Speaking  Writing", "Listening Reading …"), or a row of levels
 * ("English  C1 C1 B2 B2 C1", or the levels alone when the language is read apart).
 */
export function isLanguageRow(line: Line): boolean {
  const first = line.segments[0] ?? line.text;
  if (LANGUAGE_LABEL.test(first.trim()) || LANGUAGE_LABEL.test(line.text.trim())) return true;
  const levels = line.text.match(CEFR)?.length ?? 0;
  const rest = line.text
    .replace(CEFR, '')
    .replace(/[\s|()/,:–—-]+/g, ' ')
    .trim();
  return levels >= 2 && (rest === '' || isSpokenLanguage(rest));
}

/**
 * An item that names a spoken language, maybe with its level: "German", "German (C1)", "English — Fluent",
 * "Native Spanish", "Mother tongue(s)". "Languages" as a group label of programming languages is not one.
 */
export function isSpokenLanguage(item: string): boolean {
  if (LANGUAGE_LABEL.test(item.trim())) return true;
  const words = item
    .replace(CEFR, ' ')
    .replace(PROFICIENCY, ' ')
    .replace(/[()[\]:;,.|/–—-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 2 && words.every((w) => LANGUAGES.has(w));
}
