import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToggleBodies, ToggleType } from '@app/contracts/feature-toggle/toggle';
import { createToggle, deleteToggle, fetchToggle, fetchToggles, toggleKeys, updateToggle } from './toggles-api';

/** SPEC §2: the list loads once on entry (and again after a change made here or announced by the stream). */
export function useToggles() {
  return useQuery({
    queryKey: toggleKeys.all,
    queryFn: ({ signal }) => fetchToggles(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** SPEC §4: current values load when the edit panel opens. */
export function useToggle(type: ToggleType, name: string) {
  return useQuery({
    queryKey: toggleKeys.detail(type, name),
    queryFn: ({ signal }) => fetchToggle(type, name, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: toggleKeys.all });
}

export function useCreateToggle() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ type, body }: { type: ToggleType; body: ToggleBodies[ToggleType] }) => createToggle(type, body),
    onSuccess: invalidate,
  });
}

export function useUpdateToggle() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({
      type,
      currentName,
      body,
    }: {
      type: ToggleType;
      currentName: string;
      body: ToggleBodies[ToggleType];
    }) => updateToggle(type, currentName, body),
    onSuccess: invalidate,
  });
}

export function useDeleteToggle() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ type, name }: { type: ToggleType; name: string }) => deleteToggle(type, name),
    onSuccess: invalidate,
  });
}
