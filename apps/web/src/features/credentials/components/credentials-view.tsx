import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { generatePathOf, serviceIdOf, type CredentialMode } from '../credential-modes';
import { useClientInfo } from '../hooks/use-client-info';
import { useDeleteSecret } from '../hooks/use-delete-secret';
import { CopyField } from './copy-field';
import { RotationGuidance } from './rotation-guidance';
import { SecretsTable } from './secrets-table';
import styles from './credentials.module.css';

/** SPEC §2 "Client credentials screens": client id, the latest secrets, rotation guidance, generate. */
export function CredentialsView({ mode }: { mode: CredentialMode }) {
  const { t } = useTranslation('credentials');
  const serviceId = serviceIdOf(mode);
  const title = t(`title.${mode}`);
  useDocumentTitle(title);
  const info = useClientInfo(serviceId);
  const remove = useDeleteSecret(serviceId);

  return (
    <section className={styles.panel} aria-labelledby="credentials-title">
      <h1 id="credentials-title" className={styles.title}>
        {title}
      </h1>
      <CopyField
        label={t('clientId')}
        value={info.data?.clientId ?? ''}
        copyLabel={t('copyClientId')}
        canCopy={Boolean(info.data)}
      />
      {info.isError && (
        <p className={styles.error} role="alert">
          {t('toast.fetchError')}
        </p>
      )}
      <h2 className={styles.sectionTitle}>{t('secretsTitle')}</h2>
      <SecretsTable
        secrets={info.data?.clientSecretDtoList ?? []}
        isLoading={info.isPending}
        isDeleting={remove.isPending}
        onDelete={(secretId) => remove.mutateAsync(secretId)}
      />
      <div className={styles.actions}>
        <Link to={generatePathOf(mode)} className={styles.primaryButton}>
          {t('generate')}
        </Link>
      </div>
      <RotationGuidance />
    </section>
  );
}
