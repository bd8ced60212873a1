import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login.title'), t('pages.login.description'));
  return <PlaceholderPage title={t('pages.login.heading')} text={t('pages.login.text')} description={t('pages.login.description')} />;
}
