import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './faq-section.module.css';

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * SPEC §2, §4: an accordion of five questions; the first is open at the start, at most one is open, and
 * clicking the open one closes it. Native buttons give keyboard support; panels are regions named by them.
 */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <section id="faq" className={section.section} aria-labelledby="faq-title">
      <div className={styles.layout}>
        <div>
          <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} text={t('faq.text')} />
          <Link to="/" state={{ scrollTo: 'contact' }} className={section.primary}>
            {t('faq.connectUs')}
          </Link>
        </div>
        <div className={styles.list}>
          {items.map((item, index) => {
            const isOpen = openIndex === index;
            return (
              <div key={item.question} className={styles.item}>
                <h3 className={styles.heading}>
                  <button
                    type="button"
                    id={`faq-question-${index}`}
                    className={styles.question}
                    aria-expanded={isOpen}
                    aria-controls={`faq-answer-${index}`}
                    onClick={() => setOpenIndex(isOpen ? null : index)}
                  >
                    <span>{item.question}</span>
                    <span className={styles.icon} aria-hidden="true" />
                  </button>
                </h3>
                <div
                  id={`faq-answer-${index}`}
                  role="region"
                  aria-labelledby={`faq-question-${index}`}
                  className={styles.answer}
                  hidden={!isOpen}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
