import type { AbTestStatus } from '@app/contracts/abs-testing/ab-test';
import type { WeightedVariant } from '../bucketing/bucketing.ts';

/** The domain view of one A/B test, as the repository maps it from its row. */
export interface AbTest {
  id: string;
  customerId: string;
  name: string;
  status: AbTestStatus;
  variants: WeightedVariant[];
  revision: number;
}

export interface AbTestWrite {
  name: string;
  variants: WeightedVariant[];
}
