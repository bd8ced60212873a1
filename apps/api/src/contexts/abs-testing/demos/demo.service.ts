import { randomUUID } from 'node:crypto';
import type { DemoType } from '@app/contracts/abs-testing/demo';
import { badRequest, serviceUnavailable } from '../../../platform/errors.ts';
import type { TrackingService } from '../events/tracking.service.ts';
import type { AssignmentService } from '../assignment/assignment.service.ts';
import type { RecentAssignment, ResultsRepository, VariantAssignmentCount } from '../results/results.repository.ts';
import type { DefinitionSource } from '../tests/definition-cache.ts';
import type { AbTest } from '../tests/ab-test.ts';
import { accessCodeFor, checkoutFor, type AccessCode, type Checkout } from './demo-answers.ts';
import { BREAKDOWN_LIMIT, DEMO_CUSTOMER_ID, DEMO_TEST_NAME, PURCHASE_METRIC } from './demo-catalog.ts';

export interface VariantConversion {
  variantName: string;
  users: number;
  conversions: number;
  rate: number;
}

/** A demo test, its assigned users per variant, the latest users and, for the marketplace, its purchases. */
export interface DemoSummary {
  test: AbTest;
  counts: VariantAssignmentCount[];
  latest: RecentAssignment[];
  /** Empty for a demo that tracks no purchases. */
  conversions: VariantConversion[];
}

export interface DemoDeps {
  definitions: DefinitionSource;
  assignments: Pick<AssignmentService, 'getOrAssign'>;
  results: ResultsRepository;
  tracking: Pick<TrackingService, 'trackOne'>;
}

/** The public demos: each preview enrols a fresh demo user through the real assignment path. */
export class DemoService {
  private readonly deps: DemoDeps;

  constructor(deps: DemoDeps) {
    this.deps = deps;
  }

  /** The checkout, and the fresh demo user it was shown to (the visitor who may then buy). */
  async marketplace(): Promise<{ checkout: Checkout; userId: string }> {
    const { variant, userId } = await this.assignFreshUser('MARKET_PLACE_CHECKOUT');
    return { checkout: checkoutFor(variant), userId };
  }

  /** One purchase per visitor: the eventId makes a second click count no second conversion. */
  async purchase(userId: string | null): Promise<{ attributed: boolean }> {
    if (!userId) throw badRequest('Preview a checkout first: there is no demo visitor to buy');
    return this.deps.tracking.trackOne(DEMO_CUSTOMER_ID, {
      abTestName: DEMO_TEST_NAME.MARKET_PLACE_CHECKOUT,
      userId,
      metric: PURCHASE_METRIC,
      eventId: `purchase:${userId}`,
    });
  }

  async accessCode(): Promise<AccessCode> {
    return accessCodeFor((await this.assignFreshUser('CLIENT_AUTHENTICATION')).variant);
  }

  async summaryOf(type: DemoType): Promise<DemoSummary> {
    const test = await this.demoTest(type);
    const { results } = this.deps;
    const tracksPurchases = test.metrics.some((m) => m.name === PURCHASE_METRIC);
    const [counts, latest, sums] = await Promise.all([
      results.countByVariant(test.id),
      results.latest(test.id, BREAKDOWN_LIMIT),
      tracksPurchases ? results.metricSums(test.id) : [],
    ]);
    const purchases = new Map(
      sums.filter((s) => s.metric === PURCHASE_METRIC).map((s) => [s.variantName, s.usersConverted]),
    );
    const conversions = counts.map(({ variantName, count: users }) => {
      // Counters of different tables: never let a reset race make conversions exceed users.
      const converted = Math.min(users, purchases.get(variantName) ?? 0);
      return { variantName, users, conversions: converted, rate: converted / users };
    });
    return { test, counts, latest, conversions: tracksPurchases ? conversions : [] };
  }

  async reset(type: DemoType): Promise<void> {
    await this.deps.results.deleteAll((await this.demoTest(type)).id);
  }

  private async assignFreshUser(type: DemoType): Promise<{ variant: string | null; userId: string }> {
    const userId = randomUUID();
    return { variant: await this.deps.assignments.getOrAssign(DEMO_CUSTOMER_ID, DEMO_TEST_NAME[type], userId), userId };
  }

  private async demoTest(type: DemoType): Promise<AbTest> {
    const test = await this.deps.definitions.get(DEMO_CUSTOMER_ID, DEMO_TEST_NAME[type]);
    // Seeded by a migration; missing only if someone removed it by hand.
    if (!test) throw serviceUnavailable('The demo is not available right now');
    return test;
  }
}
