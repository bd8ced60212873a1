import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSecretDto } from '@app/contracts/customer/credentials';
import styles from './credentials.module.css';

interface DeleteSecretDialogProps {
  secret: ClientSecretDto | null;
  isDeleting: boolean;
  onConfirm: (secretId: string) => void;
  onCancel: () => void;
}

/** Confirmation before a delete: the native modal dialog traps focus and closes on Escape. */
export function DeleteSecretDialog({ secret, isDeleting, onConfirm, onCancel }: DeleteSecretDialogProps) {
  const { t } = useTranslation('credentials');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (secret && !element.open) element.showModal();
    if (!secret && element.open) element.close();
  }, [secret]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-secret-title" onClose={onCancel}>
      <h2 id="delete-secret-title" className={styles.dialogTitle}>
        {t('confirm.title')}
      </h2>
      <p className={styles.muted}>{t('confirm.text', { secret: secret?.secret ?? '' })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button
          type="button"
          className={styles.dangerButton}
          disabled={isDeleting}
          onClick={() => secret && onConfirm(secret.secretId)}
        >
          {t('confirm.delete')}
        </button>
      </div>
    </dialog>
  );
}
