import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function DocumentParsingPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.documentParsing.title')} text={t('pages.documentParsing.text')} />
  );
}
