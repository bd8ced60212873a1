import type {
  OfrepBulkFailure,
  OfrepBulkSuccess,
  OfrepContext,
  OfrepFailure,
  OfrepSuccess,
} from '@app/contracts/feature-toggle/ofrep';
import { evaluateToggle, type Evaluation } from '../evaluation/evaluate-toggle.ts';
import { readEvaluationContext, type EvaluationSubject } from '../evaluation/evaluation-context.ts';
import type { ToggleCache, ToggleSet } from '../evaluation/toggle-cache.ts';
import type { PreparedToggle } from '../evaluation/toggle-definition.ts';

export type SingleResult = { status: 200; body: OfrepSuccess } | { status: 400 | 404; body: OfrepFailure };
export type BulkResult = { status: 200; body: OfrepBulkSuccess } | { status: 400; body: OfrepBulkFailure };

export type EvaluationOutcome = 'on' | 'off' | 'error';

/** OFREP evaluation of a customer's toggles from the in-memory cache (no database read once loaded). */
export class OfrepService {
  private readonly cache: ToggleCache;
  private readonly now: () => number;
  private readonly onEvaluated: (outcome: EvaluationOutcome) => void;

  constructor(cache: ToggleCache, now: () => number, onEvaluated: (outcome: EvaluationOutcome) => void = () => {}) {
    this.cache = cache;
    this.now = now;
    this.onEvaluated = onEvaluated;
  }

  /** Answers synchronously once the customer's toggles are in memory (the hot path): no promise per evaluation. */
  evaluate(customerId: string, key: string, context: OfrepContext | undefined): SingleResult | Promise<SingleResult> {
    const read = readEvaluationContext(context);
    if (!read.ok) return this.failed(400, { key, errorCode: 'INVALID_CONTEXT', errorDetails: read.details });
    const cached = this.cache.get(customerId);
    if (cached instanceof Promise) return cached.then((toggles) => this.evaluateIn(toggles, key, read.subject));
    return this.evaluateIn(cached, key, read.subject);
  }

  async evaluateAll(customerId: string, context: OfrepContext | undefined): Promise<BulkResult> {
    const read = readEvaluationContext(context);
    if (!read.ok) return { status: 400, body: { errorCode: 'INVALID_CONTEXT', errorDetails: read.details } };
    const toggles = await this.cache.get(customerId);
    const flags = [...toggles.values()].map((toggle) => this.toResponse(toggle, read.subject));
    return { status: 200, body: { flags } };
  }

  private evaluateIn(toggles: ToggleSet, key: string, subject: EvaluationSubject): SingleResult {
    const toggle = toggles.get(key);
    if (!toggle) return this.failed(404, { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag ${key} was not found` });
    const result = this.toResponse(toggle, subject);
    return 'errorCode' in result ? this.failed(400, result) : { status: 200, body: result };
  }

  private toResponse(toggle: PreparedToggle, subject: EvaluationSubject): OfrepSuccess | OfrepFailure {
    const evaluation: Evaluation = evaluateToggle(toggle, subject, this.now());
    if (!evaluation.ok) {
      this.onEvaluated('error');
      return { key: toggle.name, errorCode: evaluation.errorCode, errorDetails: evaluation.errorDetails };
    }
    this.onEvaluated(evaluation.variant);
    return {
      key: toggle.name,
      value: evaluation.value,
      reason: evaluation.reason,
      variant: evaluation.variant,
      metadata: { toggleType: toggle.type },
      // A SIMPLE toggle changes only by an edit; a DATE toggle flips by itself, the others depend on the context.
      cacheable: toggle.type === 'SIMPLE',
    };
  }

  private failed(status: 400 | 404, body: OfrepFailure): SingleResult {
    if (status === 404) this.onEvaluated('error');
    return { status, body };
  }
}
