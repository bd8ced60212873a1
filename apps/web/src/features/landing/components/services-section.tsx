import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import styles from './landing-section.module.css';

// Icons as SVG paths (24 x 24, stroked): a symbol character would depend on the visitor's fonts, and "⏻" has no glyph
// in common ones (it showed as a box).
const ICONS = {
  compare: 'M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4',
  parsing: 'M8 4H7a2 2 0 0 0-2 2v4l-2 2 2 2v4a2 2 0 0 0 2 2h1m8-16h1a2 2 0 0 1 2 2v4l2 2-2 2v4a2 2 0 0 1-2 2h-1',
  consulting: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z',
  abTest: 'M3 19 7.5 5 12 19M4.6 14h5.8M15 5h3.5a3.5 3.5 0 0 1 0 7H15zm0 7h4a3.5 3.5 0 0 1 0 7h-4z',
  toggle: 'M12 3v9m5.7-5.7a8 8 0 1 1-11.4 0',
} as const;

/** SPEC §1: five cards — compare, parsing, consulting, A/B test, toggle. */
const serviceCards = [
  { key: 'compare', to: '/compare-chat' },
  { key: 'parsing', to: '/document-parsing' },
  { key: 'consulting', to: '/ai-innovation' },
  { key: 'abTest', to: '/ab-testing' },
  { key: 'toggle', to: '/feature-toggle' },
] as const;

export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="services" className={styles.section} aria-labelledby="services-title">
      <Reveal>
        <SectionHeading
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          text={t('services.text')}
        />
        <ul className={styles.cards}>
          {serviceCards.map((card) => {
            const name = t(`services.items.${card.key}.title`);
            return (
              <li key={card.key} className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  <svg
                    viewBox="0 0 24 24"
                    width="22"
                    height="22"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={ICONS[card.key]} />
                  </svg>
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
