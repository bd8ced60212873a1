import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

/** A password field with a show/hide toggle (SPEC §2 reset dialog; used on every password input). */
export function PasswordInput({ label, ...inputProps }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input id={id} className={styles.input} type={isVisible ? 'text' : 'password'} {...inputProps} />
        <button
          type="button"
          className={styles.toggle}
          aria-label={isVisible ? t('password.hide') : t('password.show')}
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? t('password.hideShort') : t('password.showShort')}
        </button>
      </div>
    </div>
  );
}
