import type { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@app/contracts/common/route';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@app/contracts/common/errors';
import { reportError, toEnvelope } from './error-handler.ts';

/**
 * The one way to register an HTTP route (docs/architecture.md, "Request flow"). zod validates params, query and
 * body and serialises the answer; the schemas feed /openapi.json; the platform's hooks (security headers, metrics,
 * logging) hold for every route because every route is registered here. What special routes need is an option or a
 * `RouteReply`, never a route of their own making.
 */

type Guard = onRequestAsyncHookHandler | onRequestHookHandler;

export interface RouteInput<R extends RouteDef> {
  body: RouteBody<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An error in a protocol's own shape (OAuth 2.0, OFREP): the envelope of the failure in, the body to send out. */
export type ErrorShape = (
  envelope: ErrorEnvelope,
  context: { request: FastifyRequest; cause: unknown },
) => { body: object; headers?: Record<string, string> };

export interface RouteOptions {
  /**
   * Guards and limits. They run as onRequest hooks, before the body is parsed or validated, so a stranger gets 401
   * or 429 without the server doing any work on the payload (and never learns the schema from a 400).
   */
  preHandler?: Guard | Guard[];
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
  /** Left out of /openapi.json (health probes, the dev mailbox). */
  hidden?: boolean;
  /** Every failure of this route (validation, guards, the handler) answered in a protocol's own shape. */
  errorShape?: ErrorShape;
  /** Further documented answers, by status or status class (e.g. `'4xx'`: a protocol's error bodies). */
  responses?: Record<string, z.ZodType>;
  /** The media type of the success answer when it is not JSON (OpenAPI only). */
  produces?: string;
}

/** An answer other than the contract's JSON: another status, a pre-serialised body, a file or an event stream. */
export class RouteReply {
  readonly status: number;
  readonly body: string | Buffer | Readable | object | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body?: RouteReply['body'], headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Objects are sent as JSON; strings, buffers and streams as they are (set content-type in `headers`). */
export const replyWith = (status: number, body?: RouteReply['body'], headers?: Record<string, string>) =>
  new RouteReply(status, body, headers);

const JSON_TYPE = 'application/json; charset=utf-8';
const plainJson = () => (data: unknown) => JSON.stringify(data);

function send(reply: FastifyReply, { status, body, headers }: RouteReply): FastifyReply {
  reply.code(status).headers(headers);
  if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body) || isStream(body))
    return reply.send(body);
  return reply.type(JSON_TYPE).send(JSON.stringify(body));
}

function isStream(body: unknown): body is Readable {
  return typeof (body as Readable | null)?.pipe === 'function';
}

export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  options: RouteOptions,
  handler: (input: RouteInput<R>) => Promise<RouteResponse<R> | RouteReply>,
) {
  const status = options.status ?? 200;
  const { errorShape } = options;
  // Typed loosely on purpose: the handler's answer is typed by the contract above, not by the response map.
  const schema: FastifySchema = {
    ...(options.hidden ? { hide: true } : {}),
    ...(def.summary ? { summary: def.summary } : {}),
    ...(options.tags ? { tags: options.tags } : {}),
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    ...(options.security && options.security !== 'none' ? { security: [{ [options.security]: [] }] } : {}),
    ...(options.produces ? { produces: [options.produces] } : {}),
    response: { [status]: def.response, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema, ...options.responses },
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    bodyLimit: options.bodyLimit,
    schema,
    onRequest: options.preHandler,
    ...(options.trustedResponse ? { serializerCompiler: plainJson } : {}),
    ...(errorShape
      ? {
          errorHandler: (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
            const { envelope, headers } = toEnvelope(err, request);
            reportError(request, envelope, err);
            const shaped = errorShape(envelope, { request, cause: err });
            return send(reply, replyWith(envelope.status, shaped.body, { ...headers, ...shaped.headers }));
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (options.noStore) reply.header('cache-control', 'no-store');
      const result = await handler({
        body: request.body as RouteBody<R>,
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        request,
        reply,
      });
      if (result instanceof RouteReply) return send(reply, result);
      reply.code(status);
      return result;
    },
  });
}
