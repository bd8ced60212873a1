import type { FastifySchemaCompiler } from 'fastify';

/** One failed rule, in the shape Fastify puts on a validation error (`err.validation`). */
interface Violation {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

export type OfrepBody = { context?: Record<string, unknown> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const violation = (instancePath: string, message: string): Violation[] => [{ keyword: 'type', instancePath, schemaPath: '', params: {}, message }];

/**
 * The rule of `ofrepEvaluationRequestSchema` (an object whose optional `context` is an object), checked by hand: the
 * contract's zod schema still documents the body in OpenAPI, but walking every context attribute through zod on each
 * evaluation showed in the hot-path profile. A missing body is an empty request (OFREP makes the body optional).
 * `ofrep-validation.test.ts` holds both to the same answers.
 */
export function checkOfrepBody(data: unknown): { value: OfrepBody } | { error: Violation[] } {
  if (data === null || data === undefined) return { value: {} };
  if (!isPlainObject(data)) return { error: violation('', 'The request body must be an object') };
  const context = data.context;
  if (context === undefined) return { value: {} };
  if (!isPlainObject(context)) return { error: violation('/context', 'context must be an object') };
  return { value: { context } };
}

/** Route-level validator compiler of the OFREP routes: the body by hand, the router's own `key` string as is. */
export const ofrepValidatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) =>
  httpPart === 'body' ? checkOfrepBody : (data: unknown) => ({ value: data });
