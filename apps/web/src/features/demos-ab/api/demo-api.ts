import { accessCodeDemoRoute, demoResetRoute, demoResultRoute, marketplaceDemoRoute, type DemoType } from '@app/contracts/abs-testing/demo';
import { callApi } from '../../../lib/api-client';

// SPEC §8: a marketplace preview failure is logged only, with no user message.
export async function previewMarketplace() {
  try {
    return await callApi(marketplaceDemoRoute, { showErrorToast: false });
  } catch (error) {
    console.error('Marketplace preview failed', error);
    return null;
  }
}

export const previewAccessCode = (signal?: AbortSignal) => callApi(accessCodeDemoRoute, { signal });

export const fetchDemoResult = (type: DemoType, signal?: AbortSignal) =>
  callApi(demoResultRoute, { params: { type }, signal, overlay: true });

export const resetDemoResult = (type: DemoType) => callApi(demoResetRoute, { params: { type }, overlay: true });
