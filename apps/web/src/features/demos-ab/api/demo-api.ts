import {
  accessCodeDemoRoute,
  demoResetRoute,
  demoResultRoute,
  marketplaceDemoRoute,
  marketplacePurchaseRoute,
  type DemoType,
} from '@app/contracts/abs-testing/demo';
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

/** The latest previewed user buys; false when there was no preview (the server keeps the visitor in a cookie). */
export async function purchaseMarketplace(): Promise<boolean> {
  try {
    await callApi(marketplacePurchaseRoute, { showErrorToast: false, showSuccessToast: false });
    return true;
  } catch {
    return false;
  }
}
