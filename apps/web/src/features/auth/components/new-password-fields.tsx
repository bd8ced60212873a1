import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_INPUT_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/contracts/customer/password-limits';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';
import styles from './auth.module.css';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Registration: the server refuses a password equal to the e-mail address. */
  email?: string;
  /** The server refused the current password as a common one. */
  refusedAsCommon?: boolean;
}

/** A password chosen twice (SPEC §5 register and reset): the rules under the field, the mismatch message inline. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmPassword, email } = props;
  const { t } = useTranslation('auth');
  const rulesId = useId();
  const isMismatch = password !== '' && confirmPassword !== '' && password !== confirmPassword;
  return (
    <>
      <PasswordInput
        label={props.passwordLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        aria-describedby={rulesId}
        value={password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <PasswordRules
        id={rulesId}
        password={password}
        email={email}
        minLength={PASSWORD_MIN_LENGTH}
        refusedAsCommon={props.refusedAsCommon}
      />
      <PasswordInput
        label={props.confirmLabel}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => props.onConfirmChange(event.target.value)}
      />
      {isMismatch && (
        <p className={styles.error} role="alert">
          {t('password.mismatch')}
        </p>
      )}
    </>
  );
}

/** SPEC §5: both present and equal. */
export function isNewPasswordComplete(password: string, confirmPassword: string): boolean {
  return password !== '' && password === confirmPassword;
}
