import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/db.ts';
import { AccessLog, accessLogOutput, logDestination, loggerOptions, requestLoggerFactory } from './platform/logger.ts';
import { clientErrorHandler, registerErrorHandler, sendError } from './platform/http/error-handler.ts';
import { registerRequestHook } from './platform/http/request-hook.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { requestMetrics } from './platform/http/metrics.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { allowEmptyJsonBodies } from './platform/http/json-body.ts';
import { registerSpa } from './platform/http/spa.ts';
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from './platform/http/rate-limiter.ts';
import { deriveKeys } from './platform/auth/keys.ts';
import { declareAuthFields } from './platform/auth/guards.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { RevocationCache } from './platform/auth/revocations.ts';
import { createSmtpMailer } from './platform/mail/smtp-mailer.ts';
import { createOutboxMailer } from './platform/mail/outbox-mailer.ts';
import { registerMailboxRoutes } from './platform/mail/mailbox.routes.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { PlatformDeps } from './platform/deps.ts';
import { customerPlugin } from './contexts/customer/customer.plugin.ts';
import { absTestingPlugin } from './contexts/abs-testing/abs-testing.plugin.ts';
import { featureTogglePlugin } from './contexts/feature-toggle/feature-toggle.plugin.ts';
import { cvProcessorPlugin } from './contexts/cv-processor/cv-processor.plugin.ts';

export interface AppOptions {
  config: Config;
  /** An already migrated database; the app closes it on shutdown. */
  db: Db;
  mailer?: Mailer;
  limiter?: RateLimiter;
  now?: () => number;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (tests collect them to prove no secret is ever logged). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeInventory: { method: string; url: string }[];
  }
}

const CONTEXT_PLUGINS = {
  customer: customerPlugin,
  'abs-testing': absTestingPlugin,
  'feature-toggle': featureTogglePlugin,
  'cv-processor': cvProcessorPlugin,
} as const;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const logStream = options.logger === false ? null : (options.logStream ?? logDestination(config));
  const app = Fastify({
    logger: logStream === null ? false : { ...loggerOptions(config.logLevel), stream: logStream },
    logController: new AccessLog(logStream ? accessLogOutput(config.logLevel, logStream) : undefined, requestMetrics()),
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    // Draining answers the error envelope with Retry-After (drain.ts), and parser-level errors too.
    return503OnClosing: false,
    clientErrorHandler,
    ajv: { customOptions: { removeAdditional: false } },
    // Router-level failures (a malformed URL, an over-long path parameter) get the same envelope as the rest.
    frameworkErrors: (err, _request, reply) => sendError(reply, err),
  });
  // The route inventory the security suite checks against its authorization matrix.
  const routeInventory: { method: string; url: string }[] = [];
  app.decorate('routeInventory', routeInventory);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routeInventory.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First, so every answer has the security headers, the drain's 503 included.
  registerRequestHook(app);
  declareAuthFields(app);
  allowEmptyJsonBodies(app);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await registerOpenApi(app);

  const keys = deriveKeys(config.authSecret);
  const now = options.now ?? Date.now;
  const revocations = new RevocationCache(db);
  await revocations.start();
  const deps: PlatformDeps = {
    config,
    db,
    keys,
    now,
    revocations,
    tokens: new TokenService(keys, now),
    mailer:
      options.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log)),
    limiter: options.limiter ?? (config.redisUrl ? createRedisLimiter(config.redisUrl) : createMemoryLimiter(now)),
    log: app.log,
  };

  db.onStateChange((state, cause) => {
    if (state === 'down') app.log.warn({ err: cause }, 'database unreachable: answering 503 until it is back');
    else app.log.warn('database reachable again');
  });
  registerHealthRoutes(app, db);
  if (config.env !== 'production' && deps.mailer.kind === 'outbox') registerMailboxRoutes(app, db);
  for (const [name, plugin] of Object.entries(CONTEXT_PLUGINS)) {
    if (config.contexts.has(name as keyof typeof CONTEXT_PLUGINS)) await app.register(plugin, { deps });
  }
  if (options.serveWeb !== false) await registerSpa(app);
  else await registerSpa(app, '/nonexistent');

  app.addHook('onClose', async () => {
    await revocations.stop();
    await deps.mailer.close();
    await deps.limiter.close();
    await db.close();
  });
  return app;
}
