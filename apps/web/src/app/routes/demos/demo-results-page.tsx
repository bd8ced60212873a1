import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function DemoResultsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.demoResults.title')} text={t('pages.demoResults.text')} />
  );
}
