import type { GetOrAssignResponse } from '@app/contracts/abs-testing/assignment';
import { notFound } from '../../../platform/errors.ts';
import { chooseVariant } from '../bucketing/bucketing.ts';
import type { AbTest } from '../tests/ab-test.ts';
import { AB_TEST_NOT_FOUND } from '../tests/ab-test.service.ts';
import type { DefinitionCache } from '../tests/definition-cache.ts';
import type { AssignmentCache } from './assignment-cache.ts';
import type { AssignmentRepository } from './assignment.repository.ts';
import type { AssignmentBatchWriter } from './batch-writer.ts';

// Marks "checked: not stored, outside the enrolled share" for one revision of the variants (ADR 031).
const NOT_ENROLLED = '\u0000';

export interface AssignmentDeps {
  definitions: DefinitionCache;
  cache: AssignmentCache;
  writer: AssignmentBatchWriter;
  repository: AssignmentRepository;
  /** Counts answers by where they came from (Prometheus, on /metrics). */
  count?: (outcome: AssignmentOutcome) => void;
}

export type AssignmentOutcome = 'remembered' | 'assigned' | 'not_enrolled' | 'disabled';

/**
 * Hybrid assignment (ADR 030): the first answer comes from the published hash, is stored insert-if-absent, and is
 * served from memory afterwards, so later edits of the percentages never move a user.
 */
export class AssignmentService {
  private readonly deps: AssignmentDeps;

  constructor(deps: AssignmentDeps) {
    this.deps = deps;
  }

  async getOrAssign(customerId: string, abTestName: string, userId: string): Promise<GetOrAssignResponse> {
    const test = await this.deps.definitions.get(customerId, abTestName);
    if (!test) throw notFound(AB_TEST_NOT_FOUND);
    // ADR 032: a disabled test enrols nobody and answers null, without touching stored assignments.
    if (test.status !== 'ENABLED') {
      this.deps.count?.('disabled');
      return { abTestName, userId, variantName: null };
    }
    return { abTestName, userId, variantName: await this.variantOf(test, userId) };
  }

  async variantOf(test: AbTest, userId: string): Promise<string | null> {
    const { cache } = this.deps;
    const cached = cache.get(test.id, userId);
    const notEnrolledMark = NOT_ENROLLED + test.revision;
    if (cached !== undefined && cached[0] !== NOT_ENROLLED) {
      this.deps.count?.('remembered');
      return cached;
    }
    if (cached === notEnrolledMark) {
      this.deps.count?.('not_enrolled');
      return null;
    }
    const chosen = chooseVariant(test.customerId, test.name, userId, test.variants);
    if (chosen === null) {
      // The user may have been assigned under earlier percentages; that answer stays.
      const stored = await this.deps.repository.findOne(test.id, userId);
      cache.set(test.id, userId, stored ?? notEnrolledMark);
      this.deps.count?.(stored === null ? 'not_enrolled' : 'remembered');
      return stored;
    }
    const stored = await this.deps.writer.write({ testId: test.id, userId, variantName: chosen });
    cache.set(test.id, userId, stored);
    this.deps.count?.('assigned');
    return stored;
  }
}
