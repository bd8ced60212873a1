import type { FastifyBaseLogger } from 'fastify';
import type { AskResponse, ModelInfo, StreamEvent } from '@app/contracts/customer/compare-models';
import { fieldError } from '../../../platform/errors.ts';
import { counter } from '../../../platform/http/metrics.ts';
import type { ChatModel } from './chat-models.ts';
import type { DailyBudget } from './daily-budget.ts';
import { callModel, streamModel, type CallLimits, type ModelRun } from './model-call.ts';

export interface CompareModelsServiceDeps {
  models: ChatModel[];
  budget: DailyBudget;
  limits: Omit<CallLimits, 'signal'>;
  log: FastifyBaseLogger;
}

export type EmitEvent = (event: StreamEvent) => void;
/** Runs an accepted streaming question; resolves after the final `end` event. */
export type StreamRun = (emit: EmitEvent, signal: AbortSignal) => Promise<void>;

const modelCalls = counter('compare_model_calls_total', 'Compare-chat model calls by provider and outcome', [
  'provider',
  'status',
]);

const ERROR_MESSAGES = {
  error: 'The model could not answer.',
  timeout: 'The model did not answer in time.',
  not_configured: 'This model is not configured.',
} as const;

export function createCompareModelsService(deps: CompareModelsServiceDeps) {
  const record = (m: ChatModel, run: ModelRun) => {
    modelCalls.inc({ provider: m.provider, status: run.status });
    if (run.failure)
      deps.log.warn(
        { provider: m.provider, modelName: m.modelName, status: run.status, failure: run.failure },
        'compare model failed',
      );
  };

  /** Budget is spent only when a real provider will be called; unknown names are a client error. */
  const admit = async (modelNames?: string[]): Promise<ChatModel[]> => {
    const selected = modelNames ? deps.models.filter((m) => modelNames.includes(m.modelName)) : deps.models;
    if (selected.length === 0) throw fieldError('modelNames', 'None of these models is offered');
    if (selected.some((m) => m.model)) await deps.budget.consume();
    return selected;
  };

  return {
    listModels(): ModelInfo[] {
      return deps.models.map((m) => ({
        provider: m.provider,
        modelName: m.modelName,
        configured: m.model !== undefined,
      }));
    },

    /** All models in parallel and in isolation: one failure, hang or timeout drops only that model. */
    async ask(question: string): Promise<AskResponse> {
      const selected = await admit();
      const outcomes = await Promise.all(
        selected.map(async (m) => {
          if (!m.model) return { m, run: undefined };
          const run = await callModel(m.model, question, deps.limits);
          record(m, run);
          return { m, run };
        }),
      );
      return {
        aiResponseDtoList: outcomes.flatMap(({ m, run }) =>
          run?.status === 'ok' ? [{ modelName: m.modelName, answer: run.answer }] : [],
        ),
        models: outcomes.map(({ m, run }) => ({
          provider: m.provider,
          modelName: m.modelName,
          status: run?.status ?? 'not_configured',
        })),
      };
    },

    async openStream(question: string, modelNames?: string[]): Promise<StreamRun> {
      const selected = await admit(modelNames);
      return async (emit, signal) => {
        await Promise.all(
          selected.map(async (m) => {
            const { modelName } = m;
            emit({ type: 'start', modelName, provider: m.provider });
            if (!m.model)
              return emit({
                type: 'error',
                modelName,
                status: 'not_configured',
                message: ERROR_MESSAGES.not_configured,
              });
            const run = await streamModel(m.model, question, { ...deps.limits, signal }, (text) =>
              emit({ type: 'delta', modelName, text }),
            );
            record(m, run);
            if (run.status === 'ok')
              emit({ type: 'done', modelName, ttftMs: run.ttftMs, totalMs: run.totalMs, usage: run.usage });
            else emit({ type: 'error', modelName, status: run.status, message: ERROR_MESSAGES[run.status] });
          }),
        );
        emit({ type: 'end' });
      };
    },
  };
}

export type CompareModelsService = ReturnType<typeof createCompareModelsService>;
