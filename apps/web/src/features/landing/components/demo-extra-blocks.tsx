import { useTranslation } from 'react-i18next';
import styles from './landing-section.module.css';

const blocks = ['how', 'integrate', 'secure'] as const;

/** SPEC §2: demo pages show three extra blocks under the demo itself. */
export function DemoExtraBlocks() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('nav.demo')}>
      <div className={styles.cards}>
        {blocks.map((block) => (
          <article key={block} className={styles.card}>
            <h2 className={styles.cardTitle}>{t(`sections.demoBlocks.${block}Title`)}</h2>
            <p className={styles.text}>{t(`sections.demoBlocks.${block}Text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
