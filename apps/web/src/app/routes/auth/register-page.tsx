import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';

/** SPEC §2 Registration screen; success shows the server's message and goes to /login (SPEC §4). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.documentTitle'), t('register.documentDescription'));
  return (
    <AuthLayout panelTitle={t('register.panelTitle')} panelText={t('register.panelText')}>
      <RegisterForm />
    </AuthLayout>
  );
}
