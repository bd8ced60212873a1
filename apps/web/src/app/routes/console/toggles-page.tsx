import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function TogglesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.toggles.title')} text={t('pages.toggles.text')} />
  );
}
