import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { styles } from './toggles-styles';

interface ConfirmDeleteDialogProps {
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting is beyond SPEC and makes every app fall back to its default, so it asks first (native modal dialog). */
export function ConfirmDeleteDialog({ name, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('toggle');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (name && !element.open) element.showModal();
    if (!name && element.open) element.close();
  }, [name]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-toggle-title" onClose={onCancel}>
      <h2 id="delete-toggle-title" className={styles.dialogTitle}>
        {t('confirm.title')}
      </h2>
      <p className={styles.muted}>{t('confirm.text', { name: name ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={styles.dangerButton} onClick={onConfirm}>
          {t('confirm.delete')}
        </button>
      </div>
    </dialog>
  );
}
