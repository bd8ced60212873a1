import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './code-block';
import styles from './code-tabs.module.css';

export interface CodeSample {
  language: string;
  label: string;
  code: string;
}

/** The same call in several languages, as an ARIA tablist (arrow keys, Home and End move between tabs). */
export function CodeTabs({ samples }: { samples: CodeSample[] }) {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + samples.length) % samples.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: samples.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const sample = samples[active]!;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('code.languages')} className={styles.list} onKeyDown={onKeyDown}>
        {samples.map((item, index) => (
          <button
            key={item.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        <CodeBlock code={sample.code} language={sample.language} label={sample.label} />
      </div>
    </div>
  );
}
