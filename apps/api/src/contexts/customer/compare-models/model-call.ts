import { generateText, streamText, APICallError, RetryError, type LanguageModel, type LanguageModelUsage } from 'ai';
import type { ModelStatus, TokenUsage } from '@app/contracts/customer/compare-models';

/** What one model did with one question. `answer` is untrusted provider text, shown only as text/Markdown. */
export interface ModelRun {
  status: Exclude<ModelStatus, 'not_configured'>;
  answer: string;
  ttftMs: number | null;
  totalMs: number;
  usage: TokenUsage;
  /** A short, log-safe description of a failure (never shown to users verbatim). */
  failure?: string;
}

export interface CallLimits {
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  maxAnswerChars: number;
  /** Aborted when the caller goes away (browser closed the stream). */
  signal?: AbortSignal;
}

const SYSTEM_PROMPT =
  'You are one of several assistants answering the same question side by side. Answer helpfully and concisely in Markdown.';

export async function callModel(model: LanguageModel, question: string, limits: CallLimits): Promise<ModelRun> {
  const deadline = startDeadline(limits);
  const started = performance.now();
  try {
    const result = await generateText({
      model,
      system: SYSTEM_PROMPT,
      prompt: question,
      maxRetries: limits.maxRetries,
      maxOutputTokens: limits.maxOutputTokens,
      abortSignal: deadline.signal,
    });
    const totalMs = elapsed(started);
    const answer = result.text.slice(0, limits.maxAnswerChars);
    if (answer.trim() === '') return failed('error', totalMs, null, 'empty answer');
    return { status: 'ok', answer, ttftMs: null, totalMs, usage: toUsage(result.totalUsage) };
  } catch (err) {
    return failed(deadline.isTimedOut() ? 'timeout' : 'error', elapsed(started), null, describe(err));
  } finally {
    deadline.clear();
  }
}

/** Streams one model; `onDelta` sees each text piece as it arrives. Never throws. */
export async function streamModel(
  model: LanguageModel,
  question: string,
  limits: CallLimits,
  onDelta: (text: string) => void,
): Promise<ModelRun> {
  const deadline = startDeadline(limits);
  const started = performance.now();
  let answer = '';
  let ttftMs: number | null = null;
  let usage: TokenUsage = toUsage(undefined);
  let failure: string | undefined;
  try {
    const result = streamText({
      model,
      system: SYSTEM_PROMPT,
      prompt: question,
      maxRetries: limits.maxRetries,
      maxOutputTokens: limits.maxOutputTokens,
      abortSignal: deadline.signal,
      // Failures arrive as `error` parts below; the default handler would print them to stderr.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        ttftMs ??= elapsed(started);
        const room = limits.maxAnswerChars - answer.length;
        if (room <= 0) break;
        const piece = part.text.slice(0, room);
        answer += piece;
        onDelta(piece);
      } else if (part.type === 'finish') usage = toUsage(part.totalUsage);
      else if (part.type === 'error') failure = describe(part.error);
      else if (part.type === 'abort') failure ??= 'aborted';
    }
  } catch (err) {
    failure = describe(err);
  } finally {
    deadline.clear();
  }
  const totalMs = elapsed(started);
  if (deadline.isTimedOut()) return failed('timeout', totalMs, ttftMs, 'timeout', answer);
  if (failure) return failed('error', totalMs, ttftMs, failure, answer);
  if (answer.trim() === '') return failed('error', totalMs, ttftMs, 'empty answer');
  return { status: 'ok', answer, ttftMs, totalMs, usage };
}

/** One timer per model: a hang or slow provider only ever costs its own card (issue 8). */
function startDeadline(limits: CallLimits) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('model timeout'));
  }, limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([controller.signal, limits.signal]) : controller.signal;
  return { signal, isTimedOut: () => timedOut, clear: () => clearTimeout(timer) };
}

function failed(
  status: ModelRun['status'],
  totalMs: number,
  ttftMs: number | null,
  failure: string,
  answer = '',
): ModelRun {
  return { status, answer, ttftMs, totalMs, usage: toUsage(undefined), failure };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function toUsage(usage: LanguageModelUsage | undefined): TokenUsage {
  const n = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);
  return {
    inputTokens: n(usage?.inputTokens),
    outputTokens: n(usage?.outputTokens),
    totalTokens: n(usage?.totalTokens),
  };
}

/** Provider errors can echo the prompt; keep only the kind and HTTP status for the log. */
function describe(err: unknown): string {
  if (RetryError.isInstance(err)) return `${describe(err.lastError)} after ${err.errors.length} attempts`;
  if (APICallError.isInstance(err)) return `${err.name} status=${err.statusCode ?? 'none'}`;
  if (err instanceof Error) return err.name === 'Error' ? 'error' : err.name;
  return 'unknown error';
}
