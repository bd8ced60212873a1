import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  evaluateFlagRoute,
  evaluateFlagsRoute,
  ofrepBulkErrorResponseSchema,
  ofrepBulkSuccessSchema,
  ofrepErrorResponseSchema,
  ofrepSuccessSchema,
  type OfrepBulkFailure,
  type OfrepFailure,
} from '@app/contracts/feature-toggle/ofrep';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { requireMachine } from '../../../platform/auth/guards.ts';
import type { OfrepService, SingleResult } from './ofrep.service.ts';
import { ofrepValidatorCompiler, type OfrepBody } from './ofrep-validation.ts';
import { etagOf, matchesIfNoneMatch } from './ofrep-etag.ts';

const PARSE_ERROR = 'OFREP_PARSE_ERROR';

/**
 * OpenFeature Remote Evaluation Protocol endpoints (open-feature/protocol service/openapi.yaml), registered without a
 * prefix and authenticated by `feature-toggle` machine tokens. 400/404/500 answer in OFREP's own error shapes so
 * stock providers map them to OpenFeature error codes; 401/403/429 keep the platform envelope.
 */
export async function ofrepRoutes(app: FastifyInstance, opts: { deps: PlatformDeps; service: OfrepService }) {
  const { deps, service } = opts;
  // As addRoute does: the guard runs before the body is parsed, so a stranger gets 401, never a PARSE_ERROR.
  const guard = requireMachine(deps.tokens, 'feature-toggle', deps.revocations, deps.now);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // OFREP allows an empty body; a malformed one is PARSE_ERROR in OFREP's shape. Parsing is Fastify's own parser,
  // with its prototype-poisoning guards (`__proto__` / `constructor.prototype` keys are refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  r.removeContentTypeParser('application/json');
  r.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = String(raw);
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, (err, body) => {
      if (err) done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400, code: PARSE_ERROR }), undefined);
      else done(null, body);
    });
  });

  r.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = toOfrepFailure(err);
    if (!failure) throw err; // 401, 403, 413, 415, 429, 5xx: the platform's handler answers
    const key = (request.params as { key?: string }).key;
    return reply.code(400).send(key === undefined ? withEnvelope(400, failure) : withEnvelope(400, { key, ...failure }));
  });

  r.route({
    method: evaluateFlagRoute.method,
    url: evaluateFlagRoute.path,
    onRequest: guard,
    validatorCompiler: ofrepValidatorCompiler,
    schema: {
      summary: evaluateFlagRoute.summary,
      tags: ['ofrep'],
      security: [{ bearer: [] }],
      params: evaluateFlagRoute.params,
      body: evaluateFlagRoute.body,
      response: { 200: ofrepSuccessSchema, 400: ofrepErrorResponseSchema, 404: ofrepErrorResponseSchema },
    },
    // Not async: with the customer's toggles in memory the answer is built and sent with no promise (ADR 044).
    handler: (request, reply) => {
      const result = service.evaluate(request.customerId!, request.params.key, contextOf(request));
      const untyped = reply as unknown as FastifyReply;
      if (result instanceof Promise) return result.then((settled) => sendSingle(untyped, settled));
      sendSingle(untyped, result);
      return undefined;
    },
  });

  r.route({
    method: evaluateFlagsRoute.method,
    url: evaluateFlagsRoute.path,
    onRequest: guard,
    validatorCompiler: ofrepValidatorCompiler,
    schema: {
      summary: evaluateFlagsRoute.summary,
      tags: ['ofrep'],
      security: [{ bearer: [] }],
      body: evaluateFlagsRoute.body,
      response: { 200: ofrepBulkSuccessSchema, 400: ofrepBulkErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const result = await service.evaluateAll(request.customerId!, contextOf(request));
      if (result.status !== 200) return reply.code(result.status).send(withEnvelope(result.status, result.body));
      const json = JSON.stringify(result.body);
      const etag = etagOf(json);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // The body is serialised once for its ETag, so it goes out as that exact string.
      const untyped = reply as unknown as FastifyReply;
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return untyped.code(304).send();
      return untyped.code(200).type('application/json; charset=utf-8').send(json);
    },
  });
}

/** Built by our own typed code, so it skips the schema serialiser on the hot path (ADR 044). */
function sendSingle(reply: FastifyReply, result: SingleResult): void {
  const body = result.status === 200 ? result.body : withEnvelope(result.status, result.body);
  reply.code(result.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** OFREP's error fields plus the platform envelope, so both OFREP providers and envelope readers understand it. */
function withEnvelope<F extends OfrepFailure | OfrepBulkFailure>(status: number, failure: F) {
  const message = failure.errorDetails ?? failure.errorCode;
  const validationErrors = failure.errorCode === 'INVALID_CONTEXT' ? [{ field: 'context', message }] : [];
  return { ...failure, status, message, validationErrors };
}

function contextOf(request: FastifyRequest): OfrepBody['context'] {
  return (request.body as OfrepBody).context;
}

function toOfrepFailure(err: FastifyError): { errorCode: 'PARSE_ERROR' | 'INVALID_CONTEXT'; errorDetails: string } | null {
  if (err.code === PARSE_ERROR || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { errorCode: 'PARSE_ERROR', errorDetails: 'The request body is not valid JSON' };
  }
  if (err.validation && err.validationContext === 'body') {
    const aboutContext = err.validation.some((v) => v.instancePath.startsWith('/context') || JSON.stringify(v.params).includes('"context"'));
    return aboutContext
      ? { errorCode: 'INVALID_CONTEXT', errorDetails: 'context must be an object' }
      : { errorCode: 'PARSE_ERROR', errorDetails: 'The request body must be an object' };
  }
  // Any other 400 (e.g. an unreadable body) must still answer in the route's 400 shape.
  if (err.statusCode === 400) return { errorCode: 'PARSE_ERROR', errorDetails: 'The request could not be read' };
  return null;
}
