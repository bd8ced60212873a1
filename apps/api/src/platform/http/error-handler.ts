import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorEnvelope, ValidationError } from '@app/contracts/common/errors';
import { AppError } from '../errors.ts';
import { MailUnavailableError } from '../mail/mailer.ts';

// Input PostgreSQL refuses (NUL in text, bad encoding): the client's fault, not ours.
const DB_INPUT_CODES = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED',
  'CONNECTION_DESTROYED', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006',
]);

export function isDependencyDown(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DB_DOWN_CODES.has(code);
}

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
export function toEnvelope(err: unknown, isMultipart = false): { envelope: ErrorEnvelope; headers: Record<string, string> } {
  if (err instanceof AppError) {
    return { envelope: envelope(err.status, err.message, err.validationErrors), headers: err.headers };
  }
  if (err instanceof ZodError) {
    const errors = fromZod(err);
    return { envelope: envelope(400, errors[0]?.message ?? 'Invalid request', errors), headers: {} };
  }
  if (err instanceof MailUnavailableError) {
    return { envelope: envelope(503, 'The mail service is unavailable, please try again shortly'), headers: { 'retry-after': '10' } };
  }
  if (isDependencyDown(err)) {
    return { envelope: envelope(503, 'Service temporarily unavailable, please retry'), headers: { 'retry-after': '5' } };
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
      field: fieldOf(v.instancePath) || String((v.params as { issue?: { path?: PropertyKey[] } }).issue?.path?.join('.') ?? ''),
      message: v.message ?? 'Invalid value',
    }));
    return { envelope: envelope(400, errors[0]?.message ?? 'Invalid request', errors), headers: {} };
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { envelope: envelope(status, clientMessage(fe, status)), headers: {} };
  }
  if (status === 503) return { envelope: envelope(503, 'Service temporarily unavailable, please retry'), headers: { 'retry-after': '5' } };
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
  const isMultipart = String(reply.request?.headers['content-type'] ?? '').startsWith('multipart/');
  const { envelope: body, headers } = toEnvelope(err, isMultipart);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err, request: FastifyRequest, reply) => {
    const { envelope: body } = toEnvelope(err, String(request.headers['content-type'] ?? '').startsWith('multipart/'));
    if (body.status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status: body.status, code: (err as FastifyError).code }, 'request rejected');
    return sendError(reply, err);
  });
}
