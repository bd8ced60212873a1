import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../../platform/deps.ts';
import { configuredModels } from '../../../platform/ai/language-models.ts';
import { createDailyBudget } from './daily-budget.ts';
import { createCompareModelsService } from './compare-models.service.ts';
import { compareModelsRoutes } from './compare-models.routes.ts';

/** Few retries: a second attempt rescues a blip, more would blow the per-model time budget. */
const MAX_RETRIES = 1;
const MAX_OUTPUT_TOKENS = 1024;
const MAX_ANSWER_CHARS = 20_000;

export async function compareModelsPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { config, limiter, now, log } = opts.deps;
  const service = createCompareModelsService({
    models: configuredModels(config.ai),
    budget: createDailyBudget(limiter, config.ai.dailyBudget, now),
    limits: {
      timeoutMs: config.ai.timeoutMs,
      maxRetries: MAX_RETRIES,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxAnswerChars: MAX_ANSWER_CHARS,
    },
    log,
  });
  compareModelsRoutes(app, service, limiter);
}
