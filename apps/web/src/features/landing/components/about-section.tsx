import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import styles from './landing-section.module.css';

interface AboutItem {
  title: string;
  text: string;
}

/** SPEC §1: the about section is titled "what you'll get". */
export function AboutSection() {
  const { t } = useTranslation('landing');
  const items = t('about.items', { returnObjects: true }) as AboutItem[];
  return (
    <section id="about" className={styles.section} aria-labelledby="about-title">
      <Reveal>
        <SectionHeading id="about-title" eyebrow={t('about.eyebrow')} title={t('about.title')} text={t('about.text')} />
        <ul className={`${styles.cards} ${styles.cardsFour}`}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
