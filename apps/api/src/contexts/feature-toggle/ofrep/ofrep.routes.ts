import type { FastifyInstance } from 'fastify';
import {
  evaluateFlagRoute,
  evaluateFlagsRoute,
  ofrepBulkErrorResponseSchema,
  ofrepErrorResponseSchema,
} from '@app/contracts/feature-toggle/ofrep';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { requireMachine } from '../../../platform/auth/guards.ts';
import { addRoute, replyWith, type ErrorShape } from '../../../platform/http/route.ts';
import type { FlagEvaluationService } from '../evaluation/flag-evaluation.service.ts';
import { ofrepErrorOf, toOfrepResult, toSubject, withEnvelope } from './ofrep-mapping.ts';
import { etagOf, matchesIfNoneMatch } from './ofrep-etag.ts';

/**
 * OpenFeature Remote Evaluation Protocol endpoints, registered without a prefix and authenticated by
 * `feature-toggle` machine tokens (ADR 043). 400/404/5xx answer in OFREP's own error shapes so stock providers map
 * them to OpenFeature error codes; 401/403/429 keep the platform envelope.
 */
export function registerOfrepRoutes(app: FastifyInstance, deps: PlatformDeps, service: FlagEvaluationService) {
  const common = {
    preHandler: requireMachine(deps.tokens, 'feature-toggle', deps.revocations, deps.now),
    tags: ['ofrep'],
    security: 'bearer' as const,
  };

  addRoute(
    app,
    evaluateFlagRoute,
    {
      ...common,
      trustedResponse: true,
      errorShape: ofrepErrorShape(true),
      responses: { '4xx': ofrepErrorResponseSchema },
    },
    async ({ request, params, body }) => {
      const result = toOfrepResult(await service.evaluate(request.customerId!, params.key, toSubject(body?.context)));
      if (!('errorCode' in result)) return result;
      const status = result.errorCode === 'FLAG_NOT_FOUND' ? 404 : 400;
      return replyWith(status, withEnvelope(status, result));
    },
  );

  addRoute(
    app,
    evaluateFlagsRoute,
    { ...common, errorShape: ofrepErrorShape(false), responses: { '4xx': ofrepBulkErrorResponseSchema } },
    async ({ request, body }) => {
      const results = await service.evaluateAll(request.customerId!, toSubject(body?.context));
      // Serialised once for its ETag, then sent as that exact string.
      const json = JSON.stringify({ flags: results.map(toOfrepResult) });
      const etag = etagOf(json);
      const headers = { etag, 'cache-control': 'private, no-cache' };
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return replyWith(304, undefined, headers);
      return replyWith(200, json, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    },
  );
}

function ofrepErrorShape(withKey: boolean): ErrorShape {
  return (envelope, { request }) => {
    const failure = ofrepErrorOf(envelope);
    if (!failure) return { body: envelope };
    const key = withKey ? (request.params as { key?: string }).key : undefined;
    return { body: { ...(key === undefined ? {} : { key }), ...withEnvelope(envelope.status, failure) } };
  };
}
