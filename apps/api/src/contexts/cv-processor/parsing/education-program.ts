import type { Line } from '../pdf/layout-types.ts';
import { stripDates } from './dates.ts';
import { isLocation, withoutPlaceOf } from './header-parts.ts';
import { SCHOOL_NAME } from './place-names.ts';

/**
 * "Full Stack Development at Brightpath Academy", "BSc. Chemical Eng. at Northfield - Institute of Technology": an
 * education entry named on one line as a course "at" its school (a web résumé's "X at Y" header). The part after
 * "at" is the school whole, dashes and all, though it holds no school word.
 */
// "Licence Informatique à l’Université de Montclair", "Baccalauréat au Lycée Jean Morvan", "Laurea presso Politecnico
// di Valmora": the same "at" in French and Italian, before a capitalised name (French elides the article: "à l’École").
const AT_SCHOOL = /^(.+?)\s+(?:at|@|à|au|aux|presso(?:\s+(?:il|la|l['’]))?)\s+(?:l['’]\s*)?(\p{Lu}.*)$/u;
/** "(Mention Bien)", "(with honours)" closing the school's name or standing on a line of its own: a note on the degree. */
const HONOURS_NOTE =
  /\s*\((?:mention\s+|with\s+|first[- ]class\s+)?(?:très bien|assez bien|bien|honou?rs|distinction|merit|cum laude|summa cum laude|magna cum laude)\)\s*$/i;

/**
 * "B.Sc. Informatik an der Universität Musterstadt", "Grado en Derecho por la Universidad de Valmora", "Bacharelado
 * em Direito pela Universidade Federal", "Laurea alla Scuola Superiore": the same "at" in German, Dutch, Spanish,
 * Portuguese and Italian. These words have other uses, so the part after them must name a school.
 */
const AT_SCHOOL_WORD =
  /^(.+?)\s+(?:an der|an dem|am|aan de|aan het|por la|por el|pela|pelo|na|no|all['’]|alla|allo)\s+(\p{Lu}.*)$/u;

function atSchool(text: string): RegExpExecArray | null {
  const word = AT_SCHOOL_WORD.exec(text);
  return AT_SCHOOL.exec(text) ?? (word && SCHOOL_NAME.test(word[2] as string) ? word : null);
}

export function degreeAtSchool(header: Line[]): { degree: string; school: string } | null {
  // "Seit 10/2022: B.Sc. …": the colon after a leading date goes with it.
  const named = header
    .map((l) =>
      stripDates(l.text)
        .replace(HONOURS_NOTE, '')
        .replace(/^[\s:,;|–—-]+/, '')
        .trim(),
    )
    .filter((t) => /\p{L}{2}/u.test(t));
  if (named.length !== 1) return null;
  const m = atSchool(named[0] as string);
  if (!m) return null;
  const degree = (m[1] as string).replace(/[\s,;|–—-]+$/, '').trim();
  // "… at Lindenhof University, Vietnam": the place after the school's name is no part of it.
  const named2 = (m[2] as string)
    .replace(HONOURS_NOTE, '')
    .replace(/[\s,;|–—-]+$/, '')
    .trim();
  const school = withoutPlaceOf(named2) || named2;
  const words = (s: string) => s.split(/\s+/).length;
  if (words(degree) > 10 || words(school) > 10 || isLocation(school)) return null;
  return { degree, school };
}

/**
 * "Project-Based Software Engineering Program", "Accounting Coursework": a course of study printed beside its school
 * in words no degree list holds. The first such value of the entry's header is the entry's degree when none was
 * found: a short name (`least` to eight words, capitalised, no comma list), not a sentence, a label, a place or a grade.
 */
export function programName(values: string[], least = 2): string | null {
  return (
    values.find((v) => {
      const words = v.split(/\s+/).length;
      return (
        words >= least &&
        words <= 8 &&
        /^[\p{Lu}\d]/u.test(v) &&
        !/[:;,]/.test(v) &&
        !/\.$/.test(v) &&
        !/\d\.\d/.test(v) &&
        !isLocation(v)
      );
    }) ?? null
  );
}
