import { NAME_PATTERN } from '@app/contracts/common/names';
import type { ToggleBodies, ToggleDetail, ToggleType } from '@app/contracts/feature-toggle/toggle';

/** What the create and edit forms hold; one shape for the four kinds, only the kind's own field is used. */
export interface ToggleFormValues {
  toggleName: string;
  enabled: boolean;
  toggleDate: Date | null;
  variables: string[];
  togglePattern: string;
}

export type ToggleFormErrors = Partial<Record<'toggleName' | 'toggleDate' | 'variables' | 'togglePattern', true>>;

export const emptyToggleForm = (): ToggleFormValues => ({
  toggleName: '',
  enabled: true,
  toggleDate: null,
  variables: [''],
  togglePattern: '',
});

export function formFromDetail(detail: ToggleDetail): ToggleFormValues {
  const values = { ...emptyToggleForm(), toggleName: detail.toggleName };
  switch (detail.toggleType) {
    case 'SIMPLE':
      return { ...values, enabled: detail.enabled };
    case 'DATE':
      return { ...values, toggleDate: new Date(detail.toggleDate) };
    case 'VARIABLE':
      return { ...values, variables: detail.variables.length > 0 ? detail.variables : [''] };
    case 'PATTERN':
      return { ...values, togglePattern: detail.togglePattern };
  }
}

export const isValidToggleName = (name: string) => NAME_PATTERN.test(name);

/** SPEC §5: toggle names are forced to uppercase as typed. */
export const toUpperName = (typed: string) => typed.toUpperCase();

export function validateToggleForm(type: ToggleType, values: ToggleFormValues, dateInvalid: boolean): ToggleFormErrors {
  const errors: ToggleFormErrors = {};
  if (!isValidToggleName(values.toggleName)) errors.toggleName = true;
  if (type === 'DATE' && (dateInvalid || !values.toggleDate || Number.isNaN(values.toggleDate.getTime())))
    errors.toggleDate = true;
  if (type === 'VARIABLE' && values.variables.every((v) => v.trim() === '')) errors.variables = true;
  if (type === 'PATTERN' && values.togglePattern.trim() === '') errors.togglePattern = true;
  return errors;
}

/** The request body of a kind; empty variable names are dropped when saving (SPEC §5). */
export function toToggleBody(type: ToggleType, values: ToggleFormValues): ToggleBodies[ToggleType] {
  const toggleName = values.toggleName;
  switch (type) {
    case 'SIMPLE':
      return { toggleName, enabled: values.enabled };
    case 'DATE':
      return { toggleName, toggleDate: values.toggleDate!.toISOString() };
    case 'VARIABLE':
      return { toggleName, variables: values.variables.map((v) => v.trim()).filter((v) => v !== '') };
    case 'PATTERN':
      return { toggleName, togglePattern: values.togglePattern };
  }
}

/** The picker's own text format: MM/dd/yyyy with a 12-hour time (SPEC §9); null when the text is not such a date. */
export function parsePickerText(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm]))?$/.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yyyy, hh, min, ampm] = match;
  const month = Number(mm) - 1;
  const day = Number(dd);
  let hours = hh === undefined ? 0 : Number(hh);
  const minutes = min === undefined ? 0 : Number(min);
  if (hh !== undefined && (hours < 1 || hours > 12 || minutes > 59)) return null;
  if (ampm) hours = (hours % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
  const date = new Date(Number(yyyy), month, day, hours, minutes);
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

/** A date as the picker writes it: MM/dd/yyyy h:mm AM/PM (SPEC §9). */
export function formatPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours() % 12 || 12;
  const ampm = date.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hours}:${pad(date.getMinutes())} ${ampm}`;
}

/** Dates before today are disabled in the picker; a value loaded for editing stays acceptable as it is. */
export function isSelectableDate(date: Date, today: Date, original: Date | null): boolean {
  if (original && date.getTime() === original.getTime()) return true;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() >= startOfToday.getTime();
}
