import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function FeatureTogglePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.featureToggle.title')} text={t('pages.featureToggle.text')} />
  );
}
