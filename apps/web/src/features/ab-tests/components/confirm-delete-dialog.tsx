import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui/console.module.css';

interface ConfirmDeleteDialogProps {
  name: string | null;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/** Deleting drops every stored assignment, so it asks first; the native modal traps focus and closes on Escape. */
export function ConfirmDeleteDialog({ name, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('abtest');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (name && !element.open) element.showModal();
    if (!name && element.open) element.close();
  }, [name]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-ab-test-title" onClose={onCancel}>
      <h2 id="delete-ab-test-title" className={styles.dialogTitle}>
        {t('confirm.title')}
      </h2>
      <p className={styles.muted}>{t('confirm.text', { name: name ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={styles.dangerButton} onClick={() => name && onConfirm(name)}>
          {t('confirm.delete')}
        </button>
      </div>
    </dialog>
  );
}
