/** The parts of an OpenFeature evaluation context the four kinds read (docs/feature-toggles.md). */
export interface EvaluationSubject {
  targetingKey?: string;
  /** The `variable` attribute: one name or a list of names a VARIABLE toggle also compares. */
  variables: string[];
}

export const TARGETING_KEY_MAX_LENGTH = 1024;
export const VARIABLE_ATTRIBUTE = 'variable';

export type ContextResult = { ok: true; subject: EvaluationSubject } | { ok: false; details: string };

/** Reads an OFREP context; a wrongly typed targetingKey or `variable` is INVALID_CONTEXT. */
export function readEvaluationContext(context: Record<string, unknown> | undefined): ContextResult {
  const subject: EvaluationSubject = { variables: [] };
  if (!context) return { ok: true, subject };
  const key = context.targetingKey;
  if (key !== undefined && key !== null) {
    if (typeof key !== 'string') return { ok: false, details: 'targetingKey must be a string' };
    if (key.length > TARGETING_KEY_MAX_LENGTH) {
      return { ok: false, details: `targetingKey must be at most ${TARGETING_KEY_MAX_LENGTH} characters` };
    }
    if (key !== '') subject.targetingKey = key;
  }
  const attribute = context[VARIABLE_ATTRIBUTE];
  if (attribute !== undefined && attribute !== null) {
    const values = Array.isArray(attribute) ? attribute : [attribute];
    if (values.some((v) => typeof v !== 'string')) {
      return { ok: false, details: `${VARIABLE_ATTRIBUTE} must be a string or a list of strings` };
    }
    subject.variables = (values as string[]).filter((v) => v !== '');
  }
  return { ok: true, subject };
}
