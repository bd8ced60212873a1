import {
  createAbTestRoute,
  deleteAbTestRoute,
  disableAbTestRoute,
  enableAbTestRoute,
  getAbTestRoute,
  listAbTestsRoute,
  updateAbTestRoute,
} from '@app/contracts/abs-testing/ab-test-routes';
import type { AbTestBody } from '@app/contracts/abs-testing/ab-test';
import { getAbTestResultsRoute, getMetricTimelineRoute } from '@app/contracts/abs-testing/results';
import { callApi } from '../../../lib/api-client';

export const abTestKeys = {
  all: ['ab-tests'] as const,
  detail: (name: string) => ['ab-tests', 'detail', name] as const,
  results: (name: string) => ['ab-tests', 'results', name] as const,
  timeline: (name: string, metric: string) => ['ab-tests', 'timeline', name, metric] as const,
};

// Toasts follow SPEC §8 through callApi: the server's messages are SPEC's wording.
export const fetchAbTests = (signal?: AbortSignal) => callApi(listAbTestsRoute, { signal });

export const fetchAbTest = (abTestName: string, signal?: AbortSignal) =>
  callApi(getAbTestRoute, { params: { abTestName }, signal });

export const fetchAbTestResults = (abTestName: string, signal?: AbortSignal) =>
  callApi(getAbTestResultsRoute, { params: { abTestName }, signal });

export const fetchMetricTimeline = (abTestName: string, metric: string, signal?: AbortSignal) =>
  callApi(getMetricTimelineRoute, { params: { abTestName }, query: { metric }, signal });

export const createAbTest = (body: AbTestBody) => callApi(createAbTestRoute, { body, overlay: true });

export const updateAbTest = (currentName: string, body: AbTestBody) =>
  callApi(updateAbTestRoute, { params: { abTestName: currentName }, body, overlay: true });

export const setAbTestEnabled = (abTestName: string, enabled: boolean) =>
  callApi(enabled ? enableAbTestRoute : disableAbTestRoute, { params: { abTestName }, overlay: true });

export const deleteAbTest = (abTestName: string) =>
  callApi(deleteAbTestRoute, { params: { abTestName }, overlay: true });
