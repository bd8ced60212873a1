import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AbTestingPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.abTesting.title')} text={t('pages.abTesting.text')} />
  );
}
