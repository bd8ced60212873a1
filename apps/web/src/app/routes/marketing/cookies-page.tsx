import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './cookies-page.module.css';

interface PolicyBlock {
  heading: string;
  paragraphs: string[];
}

interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

/** SPEC §2 "Policy page": privacy policy, terms and conditions and cookies policy, effective May 2025. */
export function CookiesPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('meta.title'), t('meta.description'));
  const sections = t('sections', { returnObjects: true }) as PolicySection[];
  return (
    <>
      <article className={styles.page} aria-labelledby="policy-title">
        <header className={styles.header}>
          <h1 id="policy-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.effective}>{t('effective')}</p>
          <p className={styles.intro}>{t('intro')}</p>
        </header>
        <div className={styles.layout}>
          <nav aria-label={t('tocLabel')} className={styles.toc}>
            <p className={styles.tocTitle}>{t('tocLabel')}</p>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.body}>
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className={styles.section}
              >
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.blocks.map((block) => (
                  <div key={block.heading}>
                    <h3>{block.heading}</h3>
                    {block.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      </article>
      <Footer />
    </>
  );
}
