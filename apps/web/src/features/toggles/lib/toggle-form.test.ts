import { describe, expect, it } from 'vitest';
import {
  formFromDetail,
  isSelectableDate,
  parsePickerText,
  toToggleBody,
  validateToggleForm,
  emptyToggleForm,
} from './toggle-form';

describe('toggle form rules', () => {
  it('drops empty variable names when saving', () => {
    expect(
      toToggleBody('VARIABLE', { ...emptyToggleForm(), toggleName: 'V', variables: ['alice', ' ', '', 'BOB '] }),
    ).toEqual({
      toggleName: 'V',
      variables: ['alice', 'BOB'],
    });
  });

  it('sends dates as ISO 8601 UTC', () => {
    const date = new Date(Date.UTC(2031, 0, 2, 9, 30));
    expect(toToggleBody('DATE', { ...emptyToggleForm(), toggleName: 'D', toggleDate: date })).toEqual({
      toggleName: 'D',
      toggleDate: '2031-01-02T09:30:00.000Z',
    });
  });

  it('validates the name and the field of the kind only', () => {
    const values = { ...emptyToggleForm(), toggleName: 'BAD NAME', variables: [''] };
    expect(validateToggleForm('SIMPLE', values, false)).toEqual({ toggleName: true });
    expect(validateToggleForm('VARIABLE', { ...values, toggleName: 'OK_NAME' }, false)).toEqual({ variables: true });
    expect(validateToggleForm('DATE', { ...values, toggleName: 'OK' }, false)).toEqual({ toggleDate: true });
    expect(validateToggleForm('DATE', { ...values, toggleName: 'OK', toggleDate: new Date() }, true)).toEqual({
      toggleDate: true,
    });
    expect(validateToggleForm('PATTERN', { ...values, toggleName: 'OK', togglePattern: '^x' }, false)).toEqual({});
  });

  it('loads a detail into the form', () => {
    expect(formFromDetail({ toggleName: 'V', toggleType: 'VARIABLE', variables: [] }).variables).toEqual(['']);
    expect(formFromDetail({ toggleName: 'S', toggleType: 'SIMPLE', enabled: false }).enabled).toBe(false);
  });

  it('parses the picker format MM/dd/yyyy with a 12-hour time', () => {
    expect(parsePickerText('07/01/2031 9:30 PM')).toEqual(new Date(2031, 6, 1, 21, 30));
    expect(parsePickerText('07/01/2031 12:00 AM')).toEqual(new Date(2031, 6, 1, 0, 0));
    expect(parsePickerText('07/01/2031')).toEqual(new Date(2031, 6, 1));
    expect(parsePickerText('02/30/2031')).toBeNull();
    expect(parsePickerText('2031-07-01')).toBeNull();
    expect(parsePickerText('13/01/2031')).toBeNull();
    expect(parsePickerText('07/01/2031 13:00 PM')).toBeNull();
  });

  it('disables past days but keeps a loaded value', () => {
    const today = new Date(2031, 6, 10, 15, 0);
    expect(isSelectableDate(new Date(2031, 6, 10, 0, 30), today, null)).toBe(true);
    expect(isSelectableDate(new Date(2031, 6, 9, 23, 30), today, null)).toBe(false);
    const original = new Date(2020, 0, 1);
    expect(isSelectableDate(new Date(2020, 0, 1), today, original)).toBe(true);
  });
});
