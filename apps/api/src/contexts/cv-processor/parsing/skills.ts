import type { Line } from '../pdf/layout-types.ts';
import type { SkillsTaxonomy } from '../skills/skills-taxonomy.ts';

const MAX_SKILLS = 60;

/**
 * Items of the skills section ("Label: a, b, c" lines, bullet lists, tag clouds), named by the taxonomy where it
 * knows them; without a skills section, every taxonomy skill the CV mentions.
 */
export function parseSkills(sectionLines: Line[], fullText: string, taxonomy: SkillsTaxonomy): string[] {
  const out = new Map<string, string>();
  // One entry per skill, in the CV's own spelling ("AWS" stays "AWS"); the scorer maps names to the taxonomy.
  const add = (name: string) => {
    const key = (taxonomy.lookup(name)?.name ?? name).toLowerCase();
    if (!out.has(key) && out.size < MAX_SKILLS) out.set(key, name);
  };
  for (const line of joinWrappedLists(sectionLines)) {
    for (const segment of line.segments) {
      const body = segment
        .replace(/^[•●▪◦*-]\s*/, '')
        .replace(/^[^:,]{1,40}:\s*/, '')
        .replace(/\(([^)]*)\)/g, (_, inner: string) => (inner.includes(',') ? `, ${inner},` : ''));
      for (const raw of body.split(/[,;•|·]|\s+\/\s+/).flatMap((r) => splitConjunction(r, taxonomy))) {
        const item = raw.trim().replace(/^(and|&)\s+/i, '').replace(/[.)(]+$/, '').trim();
        if (!item || item.length > 60) continue;
        const known = taxonomy.lookup(item);
        if (known) {
          add(item.replace(/\s*\([^)]*\)/g, '').trim() || known.name);
          continue;
        }
        const inside = taxonomy.scan(item);
        const words = item.split(/\s+/).length;
        // A tag cloud ("Go Python Node.js") is several known skills in one run of text.
        if (inside.length >= 2 || (inside.length === 1 && words > 4)) for (const m of inside) add(m.text);
        else if (words <= 4 && /\p{L}/u.test(item)) add(item);
      }
    }
  }
  // Inferred from running text: the taxonomy's name reads better than whatever case the sentence used.
  if (out.size === 0) for (const m of taxonomy.scan(fullText)) add(m.skill.name);
  return [...out.values()];
}

/** A comma list wrapped over several lines ("…, Google Cloud" / "Platform, …") is one list. */
function joinWrappedLists(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const prevText = prev?.segments.at(-1) ?? '';
    if (prev && prev.segments.length === 1 && line.segments.length === 1 && prevText.includes(',') && !/[,;:]$/.test(prevText) && !/^[^,]{1,40}:/.test(line.text) && !/^[•●▪◦*-]/.test(line.text)) {
      const joined = `${prevText} ${line.text}`;
      out[out.length - 1] = { ...prev, text: joined, segments: [joined] };
    } else out.push(line);
  }
  return out;
}

/** "Git and GitHub" is two skills when both halves are known ones. */
function splitConjunction(raw: string, taxonomy: SkillsTaxonomy): string[] {
  const pieces = raw.trim().replace(/^(and|&)\s+/i, '').split(/\s+(?:and|&)\s+/i);
  return pieces.length > 1 && pieces.every((p) => taxonomy.lookup(p.trim())) ? pieces : [raw];
}
