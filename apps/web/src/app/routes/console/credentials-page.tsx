import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export type CredentialsMode = 'ab-cred' | 'ft-cred';

export function CredentialsPage({ mode }: { mode: CredentialsMode }) {
  const { t } = useTranslation();
  const key = mode === 'ab-cred' ? 'credentialsAb' : 'credentialsFt';
  return <PlaceholderPage title={t(`pages.${key}.title`)} text={t(`pages.${key}.text`)} />;
}
