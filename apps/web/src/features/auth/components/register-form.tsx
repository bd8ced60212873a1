import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_INPUT_MAX_LENGTH } from '@app/contracts/customer/password-limits';
import { registerCustomer } from '../api/auth-api';
import { PasswordInput } from './password-input';
import { TextField } from './text-field';
import styles from './auth.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** SPEC §2 Registration and §5: all five present and the passwords equal; customer type is always FREE. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const isMismatch = form.password !== '' && form.confirmPassword !== '' && form.password !== form.confirmPassword;
  const canSubmit = Object.values(form).every((v) => v !== '') && form.password === form.confirmPassword;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await registerCustomer({ ...form, email: form.email.trim(), customerTypeDto: 'FREE' });
      navigate('/login');
    } catch {
      // The client showed the server's message.
    }
  }

  return (
    <>
      <h2 className={styles.formTitle}>{t('register.formTitle')}</h2>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.row}>
          <TextField label={t('register.firstName')} autoComplete="given-name" maxLength={100} value={form.firstName} onChange={set('firstName')} />
          <TextField label={t('register.lastName')} autoComplete="family-name" maxLength={100} value={form.lastName} onChange={set('lastName')} />
        </div>
        <TextField label={t('register.email')} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        <PasswordInput label={t('register.password')} autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.password} onChange={set('password')} />
        <PasswordInput label={t('register.confirmPassword')} autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
        {isMismatch && <p className={styles.error} role="alert">{t('password.mismatch')}</p>}
        <button type="submit" className={styles.primary} disabled={!canSubmit}>{t('register.submit')}</button>
      </form>
      <p className={styles.muted}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </>
  );
}
