import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSecretDto } from '@app/contracts/customer/credentials';
import { SECRETS_SHOWN } from '../credential-modes';
import { formatDateTime } from '../format-date-time';
import { DeleteSecretDialog } from './delete-secret-dialog';
import styles from './credentials.module.css';

interface SecretsTableProps {
  secrets: ClientSecretDto[];
  isLoading: boolean;
  isDeleting: boolean;
  onDelete: (secretId: string) => Promise<unknown>;
}

/** SPEC §2: # / Client Secret / Created / Action; the latest 5 only, newest first as the server sends them. */
export function SecretsTable({ secrets, isLoading, isDeleting, onDelete }: SecretsTableProps) {
  const { t } = useTranslation('credentials');
  const [pending, setPending] = useState<ClientSecretDto | null>(null);
  const shown = secrets.slice(0, SECRETS_SHOWN);

  const confirm = (secretId: string) => {
    onDelete(secretId).then(
      () => setPending(null),
      () => setPending(null),
    );
  };

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.number')}</th>
              <th scope="col">{t('table.secret')}</th>
              <th scope="col">{t('table.created')}</th>
              <th scope="col">{t('table.action')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={4} className={styles.emptyCell}>
                  {isLoading ? t('loading') : t('empty')}
                </td>
              </tr>
            ) : (
              shown.map((secret, index) => (
                <tr key={secret.secretId}>
                  <td>{index + 1}</td>
                  <td className={styles.mono}>{secret.secret}</td>
                  <td>
                    {formatDateTime(secret.createdDate)}
                    <span className={styles.subtle}>
                      {secret.lastUsedDate
                        ? t('table.lastUsed', { date: formatDateTime(secret.lastUsedDate) })
                        : t('table.neverUsed')}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.linkDanger}
                      onClick={() => setPending(secret)}
                      aria-label={t('table.deleteLabel', { secret: secret.secret })}
                    >
                      {t('table.delete')}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {secrets.length > SECRETS_SHOWN && (
        <p className={styles.note}>{t('showingLatest', { shown: SECRETS_SHOWN, total: secrets.length })}</p>
      )}
      <DeleteSecretDialog
        secret={pending}
        isDeleting={isDeleting}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
