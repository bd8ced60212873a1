import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import { compilePattern, type PatternMatcher } from '../pattern/compile-pattern.ts';

/** A stored toggle, as the domain sees it (no transport or SQL shapes). */
export type ToggleDefinition =
  | { name: string; type: 'SIMPLE'; enabled: boolean }
  | { name: string; type: 'DATE'; date: Date }
  | { name: string; type: 'VARIABLE'; variables: string[] }
  | { name: string; type: 'PATTERN'; pattern: string };

/** A definition prepared once for fast evaluation: lower-cased name set, compiled matcher, date in epoch ms. */
export type PreparedToggle =
  | { name: string; type: 'SIMPLE'; enabled: boolean }
  | { name: string; type: 'DATE'; atMs: number }
  | { name: string; type: 'VARIABLE'; names: ReadonlySet<string> }
  | { name: string; type: 'PATTERN'; matcher: PatternMatcher | null };

export function prepareToggle(def: ToggleDefinition): PreparedToggle {
  switch (def.type) {
    case 'SIMPLE':
      return def;
    case 'DATE':
      return { name: def.name, type: 'DATE', atMs: def.date.getTime() };
    case 'VARIABLE':
      return { name: def.name, type: 'VARIABLE', names: new Set(def.variables.map((v) => v.toLowerCase())) };
    case 'PATTERN': {
      // Patterns are checked at save; a stored one that no longer compiles evaluates as an ERROR, never a throw.
      const compiled = compilePattern(def.pattern);
      return { name: def.name, type: 'PATTERN', matcher: compiled.ok ? compiled.matcher : null };
    }
  }
}

export const TOGGLE_TYPE_ORDER: readonly ToggleType[] = ['SIMPLE', 'DATE', 'VARIABLE', 'PATTERN'];
