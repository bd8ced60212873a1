import { demoResetRoute, type DemoType } from '@app/contracts/abs-testing/demo';
import { callApi } from '../../../lib/api-client';

/** Empties the counts and breakdown of a demo A/B test (SPEC §2 "Reset the results"). */
export async function resetDemoResults(type: DemoType): Promise<void> {
  await callApi(demoResetRoute, { params: { type }, overlay: true });
}
