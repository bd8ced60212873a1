import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import styles from './landing-section.module.css';

/** SPEC §1: six cards — ready-to-use APIs, hands-on help, Cyber Essentials, AI-first, AI consulting, 24/7 support. */
const valueCards = [
  { key: 'apis', icon: '</>' },
  { key: 'help', icon: '⚙' },
  { key: 'cyber', icon: '✓' },
  { key: 'aiFirst', icon: 'AI' },
  { key: 'consulting', icon: '✦' },
  { key: 'support', icon: '24/7' },
] as const;

export function ValueSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="why" className={styles.section} aria-labelledby="value-title">
      <Reveal>
        <SectionHeading id="value-title" eyebrow={t('value.eyebrow')} title={t('value.title')} text={t('value.text')} />
        <ul className={styles.cards}>
          {valueCards.map((card) => (
            <li key={card.key} className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                {card.icon}
              </span>
              <h3 className={styles.cardTitle}>{t(`value.items.${card.key}.title`)}</h3>
              <p className={styles.text}>{t(`value.items.${card.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
