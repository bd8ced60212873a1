import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '../lib/code-input';
import { resendCode, verifyCode } from '../api/auth-api';
import type { AuthTokens } from '@app/contracts/customer/session';
import { AuthDialog } from './auth-dialog';
import { CodeBoxes } from './code-boxes';
import styles from './auth.module.css';

interface VerificationOverlayProps {
  accessCode: string;
  email: string;
  onVerified: (tokens: AuthTokens) => void;
  onBack: () => void;
}

/** SPEC §2.2: shown after a successful password step; no completeness check before Verify (SPEC §5). */
export function VerificationOverlay({ accessCode, email, onVerified, onBack }: VerificationOverlayProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState<string[]>(() => Array(CODE_LENGTH).fill(''));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      onVerified(await verifyCode({ uuid: accessCode, token: code.join('') }));
    } catch {
      // The client already showed the server's message.
    }
  }

  async function onResend() {
    try {
      await resendCode(accessCode, t('verify.resent'));
      setCode(Array(CODE_LENGTH).fill(''));
    } catch {
      // Shown as a toast by the client.
    }
  }

  return (
    <AuthDialog titleId="verify-title" title={t('verify.title')} onClose={onBack}>
      <p className={styles.muted}>
        {t('verify.subtitle')} <span className={styles.email}>{email}</span>
      </p>
      <form className={styles.form} onSubmit={onSubmit}>
        <CodeBoxes value={code} onChange={setCode} />
        <button type="submit" className={styles.primary}>
          {t('verify.submit')}
        </button>
      </form>
      <p className={styles.muted}>
        {t('verify.resendPrompt')}{' '}
        <button type="button" className={styles.linkButton} onClick={onResend}>
          {t('verify.resend')}
        </button>
      </p>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('verify.back')}
      </button>
    </AuthDialog>
  );
}
