import type { ToggleBodies, ToggleType } from '@app/contracts/feature-toggle/toggle';
import { toPathSegment } from '@app/contracts/feature-toggle/toggle';
import {
  createToggleRoutes,
  deleteToggleRoute,
  getToggleRoute,
  listTogglesRoute,
  updateToggleRoutes,
} from '@app/contracts/feature-toggle/toggle-routes';
import { callApi } from '../../../lib/api-client';

export const toggleKeys = {
  all: ['toggles'] as const,
  detail: (type: ToggleType, name: string) => ['toggles', 'detail', type, name] as const,
};

// Toasts follow SPEC §8 through callApi; the server's messages carry SPEC's wording ('… Upadted successfully!').
export const fetchToggles = (signal?: AbortSignal) => callApi(listTogglesRoute, { signal });

export const fetchToggle = (type: ToggleType, toggleName: string, signal?: AbortSignal) =>
  callApi(getToggleRoute, { params: { toggleType: toPathSegment(type), toggleName }, signal });

export const createToggle = (type: ToggleType, body: ToggleBodies[ToggleType]) =>
  callApi(createToggleRoutes[type], { body: body as never, overlay: true });

export const updateToggle = (type: ToggleType, currentName: string, body: ToggleBodies[ToggleType]) =>
  callApi(updateToggleRoutes[type], { params: { toggleName: currentName }, body: body as never, overlay: true });

export const deleteToggle = (type: ToggleType, toggleName: string) =>
  callApi(deleteToggleRoute, { params: { toggleType: toPathSegment(type), toggleName }, overlay: true });
