// What other contexts may use of feature-toggle: types and narrow interfaces only.
export type { ToggleDefinition } from './evaluation/toggle-definition.ts';
