import type { OfrepContext, OfrepErrorCode, OfrepFailure, OfrepSuccess } from '@app/contracts/feature-toggle/ofrep';
import type { ErrorEnvelope } from '@app/contracts/common/errors';
import type { EvaluationSubject } from '../evaluation/evaluate-toggle.ts';
import type { FlagResult } from '../evaluation/flag-evaluation.service.ts';

/** The wire side of OFREP (open-feature/protocol service/openapi.yaml): contexts in, results and errors out. */

/** A validated OFREP context as the evaluation reads it; empty strings count as absent. */
export function toSubject(context: OfrepContext | undefined): EvaluationSubject {
  const key = context?.targetingKey;
  const variable = context?.variable;
  const variables = variable === undefined || variable === null ? [] : Array.isArray(variable) ? variable : [variable];
  return {
    ...(key ? { targetingKey: key } : {}),
    variables: variables.filter((v) => v !== ''),
  };
}

export function toOfrepResult(result: FlagResult): OfrepSuccess | OfrepFailure {
  if (!result.found)
    return { key: result.key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag ${result.key} was not found` };
  const { evaluation } = result;
  if (!evaluation.ok)
    return { key: result.key, errorCode: evaluation.errorCode, errorDetails: evaluation.errorDetails };
  return {
    key: result.key,
    value: evaluation.value,
    reason: evaluation.reason,
    variant: evaluation.variant,
    metadata: { toggleType: result.type },
    // A SIMPLE toggle changes only by an edit; a DATE toggle flips by itself, the others depend on the context.
    cacheable: result.type === 'SIMPLE',
  };
}

/** OFREP's error fields plus the platform envelope, so both OFREP providers and envelope readers understand it. */
export function withEnvelope<F extends { errorCode: OfrepErrorCode; errorDetails?: string }>(
  status: number,
  failure: F,
): F & ErrorEnvelope {
  const message = failure.errorDetails ?? failure.errorCode;
  const validationErrors = failure.errorCode === 'INVALID_CONTEXT' ? [{ field: 'context', message }] : [];
  return { ...failure, status, message, validationErrors };
}

/** A rejected request's envelope in OFREP's terms: 400 is PARSE_ERROR or INVALID_CONTEXT, 5xx GENERAL. */
export function ofrepErrorOf(envelope: ErrorEnvelope): { errorCode: OfrepErrorCode; errorDetails: string } | null {
  if (envelope.status === 400) {
    const aboutContext = envelope.validationErrors.some((v) => v.field.startsWith('context'));
    if (aboutContext) return { errorCode: 'INVALID_CONTEXT', errorDetails: envelope.message };
    const unreadable = envelope.validationErrors.length === 0;
    return {
      errorCode: 'PARSE_ERROR',
      errorDetails: unreadable ? 'The request body is not valid JSON' : envelope.message,
    };
  }
  if (envelope.status >= 500) return { errorCode: 'GENERAL', errorDetails: envelope.message };
  return null;
}
