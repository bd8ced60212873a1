import { readFileSync } from 'node:fs';

/**
 * The curated skills taxonomy (data/skills.txt, sources in data/SOURCES.md). One line per skill:
 * `Canonical | alias | alias`; an alias written `=Word` matches only with that exact case in running text
 * (so the language Go is not every "go").
 */
export interface Skill {
  name: string;
  category: string;
}

export interface SkillMatch {
  skill: Skill;
  index: number;
  /** The words as the text spells them. */
  text: string;
}

interface Alias {
  skill: Skill;
  caseSensitive: string | null;
}

const MAX_WORDS = 5;
/** Skill names that are also everyday words: in running text they count only when capitalised. */
const EVERYDAY_WORDS = new Set(
  (
    'remix astro emotion parcel express ghost sanity druid iceberg aurora render railway lambda glue amplify chef puppet ' +
    'salt packer vault nomad flux bamboo make ant cargo poetry beam temporal prefect segment heap ray lightning flax ' +
    'triton compose capacitor expo realm room dagger combine jest mocha karma enzyme cucumber espresso locust truffle ' +
    'unity blender maya linear slack zoom outlook notion stripe spark hive sonar burp envoy consul helm loki sentry ' +
    'honeycomb jaeger insomnia eclipse conda ionic electron stencil lit pulsar storm camel luigi stitch rocket axum ' +
    'fiber echo gin phoenix vapor dash next spring swift rust ruby julia dart crystal scheme hack scratch mojo elm ' +
    'ada pascal lua ember backbone recoil'
  ).split(' '),
);

export class SkillsTaxonomy {
  readonly skills: Skill[] = [];
  private readonly aliases = new Map<string, Alias[]>();

  constructor(source: string) {
    let category = 'general';
    for (const raw of source.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('#')) {
        category = line.replace(/^#+/, '').trim();
        continue;
      }
      const [name, ...aliases] = line
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!name) continue;
      const skill: Skill = { name: name.replace(/^=/, ''), category };
      this.skills.push(skill);
      for (const alias of [name, ...aliases]) {
        const exact = alias.startsWith('=') ? alias.slice(1) : null;
        const key = normaliseSkill(exact ?? alias);
        const list = this.aliases.get(key) ?? [];
        list.push({ skill, caseSensitive: exact });
        this.aliases.set(key, list);
      }
    }
  }

  /** The skill a whole phrase names (a skills-list item), case-insensitively. */
  lookup(phrase: string): Skill | null {
    const key = normaliseSkill(phrase.replace(/\s*\([^)]*\)\s*/g, ' '));
    return this.aliases.get(key)?.[0]?.skill ?? this.aliases.get(normaliseSkill(phrase))?.[0]?.skill ?? null;
  }

  /** Every skill named in running text, longest phrase first, in order of first appearance. */
  scan(text: string): SkillMatch[] {
    const tokens = tokenise(text);
    const found = new Map<string, SkillMatch>();
    for (let i = 0; i < tokens.length;) {
      let matched = 0;
      for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && !matched; n--) {
        const slice = tokens.slice(i, i + n);
        const original = slice.map((t) => t.text).join(' ');
        const candidates = this.aliases.get(normaliseSkill(original));
        const everyday = n === 1 && EVERYDAY_WORDS.has(original.toLowerCase()) && original === original.toLowerCase();
        const hit = candidates?.find((a) => (a.caseSensitive === null && !everyday) || a.caseSensitive === original);
        if (hit) {
          if (!found.has(hit.skill.name))
            found.set(hit.skill.name, { skill: hit.skill, index: slice[0]?.index ?? 0, text: original });
          matched = n;
        }
      }
      i += matched || 1;
    }
    return [...found.values()].sort((a, b) => a.index - b.index);
  }
}

export function normaliseSkill(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐-–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:()]+|[\s,;:()]+$/g, '')
    .replace(/\.$/, '');
}

interface Token {
  text: string;
  index: number;
}

/** Words keep the characters skill names use inside them (C++, C#, .NET, Node.js, CI/CD, scikit-learn). */
function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}.+#/&'’-]+/gu)) {
    const t = m[0]
      .replace(/^[.'’/&-]+(?=\p{L})/u, (s) => (s === '.' ? '.' : ''))
      .replace(/[.,'’/&-]+$/u, (s) => (s.startsWith('+') ? s : ''));
    if (t) out.push({ text: t.startsWith('.') && !/^\.(net|js)/i.test(t) ? t.slice(1) : t, index: m.index ?? 0 });
  }
  return out;
}

let shared: SkillsTaxonomy | null = null;

export function loadTaxonomy(): SkillsTaxonomy {
  shared ??= new SkillsTaxonomy(readFileSync(new URL('../data/skills.txt', import.meta.url), 'utf8'));
  return shared;
}
