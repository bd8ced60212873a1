import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { DemoType } from '@app/contracts/abs-testing/demo';
import { demoSnippet, type DemoKey } from '../content/demo-snippets';
import { CodeBlock } from './code-block';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './demo-switcher.module.css';
import { siteOrigin } from '../../../lib/site-origin';

interface Demo {
  key: DemoKey;
  tryNow: string;
  learnMore: string;
  resultsType?: DemoType;
}

/** SPEC §2, §4: marketplace (default), parsing, mfa. */
const demos: Demo[] = [
  { key: 'marketplace', tryNow: '/marketplace', learnMore: '/ab-testing', resultsType: 'MARKET_PLACE_CHECKOUT' },
  { key: 'parsing', tryNow: '/cv-parsing', learnMore: '/document-parsing' },
  { key: 'mfa', tryNow: '/multi-factor', learnMore: '/ab-testing', resultsType: 'CLIENT_AUTHENTICATION' },
];

export function DemoSwitcher() {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const demo = demos[active]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: demos.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + demos.length) % demos.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const reset = async (type: DemoType) => {
    // Loaded on click: the API client's contract schemas stay out of the landing bundle.
    const { resetDemoResults } = await import('../api/reset-demo-results');
    await resetDemoResults(type);
    toast.success(t('demo.resetDone'));
  };

  return (
    <section id="demo" className={section.section} aria-labelledby="demo-title">
      <Reveal>
        <SectionHeading id="demo-title" eyebrow={t('demo.eyebrow')} title={t('demo.title')} text={t('demo.text')} />
        <div role="tablist" aria-label={t('demo.tablistLabel')} className={styles.tablist} onKeyDown={onKeyDown}>
          {demos.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`demo-tab-${item.key}`}
              aria-selected={index === active}
              aria-controls="demo-panel"
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
            >
              {t(`demo.items.${item.key}.label`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="demo-panel" aria-labelledby={`demo-tab-${demo.key}`} className={styles.panel}>
          <div className={styles.copy}>
            <h3 className={styles.title}>{t(`demo.items.${demo.key}.title`)}</h3>
            <p className={section.text}>{t(`demo.items.${demo.key}.text`)}</p>
            <div className={section.actions}>
              <Link to={demo.tryNow} className={section.primary}>
                {t('demo.tryNow')}
              </Link>
              <Link to={demo.learnMore} className={section.button}>
                {t('demo.learnMore')}
                <span className="visually-hidden">
                  {' '}
                  {t('demo.learnMoreTopic', { name: t(`demo.items.${demo.key}.label`) })}
                </span>
              </Link>
              {demo.resultsType && (
                <button
                  type="button"
                  className={`${section.button} ${styles.reset}`}
                  onClick={() => void reset(demo.resultsType!).catch(() => undefined)}
                >
                  {t('demo.reset')}
                </button>
              )}
            </div>
          </div>
          <CodeBlock code={demoSnippet(demo.key, siteOrigin())} language="bash" label={t('demo.snippetLabel')} />
        </div>
      </Reveal>
    </section>
  );
}
