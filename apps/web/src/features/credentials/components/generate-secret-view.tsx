import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { credentialsPathOf, serviceIdOf, type CredentialMode } from '../credential-modes';
import { useGenerateSecretOnce } from '../hooks/use-generate-secret-once';
import { CopyField } from './copy-field';
import styles from './credentials.module.css';

/** SPEC §2 generate screen: one secret generated on entry, shown once, read-only, with a copy action. */
export function GenerateSecretView({ mode }: { mode: CredentialMode }) {
  const { t } = useTranslation('credentials');
  const navigate = useNavigate();
  const state = useGenerateSecretOnce(serviceIdOf(mode));
  useDocumentTitle(t('generateTitle'));

  const value = state.status === 'done' ? state.secret : state.status === 'error' ? t('secretError') : t('generating');
  return (
    <section className={styles.panel} aria-labelledby="generate-title">
      <p className={styles.eyebrow}>{t(`title.${mode}`)}</p>
      <h1 id="generate-title" className={styles.title}>
        {t('generateTitle')}
      </h1>
      <CopyField
        label={t('clientSecret')}
        value={value}
        copyLabel={t('copyClientSecret')}
        canCopy={state.status === 'done'}
      />
      {state.status === 'done' && <p className={styles.warning}>{t('shownOnce')}</p>}
      {state.status === 'error' && state.reason && (
        <p className={styles.error} role="alert">
          {state.reason}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={() => navigate(credentialsPathOf(mode))}>
          {t('back')}
        </button>
      </div>
    </section>
  );
}
