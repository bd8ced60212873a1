import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LogFn,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { hostname } from 'node:os';
import type { Config } from './config.ts';
import { TurnBatchedDestination } from './log-destination.ts';
import type { RequestObserver } from './http/metrics.ts';

/** Secrets never reach the logs: headers, cookies and any body field that carries a credential. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.code',
  '*.secret',
  '*.client_secret',
  '*.refreshToken',
  '*.refresh_token',
  '*.access_token',
  '*.resetPasswordToken',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may carry reset tokens; log the path only.
      req: (req: { method: string; url: string; id?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}

// Development on a terminal: one short line per entry. The access line's message already reads "GET /path 200",
// so the request fields are hidden and only the duration is appended.
const PRETTY_OPTIONS = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: '{msg}{if responseTime} {responseTime} ms{end}',
};

/**
 * Where log lines go (ADR 091). Never a synchronous write on the event loop: JSON lines gathered per event-loop turn
 * and written asynchronously (log-destination.ts), or, for a person at a terminal outside production, pino-pretty in
 * a worker thread. Piped output stays JSON in every environment, so log collectors never see colours.
 */
export function logDestination(
  config: Pick<Config, 'env' | 'logLevel'>,
  isTerminal = process.stdout.isTTY === true,
  fd = 1,
): DestinationStream | undefined {
  if (config.logLevel === 'silent') return undefined;
  if (isTerminal && config.env !== 'production')
    return pino.transport({ target: 'pino-pretty', options: PRETTY_OPTIONS });
  return new TurnBatchedDestination(fd);
}

// Load balancers and Prometheus call these every few seconds; at info their lines would bury everything else.
const PROBE_ROUTES = new Set(['/livez', '/readyz', '/metrics']);

/**
 * One access line per request, written when the response has been sent (Fastify's default writes two: "incoming
 * request" and "request completed"). Health probes and metric scrapes go to debug.
 *
 * The line is built here from the method, the path without its query, the status and the duration — nothing that can
 * hold a secret — and written by a logger of its own without redaction: redacting every access line (thirteen paths,
 * wildcards among them) was a quarter of a machine endpoint's CPU time (ADR 091, first addendum). A failed
 * request's line carries the error and goes through the redacting request logger.
 */
export class AccessLog extends LogController {
  private readonly log: Logger | undefined;
  private readonly infoLine: InfoLine | undefined;
  private readonly observe: RequestObserver | undefined;

  /**
   * `output`: the access logger and its destination (`accessLogOutput`); none when logging is off. `observe`: also
   * told of every completed request (the latency metrics), logged or not.
   */
  constructor(output?: AccessLogOutput, observe?: RequestObserver) {
    super();
    this.log = output?.log;
    this.observe = observe;
    if (output?.log.isLevelEnabled('info')) this.infoLine = infoLineWriter(output.stream);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.observe?.(request, reply);
    const query = request.url.indexOf('?');
    const url = query === -1 ? request.url : request.url.slice(0, query);
    if (!error && !PROBE_ROUTES.has(request.routeOptions.url ?? '')) return this.infoLine?.(request, reply, url);
    const status = reply.statusCode;
    const line = `${request.method} ${url} ${status}`;
    const fields = {
      reqId: request.id,
      req: { method: request.method, url },
      res: { statusCode: status },
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else this.log?.debug(fields, line);
  }
}

export interface AccessLogOutput {
  log: Logger;
  stream: { write(line: string): unknown };
}

/** The access lines' logger: the same level and destination as the app's, no redaction (see AccessLog). */
export function accessLogOutput(level: string, stream: AccessLogOutput['stream']): AccessLogOutput {
  return { log: pino({ level }, stream as DestinationStream), stream };
}

/**
 * Writes the info access line as pino would (same fields, same order, level 30), built as one string: pino's generic
 * serialisation of the fields object was the larger part of the access log's cost on the machine endpoints.
 */
export function infoLineWriter(stream: AccessLogOutput['stream']): InfoLine {
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (request, reply, url) => {
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    const { method } = request;
    const status = reply.statusCode;
    // The message is "<method> <path> <status>". Node's parser accepts only the standard method tokens, and a status
    // is digits, so neither needs escaping and the path's escaped form serves both fields.
    const path = JSON.stringify(url);
    stream.write(
      `{"level":30,"time":${Date.now()}${base},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":"${method}","url":${path}},"res":{"statusCode":${status}},` +
        `"responseTime":${responseTime},"msg":"${method} ${path.slice(1, -1)} ${status}"}\n`,
    );
  };
}

type InfoLine = (
  request: Pick<FastifyRequest, 'id' | 'method'>,
  reply: Pick<FastifyReply, 'elapsedTime' | 'statusCode'>,
  url: string,
) => void;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger, bound to its id, made on first use. Fastify gives every request a child logger, but the access
 * line has a logger of its own, so most requests never log through theirs; building a pino child for each showed in
 * the machine endpoints' profile (ADR 091, third addendum).
 */
class RequestLogger implements FastifyBaseLogger {
  // The level methods are on the prototype (below), so a request allocates this one object.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  private made: FastifyBaseLogger | undefined;
  private readonly parent: FastifyBaseLogger;
  private readonly bound: Bindings;
  private readonly options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bound = bindings;
    this.options = options;
  }

  get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bound, this.options));
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}
for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      return (this.logger[level] as (...a: unknown[]) => void)(...args);
    },
  });
}

/** Fastify's `childLoggerFactory`: each request's logger is a RequestLogger. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
