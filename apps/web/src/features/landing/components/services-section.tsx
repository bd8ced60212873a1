import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import styles from './landing-section.module.css';

/** SPEC §1: five cards — compare, parsing, consulting, A/B test, toggle. */
const serviceCards = [
  { key: 'compare', to: '/compare-chat', icon: '⇄' },
  { key: 'parsing', to: '/document-parsing', icon: '{ }' },
  { key: 'consulting', to: '/ai-innovation', icon: '✦' },
  { key: 'abTest', to: '/ab-testing', icon: 'A/B' },
  { key: 'toggle', to: '/feature-toggle', icon: '⏻' },
] as const;

export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="services" className={styles.section} aria-labelledby="services-title">
      <Reveal>
        <SectionHeading id="services-title" eyebrow={t('services.eyebrow')} title={t('services.title')} text={t('services.text')} />
        <ul className={styles.cards}>
          {serviceCards.map((card) => {
            const name = t(`services.items.${card.key}.title`);
            return (
              <li key={card.key} className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {card.icon}
                </span>
                <h3 className={styles.cardTitle}>{name}</h3>
                <p className={styles.text}>{t(`services.items.${card.key}.text`)}</p>
                <Link to={card.to} className={styles.cardLink} aria-label={t('services.learnMoreAbout', { name })}>
                  {t('services.learnMore')} →
                </Link>
              </li>
            );
          })}
        </ul>
      </Reveal>
    </section>
  );
}
