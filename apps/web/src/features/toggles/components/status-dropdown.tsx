import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styles } from './toggles-styles';

interface StatusDropdownProps {
  value: boolean;
  onChange: (enabled: boolean) => void;
}

const OPTIONS = [true, false] as const;

/** SPEC §2: a two-value Toggle Status dropdown, Enabled in green and Disabled in red, that closes on pick. */
export function StatusDropdown({ value, onChange }: StatusDropdownProps) {
  const { t } = useTranslation('toggle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(value ? 0 : 1);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const colour = (enabled: boolean) => ({ color: enabled ? 'var(--success)' : 'var(--danger)' });
  const label = (enabled: boolean) => t(enabled ? 'form.enabled' : 'form.disabled');

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const pick = (enabled: boolean) => {
    onChange(enabled);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        setActive(value ? 0 : 1);
        setOpen(true);
      }
      return;
    }
    if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setActive((i) => (i + 1) % 2);
    else if (event.key === 'Enter' || event.key === ' ') pick(OPTIONS[active]!);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {t('form.status')}
      </span>
      <div ref={root} className={styles.dropdown} onKeyDown={onKeyDown}>
        <button
          ref={button}
          type="button"
          className={styles.dropdownButton}
          style={colour(value)}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-activedescendant={open ? `${id}-option-${active}` : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <span id={`${id}-value`}>{label(value)}</span>
          <span aria-hidden="true">▾</span>
        </button>
        {open && (
          <ul id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} className={styles.options}>
            {OPTIONS.map((enabled, index) => (
              <li
                key={String(enabled)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={enabled === value}
                className={`${styles.option} ${index === active ? styles.activeOption : ''}`}
                style={colour(enabled)}
                onClick={() => pick(enabled)}
              >
                {label(enabled)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
