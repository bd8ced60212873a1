import type { ToggleBodies, ToggleDetail, ToggleListItem, ToggleType } from '@app/contracts/feature-toggle/toggle';
import { toggleTypeLabel } from '@app/contracts/feature-toggle/toggle';
import type { ToggleDefinition, ToggleStateSummary } from '../evaluation/toggle-definition.ts';

/** Maps contract bodies to domain definitions and back (STYLE.md habit 5: the domain never sees transport types). */
export function bodyToDefinition(type: ToggleType, body: ToggleBodies[ToggleType]): ToggleDefinition {
  const name = body.toggleName;
  switch (type) {
    case 'SIMPLE':
      return { name, type, enabled: (body as ToggleBodies['SIMPLE']).enabled };
    case 'DATE':
      return { name, type, date: new Date((body as ToggleBodies['DATE']).toggleDate) };
    case 'VARIABLE':
      return { name, type, variables: (body as ToggleBodies['VARIABLE']).variables };
    case 'PATTERN':
      return { name, type, pattern: (body as ToggleBodies['PATTERN']).togglePattern };
  }
}

type ScalarDefinition = Exclude<ToggleDefinition, { type: 'VARIABLE' }>;

/** The kinds whose value the list and the detail answer alike. */
function scalarToDetail(toggle: ScalarDefinition): Exclude<ToggleDetail, { toggleType: 'VARIABLE' }> {
  const toggleName = toggle.name;
  switch (toggle.type) {
    case 'SIMPLE':
      return { toggleName, toggleType: 'SIMPLE', enabled: toggle.enabled };
    case 'DATE':
      return { toggleName, toggleType: 'DATE', toggleDate: toggle.date.toISOString() };
    case 'PATTERN':
      return { toggleName, toggleType: 'PATTERN', togglePattern: toggle.pattern };
  }
}

export function definitionToDetail(toggle: ToggleDefinition): ToggleDetail {
  if (toggle.type !== 'VARIABLE') return scalarToDetail(toggle);
  return { toggleName: toggle.name, toggleType: 'VARIABLE', variables: toggle.variables };
}

/** A list row: SPEC's toggleName and toggleType, then the state the console's State column shows. */
export function summaryToListItem(toggle: ToggleStateSummary): ToggleListItem {
  if (toggle.type !== 'VARIABLE') return scalarToDetail(toggle);
  const { variableCount, firstVariables } = toggle;
  return { toggleName: toggle.name, toggleType: 'VARIABLE', variableCount, firstVariables };
}

/** The messages SPEC.md §7 gives, spelling included ('Upadted'). */
export const toggleMessages = {
  created: (type: ToggleType) => `${toggleTypeLabel(type)} Toggle created successfully!`,
  updated: (type: ToggleType) => `${toggleTypeLabel(type)} Toggle Upadted successfully!`,
  deleted: (type: ToggleType) => `${toggleTypeLabel(type)} Toggle deleted successfully!`,
};
