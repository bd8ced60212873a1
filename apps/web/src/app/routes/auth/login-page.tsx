import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuthTokens } from '@app/contracts/customer/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { VerificationOverlay } from '../../../features/auth/components/verification-overlay';
import { ForgotPasswordDialog } from '../../../features/auth/components/forgot-password-dialog';
import { ResetPasswordDialog } from '../../../features/auth/components/reset-password-dialog';

/** SPEC §2 Login screen and dialogs; `?show-reset-password=true&token=…` opens the reset dialog (ARCHITECTURE §4). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'), t('login.documentDescription'));
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<{ accessCode: string; email: string } | null>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const isResetOpen = searchParams.get('show-reset-password') === 'true';
  const closeReset = () => navigate('/login', { replace: true });

  function onVerified(tokens: AuthTokens) {
    startSession(tokens);
    navigate('/login/manage-ab-test');
  }

  return (
    <AuthLayout
      panelTitle={t('login.panelTitle')}
      panelText={t('login.panelText')}
      points={t('login.panelPoints', { returnObjects: true }) as string[]}
    >
      <LoginForm
        onChallenge={(accessCode, email) => setChallenge({ accessCode, email })}
        onForgotPassword={() => setIsForgotOpen(true)}
      />
      {challenge && (
        <VerificationOverlay
          accessCode={challenge.accessCode}
          email={challenge.email}
          onVerified={onVerified}
          onBack={() => setChallenge(null)}
        />
      )}
      {isForgotOpen && <ForgotPasswordDialog onClose={() => setIsForgotOpen(false)} />}
      {isResetOpen && (
        <ResetPasswordDialog
          key={searchParams.get('token') ?? ''}
          initialToken={searchParams.get('token') ?? ''}
          onClose={closeReset}
          onDone={closeReset}
        />
      )}
    </AuthLayout>
  );
}
