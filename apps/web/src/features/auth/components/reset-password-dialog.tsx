import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../api/auth-api';
import { AuthDialog } from './auth-dialog';
import { AuthFooter } from './auth-footer';
import { NewPasswordFields, isNewPasswordComplete } from './new-password-fields';
import { TextField } from './text-field';
import styles from './auth.module.css';

interface ResetPasswordDialogProps {
  initialToken: string;
  onClose: () => void;
  onDone: () => void;
}

/** SPEC §2.4 and §5 (reset password): Reset stays disabled while a field is empty or the two differ. */
export function ResetPasswordDialog({ initialToken, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const canSubmit = isNewPasswordComplete(password, confirmPassword);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await resetPassword({ resetPasswordToken: token.trim(), password, confirmPassword }, t('reset.success'));
      setToken('');
      setPassword('');
      setConfirmPassword('');
      onDone();
    } catch {
      // The client showed the server's message.
    }
  }

  return (
    <AuthDialog titleId="reset-title" title={t('reset.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          label={t('reset.accessCode')}
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        <NewPasswordFields
          passwordLabel={t('reset.password')}
          confirmLabel={t('reset.confirmPassword')}
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirmPassword}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('reset.back')}
          </button>
          <button type="submit" className={styles.primary} disabled={!canSubmit}>
            {t('reset.submit')}
          </button>
        </div>
      </form>
      <AuthFooter onNavigate={onClose} />
    </AuthDialog>
  );
}
