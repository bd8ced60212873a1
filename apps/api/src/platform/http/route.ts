import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@app/contracts/common/route';
import { errorEnvelopeSchema } from '@app/contracts/common/errors';

export interface RouteInput<R extends RouteDef> {
  body: RouteBody<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /**
   * Guards and limits. They run as onRequest hooks, before the body is parsed or validated, so a stranger gets 401
   * or 429 without the server doing any work on the payload (and never learns the schema from a 400).
   */
  preHandler?: onRequestAsyncHookHandler | onRequestHookHandler | (onRequestAsyncHookHandler | onRequestHookHandler)[];
  /** Status of a successful answer (200 unless given). */
  status?: number;
  tags?: string[];
  /** Sets Cache-Control: no-store (auth and secret responses). */
  noStore?: boolean;
  security?: 'bearer' | 'basic' | 'none';
  bodyLimit?: number;
  /**
   * Hot paths whose answer the handler builds itself from validated data: skip re-validating the response through
   * zod on the way out (the schema still documents it in OpenAPI). Error answers keep their own serialiser.
   */
  trustedResponse?: boolean;
}

const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Registers one contract operation: zod validates params, query and body and serialises the response, and the
 * schemas feed /openapi.json. Handlers stay thin: validate, call one service method, return the contract shape.
 */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  options: RouteOptions,
  handler: (input: RouteInput<R>) => Promise<RouteResponse<R>>,
) {
  const status = options.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    bodyLimit: options.bodyLimit,
    schema: {
      ...(def.summary ? { summary: def.summary } : {}),
      ...(options.tags ? { tags: options.tags } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(options.security && options.security !== 'none' ? { security: [{ [options.security]: [] }] } : {}),
      response: { [status]: def.response, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    onRequest: options.preHandler,
    ...(options.trustedResponse ? { serializerCompiler: plainJson } : {}),
    handler: async (request, reply) => {
      if (options.noStore) reply.header('cache-control', 'no-store');
      reply.code(status);
      return handler({
        body: request.body as RouteBody<R>,
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        request,
        reply,
      });
    },
  });
}

/** The client address used for per-IP limits (honours TRUST_PROXY through Fastify's request.ip). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}
