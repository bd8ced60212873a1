import type { OfrepErrorCode, OfrepReason } from '@app/contracts/feature-toggle/ofrep';
import type { PreparedToggle } from './toggle-definition.ts';
import type { EvaluationSubject } from './evaluation-context.ts';

export type Evaluation =
  | { ok: true; value: boolean; variant: 'on' | 'off'; reason: OfrepReason }
  | { ok: false; errorCode: OfrepErrorCode; errorDetails: string };

const on = (reason: OfrepReason): Evaluation => ({ ok: true, value: true, variant: 'on', reason });
const off = (reason: OfrepReason): Evaluation => ({ ok: true, value: false, variant: 'off', reason });

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
      const candidates = subject.targetingKey === undefined ? subject.variables : [subject.targetingKey, ...subject.variables];
      if (candidates.length === 0) {
        return { ok: false, errorCode: 'TARGETING_KEY_MISSING', errorDetails: 'A variable toggle needs a targetingKey or a variable attribute' };
      }
      return candidates.some((c) => toggle.names.has(c.toLowerCase())) ? on('TARGETING_MATCH') : off('DEFAULT');
    }
    case 'PATTERN':
      if (!toggle.matcher) return { ok: false, errorCode: 'GENERAL', errorDetails: 'The stored pattern is not valid' };
      if (subject.targetingKey === undefined) {
        return { ok: false, errorCode: 'TARGETING_KEY_MISSING', errorDetails: 'A pattern toggle needs a targetingKey' };
      }
      return toggle.matcher.test(subject.targetingKey) ? on('TARGETING_MATCH') : off('DEFAULT');
  }
}
