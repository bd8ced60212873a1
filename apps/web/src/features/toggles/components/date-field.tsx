import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
// Imported here only: this module is lazy-loaded, so the picker's CSS ships with the toggle forms alone.
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker-theme.css';
import { useTranslation } from 'react-i18next';
import { isSelectableDate, parsePickerText } from '../lib/toggle-form';
import { styles } from './toggles-styles';

export interface DateFieldProps {
  value: Date | null;
  /** The value loaded for editing, which stays acceptable even when it lies in the past. */
  original: Date | null;
  invalid: boolean;
  showError: boolean;
  onChange: (date: Date | null, invalid: boolean) => void;
}

/** SPEC §2, §5, §9: a date picker in MM/dd/yyyy with 30-minute time steps; past days are disabled. */
export function DateField({ value, original, invalid, showError, onChange }: DateFieldProps) {
  const { t } = useTranslation('toggle');
  const id = useId();
  const today = new Date();
  const selectable = (date: Date) => isSelectableDate(date, today, original);
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    // Escape closes the open calendar only, not the edit panel around it.
    <div
      className={styles.field}
      onKeyDown={(event) => calendarOpen && event.key === 'Escape' && event.stopPropagation()}
    >
      <label htmlFor={id} className={styles.label}>
        {t('form.date')}
      </label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => {
          if (date && selectable(date)) onChange(date, false);
        }}
        onChangeRaw={(event) => {
          const target = event?.target;
          if (!(target instanceof HTMLInputElement)) return;
          const parsed = parsePickerText(target.value);
          onChange(
            parsed && selectable(parsed) ? parsed : value,
            target.value !== '' && !(parsed && selectable(parsed)),
          );
        }}
        onCalendarOpen={() => setCalendarOpen(true)}
        onCalendarClose={() => setCalendarOpen(false)}
        showTimeSelect
        timeIntervals={30}
        dateFormat="MM/dd/yyyy h:mm aa"
        placeholderText="MM/dd/yyyy"
        filterDate={(date) => selectable(new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59))}
        className={styles.input}
        aria-invalid={showError && invalid ? 'true' : 'false'}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.dateHint')}
      </p>
      {showError && invalid && (
        <p className={styles.errorText} role="alert">
          {t('form.dateInvalid')}
        </p>
      )}
    </div>
  );
}
