import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import type { CredentialsMode } from './credentials-page';

export function GenerateSecretPage({ mode }: { mode: CredentialsMode }) {
  const { t } = useTranslation();
  const owner = mode === 'ab-cred' ? t('pages.credentialsAb.title') : t('pages.credentialsFt.title');
  return <PlaceholderPage title={t('pages.generateSecret.title')} text={`${t('pages.generateSecret.text')} (${owner})`} />;
}
