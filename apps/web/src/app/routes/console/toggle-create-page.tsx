import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function ToggleCreatePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.toggleCreate.title')} text={t('pages.toggleCreate.text')} />
  );
}
