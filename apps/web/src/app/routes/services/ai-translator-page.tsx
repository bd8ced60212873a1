import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TranslatorPanel } from '../../../features/translator/components/translator-panel';
import styles from '../../../features/cv/components/cv.module.css';

/** SPEC §1/§2 /ai-translator: English-to-Chinese PDF translator, no file size limit. */
export function AiTranslatorPage() {
  const { t } = useTranslation('cv');
  useDocumentTitle(t('translator.title'), t('translator.lead'));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('translator.title')}</h1>
      <p className={styles.lead}>{t('translator.lead')}</p>
      <TranslatorPanel />
    </section>
  );
}
