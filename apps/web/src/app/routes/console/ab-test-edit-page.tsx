import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AbTestEditPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.abTestEdit.title')} text={t('pages.abTestEdit.text')} />
  );
}
