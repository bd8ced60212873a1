import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function MultiFactorPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.multiFactor.title')} text={t('pages.multiFactor.text')} />
  );
}
