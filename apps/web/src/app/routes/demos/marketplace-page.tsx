import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function MarketplacePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.marketplace.title')} text={t('pages.marketplace.text')} />
  );
}
