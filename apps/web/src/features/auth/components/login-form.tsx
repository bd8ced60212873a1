import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../api/auth-api';
import { PASSWORD_INPUT_MAX_LENGTH } from '@app/contracts/customer/password-limits';
import { AuthFooter } from './auth-footer';
import { PasswordInput } from './password-input';
import { TextField } from './text-field';
import styles from './auth.module.css';

interface LoginFormProps {
  onChallenge: (accessCode: string, email: string) => void;
  onForgotPassword: () => void;
}

/** SPEC §2.1 and §5: submit disabled unless both e-mail and password are present. */
export function LoginForm({ onChallenge, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = email !== '' && password !== '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      const { data } = await requestLogin({ username: email.trim(), password });
      onChallenge(data, email.trim());
    } catch {
      // The client showed the server's message.
    }
  }

  return (
    <>
      <h2 className={styles.formTitle}>{t('login.formTitle')}</h2>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </button>
        <button type="submit" className={styles.primary} disabled={!canSubmit}>
          {t('login.submit')}
        </button>
      </form>
      <AuthFooter />
    </>
  );
}
