import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AbTestCreatePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.abTestCreate.title')} text={t('pages.abTestCreate.text')} />
  );
}
