import { notFound } from '../../../platform/errors.ts';
import { chooseVariant } from '../bucketing/bucketing.ts';
import { AB_TEST_NOT_FOUND, type AbTest } from '../tests/ab-test.ts';
import type { DefinitionSource } from '../tests/definition-cache.ts';
import type { AssignmentCache } from './assignment-cache.ts';
import type { AssignmentRepository } from './assignment.repository.ts';

export type AssignmentOutcome = 'remembered' | 'assigned' | 'not_enrolled' | 'disabled';

export interface AssignmentDeps {
  definitions: DefinitionSource;
  cache: AssignmentCache;
  repository: AssignmentRepository;
  /** Counts answers by where they came from (Prometheus, on /metrics). */
  count?: (outcome: AssignmentOutcome) => void;
}

/**
 * Hybrid assignment (ADR 030): the first answer comes from the published hash and is stored insert-if-absent; later
 * answers come from memory or the store, so editing the percentages never moves a user who has a variant.
 *
 *   disabled test                      -> null (ADR 032), nothing read or written
 *   answer in memory                   -> that answer
 *   stored before                      -> the stored variant
 *   hash lands outside the total       -> null, remembered for this revision of the split (ADR 031)
 *   otherwise                          -> the hashed variant, stored first (the first writer wins)
 */
export class AssignmentService {
  private readonly deps: AssignmentDeps;

  constructor(deps: AssignmentDeps) {
    this.deps = deps;
  }

  /** The user's variant, null when not enrolled; throws 404 for a test the customer does not have. */
  async getOrAssign(customerId: string, abTestName: string, userId: string): Promise<string | null> {
    const test = await this.deps.definitions.get(customerId, abTestName);
    if (!test) throw notFound(AB_TEST_NOT_FOUND);
    if (test.status !== 'ENABLED') {
      return this.answer('disabled', null);
    }
    const cached = this.deps.cache.get(test.id, userId);
    if (typeof cached === 'string') return this.answer('remembered', cached);
    if (cached?.revision === test.revision) return this.answer('not_enrolled', null);
    return this.lookUpOrAssign(test, userId);
  }

  private async lookUpOrAssign(test: AbTest, userId: string): Promise<string | null> {
    const { cache, repository } = this.deps;
    const stored = await repository.find(test.id, userId);
    if (stored !== null) {
      cache.remember(test.id, userId, stored);
      return this.answer('remembered', stored);
    }
    const chosen = chooseVariant(test.customerId, test.name, userId, test.variants);
    if (chosen === null) {
      cache.rememberNotEnrolled(test.id, test.revision, userId);
      return this.answer('not_enrolled', null);
    }
    const variant = await repository.insertIfAbsent({ testId: test.id, userId, variantName: chosen });
    cache.remember(test.id, userId, variant);
    return this.answer('assigned', variant);
  }

  private answer<T extends string | null>(outcome: AssignmentOutcome, variant: T): T {
    this.deps.count?.(outcome);
    return variant;
  }
}
