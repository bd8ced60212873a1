// Labelled values of an entry header ("Company: Hooli", "Hours per week: 50"): which labels name a role.
import { TITLE_RE } from './role-words.ts';

/** A field's label before its value or alone ("Hours per week: 50", "Duties, Accomplishments and Related Skills:"). */
export const FIELD = /^\s*(\p{Lu}[\p{L}'’ ,/&-]{1,45}):(?:\s+|$)/u;
/**
 * A text before a colon that is itself a value, not a label: a degree ("Bachelor of Science: Accounting"), a school
 * ("Northbay University: Marine Sciences"), a job title capitalised word by word ("Senior Accountant: Deloitte").
 */
export function namesValue(label: string): boolean {
  const words = label.trim().split(/\s+/);
  const capitalised = words.length <= 4 && words.every((w) => /^[\p{Lu}\d&]/u.test(w));
  const degree =
    /\b(?:bachelor|master|doctor|associate|diploma|degree|certificate|a-levels?|gcse|abitur|baccalaur\p{L}*)\b/iu;
  const school = words.length >= 2 && /\b(?:universi\p{L}*|college|institute|polytechnic)\b/iu.test(label);
  return degree.test(label) || school || (capitalised && TITLE_RE.test(label));
}
/**
 * Labels naming a role, whose value is kept ("Position: Data Analyst"), in English and as German, French, Spanish,
 * Portuguese, Italian and Dutch CVs print them ("Arbeitgeber:", "Entreprise :", "Empresa:", "Azienda:", "Waar:").
 */
const ROLE_FIELD = new RegExp(
  String.raw`^(?:(?:job\s+)?(?:title|position|role|designation|employer|company|organi[sz]ation|institution|school|university|degree)|arbeitgeber|firma|unternehmen|funktion|rolle|employeur|entreprise|soci[ée]t[ée]|poste|fonction|empresa|empleador|empregador|cargo|puesto|fun[çc][ãa]o|azienda|ruolo|posizione|mansione|werkgever|bedrijf|organisatie|functie|waar)$`,
  'iu',
);

/** Whether a field's label names a role ("Company", "Designation"), so its line is an entry's header. */
export function isRoleField(label: string): boolean {
  return ROLE_FIELD.test(label.trim());
}
