import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './hero-section.module.css';

/** SPEC §1: Get started -> /register, Compare models -> /compare-chat (label 'Compare AI Models'). */
export function HeroSection() {
  const { t } = useTranslation('landing');
  const points = t('hero.points', { returnObjects: true }) as string[];
  return (
    <section id="home" className={styles.hero} aria-labelledby="hero-title">
      <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
      <h1 id="hero-title" className={styles.title}>
        {t('hero.title')}
      </h1>
      <p className={styles.text}>{t('hero.text')}</p>
      <div className={styles.actions}>
        <Link to="/register" className={styles.primary}>
          {t('hero.getStarted')}
        </Link>
        <Link to="/compare-chat" className={styles.secondary}>
          {t('hero.compareModels')}
        </Link>
      </div>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
