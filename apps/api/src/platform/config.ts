import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (ARCHITECTURE.md §3). Fails fast naming the variable. */
const CONTEXT_NAMES = ['customer', 'abs-testing', 'feature-toggle', 'cv-processor'] as const;
export type ContextName = (typeof CONTEXT_NAMES)[number];

const DEFAULT_MODELS = 'openai:gpt-4o,google:gemini-2.0-flash-001,xai:grok-2-latest,deepseek:deepseek-chat';

const optionalUrl = z.url().optional();
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory:' || /^postgres(ql)?:\/\//.test(v), 'must be memory: or a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  CONTACT_INBOX: z.string().min(3).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CONTEXTS: z.string().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional(),
  XAI_API_KEY: z.string().min(1).optional(),
  DEEPSEEK_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  GOOGLE_BASE_URL: optionalUrl,
  XAI_BASE_URL: optionalUrl,
  DEEPSEEK_BASE_URL: optionalUrl,
  AI_MODELS: z.string().min(1).default(DEFAULT_MODELS),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  AI_DAILY_BUDGET: z.coerce.number().int().min(0).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  // Multiplies the per-IP limits of public account endpoints; browser suites send everything from one address.
  IP_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Every variable the product reads; deployment files may set only these. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite-disk'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  authSecret: string;
  contexts: ReadonlySet<ContextName>;
  ai: {
    models: { provider: string; model: string }[];
    keys: Record<'openai' | 'google' | 'xai' | 'deepseek', string | undefined>;
    baseUrls: Record<'openai' | 'google' | 'xai' | 'deepseek', string | undefined>;
    timeoutMs: number;
    dailyBudget: number;
  };
  logLevel: string;
  trustProxy: boolean;
  bodyLimit: number;
  ipRateLimitScale: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const contexts = parseContexts(e.CONTEXTS);
  const database: Config['database'] =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite-disk', dataDir: join(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory:'
        ? { kind: 'pglite-memory' }
        : { kind: 'postgres', url: e.DATABASE_URL };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    dataDir,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX ?? e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? devSecret(e.NODE_ENV, dataDir, database.kind),
    contexts,
    ai: {
      models: parseModels(e.AI_MODELS),
      keys: {
        openai: e.OPENAI_API_KEY,
        google: e.GOOGLE_GENERATIVE_AI_API_KEY,
        xai: e.XAI_API_KEY,
        deepseek: e.DEEPSEEK_API_KEY,
      },
      baseUrls: {
        openai: e.OPENAI_BASE_URL,
        google: e.GOOGLE_BASE_URL,
        xai: e.XAI_BASE_URL,
        deepseek: e.DEEPSEEK_BASE_URL,
      },
      timeoutMs: e.AI_TIMEOUT_MS,
      dailyBudget: e.AI_DAILY_BUDGET,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    bodyLimit: e.BODY_LIMIT,
    ipRateLimitScale: e.IP_RATE_LIMIT_SCALE,
  };
}

function parseContexts(raw: string | undefined): ReadonlySet<ContextName> {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'all') return new Set(CONTEXT_NAMES);
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(CONTEXT_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(
        `Invalid configuration:\n  CONTEXTS: unknown context "${name}" (known: ${CONTEXT_NAMES.join(', ')})`,
      );
    }
  }
  return new Set(names as ContextName[]);
}

function parseModels(raw: string): { provider: string; model: string }[] {
  return raw.split(',').map((entry) => {
    const [provider, ...rest] = entry.trim().split(':');
    const model = rest.join(':');
    if (!provider || !model || !['openai', 'google', 'xai', 'deepseek'].includes(provider)) {
      throw new ConfigError(
        `Invalid configuration:\n  AI_MODELS: "${entry}" must be provider:model with provider openai, google, xai or deepseek`,
      );
    }
    return { provider, model };
  });
}

/** Outside production a signing secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function devSecret(env: Config['env'], dataDir: string, dbKind: Config['database']['kind']): string {
  if (env === 'production') throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production');
  if (dbKind === 'pglite-memory') return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
