import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorEnvelope, ValidationError } from '@app/contracts/common/errors';
import { AppError } from '../errors.ts';
import { MailUnavailableError } from '../mail/mailer.ts';
import { SECURITY_HEADERS } from './security.ts';
import { DatabaseUnavailableError, isConnectionError } from '../db/db-guard.ts';

// Input PostgreSQL refuses (NUL in text, bad encoding): the client's fault, not ours.
const DB_INPUT_CODES = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

function envelope(status: number, message: string, validationErrors: ValidationError[] = []): ErrorEnvelope {
  return { status, message, validationErrors };
}

function fieldOf(path: readonly PropertyKey[] | string): string {
  if (typeof path === 'string') return path.replace(/^\//, '').replaceAll('/', '.');
  return path.map(String).join('.');
}

function fromZod(err: ZodError): ValidationError[] {
  return err.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
}

/** Maps every failure to the envelope of ARCHITECTURE.md §4; never leaks a stack trace. */
export function toEnvelope(
  err: unknown,
  request?: FastifyRequest,
): { envelope: ErrorEnvelope; headers: Record<string, string> } {
  const isMultipart = String(request?.headers['content-type'] ?? '').startsWith('multipart/');
  if (err instanceof AppError) {
    return { envelope: envelope(err.status, err.message, err.validationErrors), headers: err.headers };
  }
  if (err instanceof ZodError) {
    const errors = fromZod(err);
    return { envelope: envelope(400, errors[0]?.message ?? 'Invalid request', errors), headers: {} };
  }
  if (err instanceof MailUnavailableError) {
    return {
      envelope: envelope(503, 'The mail service is unavailable, please try again shortly'),
      headers: { 'retry-after': '10' },
    };
  }
  if (err instanceof DatabaseUnavailableError) {
    return {
      envelope: envelope(503, 'Service temporarily unavailable, please retry'),
      headers: { 'retry-after': String(err.retryAfterSeconds) },
    };
  }
  if (isConnectionError(err)) {
    return {
      envelope: envelope(503, 'Service temporarily unavailable, please retry'),
      headers: { 'retry-after': '5' },
    };
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && DB_INPUT_CODES.has(code)) {
    return { envelope: envelope(400, 'Invalid characters or value in the request'), headers: {} };
  }
  const fe = err as FastifyError;
  // The multipart parser (busboy) throws plain errors for a truncated or malformed body.
  if (isMultipart && typeof fe?.statusCode !== 'number') {
    return { envelope: envelope(400, 'Malformed multipart body'), headers: {} };
  }
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const errors = fe.validation.map((v) => ({
      field:
        fieldOf(v.instancePath) ||
        String((v.params as { issue?: { path?: PropertyKey[] } }).issue?.path?.join('.') ?? ''),
      message: v.message ?? 'Invalid value',
    }));
    return { envelope: envelope(400, errors[0]?.message ?? 'Invalid request', errors), headers: {} };
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { envelope: envelope(status, clientMessage(fe, status)), headers: {} };
  }
  if (status === 503)
    return {
      envelope: envelope(503, 'Service temporarily unavailable, please retry'),
      headers: { 'retry-after': '5' },
    };
  return { envelope: envelope(500, 'Internal server error'), headers: {} };
}

function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter is too long';
    case 'FST_ERR_BAD_URL':
      return 'Malformed URL';
    default:
      if (err instanceof SyntaxError) return 'Malformed JSON body';
      if (status === 413) return 'Request body is too large';
      if (status === 415) return 'Unsupported content type';
      return err.message || 'Bad request';
  }
}

export function sendError(reply: FastifyReply, err: unknown) {
  const { envelope: body, headers } = toEnvelope(err, reply.request);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

/**
 * One log line per failed request: a 500 with its stack (a bug), a 503 as a warning without one (a dependency is
 * down or not configured: expected, and already answered with Retry-After), a 4xx at info.
 */
export function reportError(request: FastifyRequest, envelope: ErrorEnvelope, err: unknown) {
  if (envelope.status === 503) request.log.warn({ status: 503, reason: errorReason(err) }, envelope.message);
  else if (envelope.status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ status: envelope.status, code: (err as FastifyError).code }, 'request rejected');
}

function errorReason(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause ?? err;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err, request: FastifyRequest, reply) => {
    reportError(request, toEnvelope(err, request).envelope, err);
    return sendError(reply, err);
  });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
};

/**
 * Errors Node's HTTP parser meets before there is a request to route (a malformed request line or header, a body cut
 * short, headers too large, a request that took too long): answered in the envelope too, then the connection closes.
 * Fastify's `clientErrorHandler` option; `this` is the Fastify instance.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Malformed HTTP request'];
  this.log.info({ status, code: err.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope(status, message));
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n` +
      `${headers.join('')}\r\n${body}`,
  );
}
