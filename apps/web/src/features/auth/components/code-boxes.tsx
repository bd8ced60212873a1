import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, fillFromPaste, toCodeChar } from '../lib/code-input';
import styles from './auth.module.css';

interface CodeBoxesProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/**
 * SPEC §2/§5: six single-character boxes, A-Z0-9 only, lowercase uppercased; typing advances, Backspace on an empty
 * box goes back, arrow keys move, paste fills from the pasted text with non-alphanumerics removed.
 */
export function CodeBoxes({ value, onChange }: CodeBoxesProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  function setChar(index: number, raw: string) {
    const char = toCodeChar(raw);
    if (raw !== '' && char === '') return;
    const next = [...value];
    next[index] = char;
    onChange(next);
    if (char && index < CODE_LENGTH - 1) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const next = fillFromPaste(event.clipboardData.getData('text'));
    onChange(next);
    const filled = next.filter(Boolean).length;
    focusBox(filled === 0 ? 0 : filled - 1);
  }

  return (
    <div className={styles.codeBoxes}>
      {value.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={styles.codeBox}
          value={char}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          spellCheck={false}
          aria-label={t('verify.boxLabel', { index: index + 1 })}
          onChange={(event) => setChar(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          onPaste={onPaste}
        />
      ))}
    </div>
  );
}
