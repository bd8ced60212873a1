import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/auth-api';
import { EMAIL_PATTERN } from '../lib/email-pattern';
import { AuthDialog } from './auth-dialog';
import { TextField } from './text-field';
import styles from './auth.module.css';

/** SPEC §2.3 and §5 (forgot-password e-mail); on 200 the field clears and the dialog closes (SPEC §4). */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast.info(t('forgot.emptyEmail'));
      return;
    }
    if (!EMAIL_PATTERN.test(trimmed)) {
      toast.error(t('forgot.invalidEmail'));
      return;
    }
    try {
      await requestPasswordReset(trimmed);
      setEmail('');
      onClose();
    } catch {
      // The client showed the server's message.
    }
  }

  return (
    <AuthDialog titleId="forgot-title" title={t('forgot.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p className={styles.muted}>{t('forgot.note')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('forgot.back')}
          </button>
          <button type="submit" className={styles.primary}>
            {t('forgot.submit')}
          </button>
        </div>
      </form>
    </AuthDialog>
  );
}
