import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import { evaluateToggle, type Evaluation, type EvaluationSubject } from './evaluate-toggle.ts';
import type { ToggleCache } from './toggle-cache.ts';
import type { PreparedToggle } from './toggle-definition.ts';

export type FlagResult =
  { found: true; key: string; type: ToggleType; evaluation: Evaluation } | { found: false; key: string };

export type EvaluationOutcome = 'on' | 'off' | 'error';

/** Evaluates a customer's flags from memory (ADR 042): no database read once their toggles are loaded. */
export class FlagEvaluationService {
  private readonly cache: ToggleCache;
  private readonly now: () => number;
  private readonly count: (outcome: EvaluationOutcome) => void;

  constructor(deps: { cache: ToggleCache; now: () => number; count?: (outcome: EvaluationOutcome) => void }) {
    this.cache = deps.cache;
    this.now = deps.now;
    this.count = deps.count ?? (() => {});
  }

  async evaluate(customerId: string, key: string, subject: EvaluationSubject): Promise<FlagResult> {
    const toggle = (await this.cache.get(customerId)).get(key);
    if (!toggle) {
      this.count('error');
      return { found: false, key };
    }
    return this.evaluateOne(toggle, subject);
  }

  async evaluateAll(customerId: string, subject: EvaluationSubject): Promise<FlagResult[]> {
    const toggles = await this.cache.get(customerId);
    return [...toggles.values()].map((toggle) => this.evaluateOne(toggle, subject));
  }

  private evaluateOne(toggle: PreparedToggle, subject: EvaluationSubject): FlagResult {
    const evaluation = evaluateToggle(toggle, subject, this.now());
    this.count(evaluation.ok ? evaluation.variant : 'error');
    return { found: true, key: toggle.name, type: toggle.type, evaluation };
  }
}
