import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.register.heading')} text={t('pages.register.text')} />
  );
}
