import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AbTestsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.abTests.title')} text={t('pages.abTests.text')} />
  );
}
