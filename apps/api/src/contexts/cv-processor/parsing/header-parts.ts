import type { Line } from '../pdf/layout-types.ts';
import { stripDates } from './dates.ts';

export const TITLE_RE = /\b(engineer|developer|intern|internship|manager|director|cto|ceo|cfo|coo|cio|cpo|founder|co-founder|analyst|scientist|researcher|consultant|designer|lead|architect|specialist|administrator|assistant|associate|officer|head|vp|vice president|president|coordinator|technician|teacher|professor|lecturer|fellow|programmer|owner|partner|principal|staff|senior|junior|strategist|writer|editor|accountant|nurse|representative|executive|supervisor|trainee|apprentice|tutor|advisor|adviser|contractor|freelancer?|sre|devops|qa|tester|recruiter|marketer|product|postdoc|postdoctoral|maintainer|creator|volunteer|chair|instructor|mentor)\b/i;
const COMPANY_RE = /\b(inc|llc|ltd|limited|corp|corporation|company|gmbh|plc|ag|sa|technologies|technology|labs?|research|group|studio|solutions|systems|ventures|capital|bank|software|consulting|agency|partners|holdings|university|institute|hospital|foundation)\b\.?/i;
const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const COUNTRIES = 'usa|us|uk|united states|united kingdom|england|scotland|wales|ireland|canada|india|germany|france|spain|italy|netherlands|sweden|norway|denmark|finland|poland|portugal|switzerland|austria|belgium|turkey|türkiye|china|japan|korea|singapore|australia|new zealand|brazil|mexico|argentina|israel|uae|egypt|nigeria|kenya|south africa|pakistan|bangladesh|vietnam|indonesia|philippines|malaysia|thailand|hong kong|taiwan|russia|ukraine|greece|czechia|czech republic|romania|hungary';
const LOCATION_RE = new RegExp(String.raw`^(remote|hybrid|on-?site|(?:[\p{L}.'’ -]+,\s*)+(?:${US_STATES}|${COUNTRIES}|[\p{L} ]+))$`, 'iu');
const COUNTRY_ONLY = new RegExp(`^(${COUNTRIES}|remote)$`, 'i');

/** The text parts of an entry header without dates, durations and places, split on strong separators. */
export function headerParts(lines: Line[]): string[] {
  const parts: string[] = [];
  for (const line of lines) {
    for (const segment of line.segments) {
      const cleaned = stripDates(segment).replace(/^[|•·,–—-]+|[|•·,–—-]+$/g, '').trim();
      if (!cleaned) continue;
      for (const p of cleaned.split(/\s+[|•·–—]\s+|\s+-\s+|\s+\bat\b\s+|\s+@\s+|\s*\|\s*/)) {
        const part = p.replace(/^[,;:()\s]+|[,;:(\s]+$/g, '').trim();
        if (part && !isLocation(part)) parts.push(part);
      }
    }
  }
  return parts;
}

export function isLocation(part: string): boolean {
  if (TITLE_RE.test(part) || COMPANY_RE.test(part)) return false;
  if (COUNTRY_ONLY.test(part)) return true;
  if (!LOCATION_RE.test(part)) return false;
  const pieces = part.split(',').map((s) => s.trim());
  if (pieces.some((p) => p.split(/\s+/).length > 3)) return false;
  const last = pieces.at(-1) ?? '';
  return new RegExp(`^(${US_STATES})$`).test(last) || new RegExp(`^(${COUNTRIES})$`, 'i').test(last) || pieces.length >= 3 || /^remote/i.test(part);
}

export function splitCommas(parts: string[]): string[] {
  return parts.flatMap((p) => p.split(/,\s+/)).map((p) => p.trim()).filter((p) => p && !isLocation(p));
}

export function titleScore(part: string): number {
  return (TITLE_RE.test(part) ? 2 : 0) - (COMPANY_RE.test(part) ? 1 : 0);
}

export function companyScore(part: string): number {
  return (COMPANY_RE.test(part) ? 2 : 0) - (TITLE_RE.test(part) ? 1 : 0);
}
