import { describe, expect, it } from 'vitest';
import golden from './evaluate-toggle.cases.json' with { type: 'json' };
import { evaluateToggle, type Evaluation } from './evaluate-toggle.ts';
import { ofrepContextSchema } from '@app/contracts/feature-toggle/ofrep';
import { toSubject } from '../ofrep/ofrep-mapping.ts';
import { prepareToggle, type ToggleDefinition } from './toggle-definition.ts';

interface GoldenCase {
  name: string;
  toggle: { type: string; enabled?: boolean; date?: string; variables?: string[]; pattern?: string };
  context: Record<string, unknown>;
  now?: string;
  expected: { value?: boolean; variant?: string; reason?: string; errorCode?: string };
}

function definition(raw: GoldenCase['toggle']): ToggleDefinition {
  const name = 'GOLDEN';
  if (raw.type === 'SIMPLE') return { name, type: 'SIMPLE', enabled: raw.enabled! };
  if (raw.type === 'DATE') return { name, type: 'DATE', date: new Date(raw.date!) };
  if (raw.type === 'VARIABLE') return { name, type: 'VARIABLE', variables: raw.variables! };
  return { name, type: 'PATTERN', pattern: raw.pattern! };
}

/** As a request goes: the contract validates the context (INVALID_CONTEXT), the mapping reads it, the rule decides. */
function run(c: GoldenCase): Evaluation | { ok: false; errorCode: 'INVALID_CONTEXT' } {
  const context = ofrepContextSchema.safeParse(c.context);
  if (!context.success) return { ok: false, errorCode: 'INVALID_CONTEXT' };
  return evaluateToggle(
    prepareToggle(definition(c.toggle)),
    toSubject(context.data),
    Date.parse(c.now ?? '2026-01-01T00:00:00Z'),
  );
}

describe('evaluateToggle golden cases', () => {
  it.each((golden.cases as GoldenCase[]).map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(c);
    if (c.expected.errorCode) {
      expect(result).toMatchObject({ ok: false, errorCode: c.expected.errorCode });
    } else {
      expect(result).toEqual({
        ok: true,
        value: c.expected.value,
        variant: c.expected.variant,
        reason: c.expected.reason,
      });
    }
  });
});
