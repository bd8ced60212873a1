import type { PreparedToggle } from './toggle-definition.ts';

/** Who a flag is evaluated for: the parts of an evaluation context the four kinds read. */
export interface EvaluationSubject {
  targetingKey?: string;
  /** Names a VARIABLE toggle also compares (the context's `variable` attribute). */
  variables: string[];
}

/** OpenFeature's resolution reasons (specification §1.7). */
export type EvaluationReason = 'STATIC' | 'TARGETING_MATCH' | 'DEFAULT' | 'DISABLED';
export type EvaluationErrorCode = 'TARGETING_KEY_MISSING' | 'GENERAL';

export type Evaluation =
  | { ok: true; value: boolean; variant: 'on' | 'off'; reason: EvaluationReason }
  | { ok: false; errorCode: EvaluationErrorCode; errorDetails: string };

const on = (reason: EvaluationReason): Evaluation => ({ ok: true, value: true, variant: 'on', reason });
const off = (reason: EvaluationReason): Evaluation => ({ ok: true, value: false, variant: 'off', reason });

/**
 * The one evaluation rule of each kind, pinned by evaluate-toggle.cases.json (STYLE.md habit 12) and described in
 * docs/feature-toggles.md. Reasons follow the OpenFeature specification's resolution reasons.
 */
export function evaluateToggle(toggle: PreparedToggle, subject: EvaluationSubject, nowMs: number): Evaluation {
  switch (toggle.type) {
    case 'SIMPLE':
      return toggle.enabled ? on('STATIC') : off('DISABLED');
    case 'DATE':
      return nowMs >= toggle.atMs ? on('TARGETING_MATCH') : off('DEFAULT');
    case 'VARIABLE': {
      const candidates =
        subject.targetingKey === undefined ? subject.variables : [subject.targetingKey, ...subject.variables];
      if (candidates.length === 0) {
        return {
          ok: false,
          errorCode: 'TARGETING_KEY_MISSING',
          errorDetails: 'A variable toggle needs a targetingKey or a variable attribute',
        };
      }
      return candidates.some((c) => toggle.names.has(c.toLowerCase())) ? on('TARGETING_MATCH') : off('DEFAULT');
    }
    case 'PATTERN': {
      const matcher = toggle.matcher();
      if (!matcher) return { ok: false, errorCode: 'GENERAL', errorDetails: 'The stored pattern is not valid' };
      if (subject.targetingKey === undefined) {
        return { ok: false, errorCode: 'TARGETING_KEY_MISSING', errorDetails: 'A pattern toggle needs a targetingKey' };
      }
      return matcher.test(subject.targetingKey) ? on('TARGETING_MATCH') : off('DEFAULT');
    }
  }
}
