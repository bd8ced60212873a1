import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

interface ConfirmDeleteDialogProps {
  /** The object to delete; the dialog is open while it is set. */
  name: string | null;
  /** i18n namespace holding `confirm.title`, `confirm.text` ({{name}}), `confirm.cancel` and `confirm.delete`. */
  namespace: string;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/** Deletes are beyond SPEC and cannot be undone, so the console asks first (native modal: focus trap, Escape). */
export function ConfirmDeleteDialog({ name, namespace, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(namespace);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (name && !element.open) element.showModal();
    if (!name && element.open) element.close();
  }, [name]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      <h2 id={titleId} className={styles.dialogTitle}>
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
