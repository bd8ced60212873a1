import { randomUUID } from 'node:crypto';
import type { AccessCodeDemo, DemoResult, DemoType, MarketplaceDemo } from '@app/contracts/abs-testing/demo';
import { serviceUnavailable } from '../../../platform/errors.ts';
import type { AssignmentService } from '../assignment/assignment.service.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import type { DefinitionCache } from '../tests/definition-cache.ts';
import type { AbTest } from '../tests/ab-test.ts';
import { accessCodeAnswer, marketplaceAnswer } from './demo-answers.ts';
import { BREAKDOWN_LIMIT, DEMO_CUSTOMER_ID, DEMO_TEST_NAME } from './demo-catalog.ts';

/** The public demos: each preview enrols a fresh demo user through the real assignment path. */
export class DemoService {
  private readonly definitions: DefinitionCache;
  private readonly assignments: AssignmentService;
  private readonly results: ResultsRepository;

  constructor(deps: { definitions: DefinitionCache; assignments: AssignmentService; results: ResultsRepository }) {
    this.definitions = deps.definitions;
    this.assignments = deps.assignments;
    this.results = deps.results;
  }

  async marketplace(): Promise<MarketplaceDemo> {
    return marketplaceAnswer(await this.assignFreshUser('MARKET_PLACE_CHECKOUT'));
  }

  async accessCode(): Promise<AccessCodeDemo> {
    return accessCodeAnswer(await this.assignFreshUser('CLIENT_AUTHENTICATION'));
  }

  async resultOf(type: DemoType): Promise<DemoResult> {
    const test = await this.demoTest(type);
    const [counts, latest] = await Promise.all([
      this.results.countByVariant(test.id),
      this.results.latest(test.id, BREAKDOWN_LIMIT),
    ]);
    return {
      abTestResponseDto: { abTestName: test.name, variantDtoList: test.variants },
      abTestDataCountDtoList: counts.map((c) => ({ variant: c.variantName, count: c.count })),
      abTestDataResponseDtoList: latest.map((a) => ({ variant: a.variantName, userId: a.userId })),
    };
  }

  async reset(type: DemoType): Promise<void> {
    await this.results.deleteAll((await this.demoTest(type)).id);
  }

  private async assignFreshUser(type: DemoType): Promise<string | null> {
    const result = await this.assignments.getOrAssign(DEMO_CUSTOMER_ID, DEMO_TEST_NAME[type], randomUUID());
    return result.variantName;
  }

  private async demoTest(type: DemoType): Promise<AbTest> {
    const test = await this.definitions.get(DEMO_CUSTOMER_ID, DEMO_TEST_NAME[type]);
    // Seeded by a migration; missing only if someone removed it by hand.
    if (!test) throw serviceUnavailable('The demo is not available right now');
    return test;
  }
}
