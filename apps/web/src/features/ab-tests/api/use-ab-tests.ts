import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbTestBody } from '@app/contracts/abs-testing/ab-test';
import {
  abTestKeys,
  createAbTest,
  deleteAbTest,
  fetchAbTest,
  fetchAbTestResults,
  fetchAbTests,
  fetchMetricTimeline,
  setAbTestEnabled,
  updateAbTest,
} from './ab-tests-api';

export function useAbTests() {
  return useQuery({ queryKey: abTestKeys.all, queryFn: ({ signal }) => fetchAbTests(signal), staleTime: 0 });
}

export function useAbTest(name: string | null) {
  return useQuery({
    queryKey: abTestKeys.detail(name ?? ''),
    queryFn: ({ signal }) => fetchAbTest(name!, signal),
    enabled: Boolean(name),
    staleTime: 0,
  });
}

export function useAbTestResults(name: string) {
  return useQuery({
    queryKey: abTestKeys.results(name),
    queryFn: ({ signal }) => fetchAbTestResults(name, signal),
    staleTime: 0,
  });
}

export function useMetricTimeline(name: string, metric: string) {
  return useQuery({
    queryKey: abTestKeys.timeline(name, metric),
    queryFn: ({ signal }) => fetchMetricTimeline(name, metric, signal),
    staleTime: 0,
  });
}

/** Every write reloads the list (SPEC §4: Enable/Disable flips it and the list reloads). */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: abTestKeys.all });
}

export function useCreateAbTest() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: AbTestBody) => createAbTest(body), onSuccess: invalidate });
}

export function useUpdateAbTest() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ currentName, body }: { currentName: string; body: AbTestBody }) => updateAbTest(currentName, body),
    onSuccess: invalidate,
  });
}

export function useToggleAbTest() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) => setAbTestEnabled(name, enabled),
    onSuccess: invalidate,
  });
}

export function useDeleteAbTest() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (name: string) => deleteAbTest(name), onSuccess: invalidate });
}
