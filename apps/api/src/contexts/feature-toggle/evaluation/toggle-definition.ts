import { LIST_VARIABLES_SHOWN } from '@app/contracts/feature-toggle/toggle';
import { compilePattern, type CompileResult, type PatternMatcher } from '../pattern/compile-pattern.ts';

/** A stored toggle, as the domain sees it (no transport or SQL shapes). */
export type ToggleDefinition =
  | { name: string; type: 'SIMPLE'; enabled: boolean }
  | { name: string; type: 'DATE'; date: Date }
  | { name: string; type: 'VARIABLE'; variables: string[] }
  | { name: string; type: 'PATTERN'; pattern: string };

/** What the console's list shows of a toggle: its definition, with the number and the first few variable names. */
export type ToggleStateSummary =
  | Exclude<ToggleDefinition, { type: 'VARIABLE' }>
  | { name: string; type: 'VARIABLE'; variableCount: number; firstVariables: string[] };

export function summariseToggle(def: ToggleDefinition): ToggleStateSummary {
  if (def.type !== 'VARIABLE') return def;
  const firstVariables = def.variables.slice(0, LIST_VARIABLES_SHOWN);
  return { name: def.name, type: 'VARIABLE', variableCount: def.variables.length, firstVariables };
}

/** A definition prepared once for fast evaluation: lower-cased name set, matcher compiled once, date in epoch ms. */
export type PreparedToggle =
  | { name: string; type: 'SIMPLE'; enabled: boolean }
  | { name: string; type: 'DATE'; atMs: number }
  | { name: string; type: 'VARIABLE'; names: ReadonlySet<string> }
  | { name: string; type: 'PATTERN'; matcher: () => PatternMatcher | null };

export function prepareToggle(def: ToggleDefinition): PreparedToggle {
  switch (def.type) {
    case 'SIMPLE':
      return def;
    case 'DATE':
      return { name: def.name, type: 'DATE', atMs: def.date.getTime() };
    case 'VARIABLE':
      return { name: def.name, type: 'VARIABLE', names: new Set(def.variables.map((v) => v.toLowerCase())) };
    case 'PATTERN': {
      // Compiled on first evaluation: a customer's toggles are prepared together, and compiling costs far more than
      // matching (ADR 041). Patterns are checked at save; one that no longer compiles evaluates as an ERROR.
      let compiled: CompileResult | undefined;
      const matcher = () => {
        compiled ??= compilePattern(def.pattern);
        return compiled.ok ? compiled.matcher : null;
      };
      return { name: def.name, type: 'PATTERN', matcher };
    }
  }
}
