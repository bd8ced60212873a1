import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { PASSWORD_MIN_LENGTH } from '@app/contracts/customer/password-limits';
import { registerCustomer } from '../api/auth-api';
import { NewPasswordFields, isNewPasswordComplete } from './new-password-fields';
import { isPasswordTheEmail } from './password-rules';
import { TextField } from './text-field';
import styles from './auth.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** SPEC §2 Registration and §5: all five present and the passwords equal; customer type is always FREE. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  // The password the server last refused on its own list (the toast says why; the rule under the field shows it too).
  const [refusedPassword, setRefusedPassword] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const setValue = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const canSubmit =
    Object.values(form).every((v) => v !== '') && isNewPasswordComplete(form.password, form.confirmPassword);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await registerCustomer({ ...form, email: form.email.trim(), customerTypeDto: 'FREE' });
      navigate('/login');
    } catch (error) {
      // The client showed the server's message. A password refusal that the rules checked here cannot explain is the
      // common-password list, the one rule only the server checks.
      const refused = error instanceof ApiError && error.validationErrors.some((item) => item.field === 'password');
      const locallyValid =
        form.password.length >= PASSWORD_MIN_LENGTH && !isPasswordTheEmail(form.password, form.email);
      if (refused && locallyValid) setRefusedPassword(form.password);
    }
  }

  return (
    <>
      <h2 className={styles.formTitle}>{t('register.formTitle')}</h2>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.row}>
          <TextField
            label={t('register.firstName')}
            autoComplete="given-name"
            maxLength={100}
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="family-name"
            maxLength={100}
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <NewPasswordFields
          passwordLabel={t('register.password')}
          confirmLabel={t('register.confirmPassword')}
          password={form.password}
          confirmPassword={form.confirmPassword}
          email={form.email}
          onPasswordChange={setValue('password')}
          onConfirmChange={setValue('confirmPassword')}
          refusedAsCommon={refusedPassword !== null && refusedPassword === form.password}
        />
        <button type="submit" className={styles.primary} disabled={!canSubmit}>
          {t('register.submit')}
        </button>
      </form>
      <p className={styles.muted}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </>
  );
}
