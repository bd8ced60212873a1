import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AiServicesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.aiServices.title')} text={t('pages.aiServices.text')} />
  );
}
