import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function CvParsingPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.cvParsing.title')} text={t('pages.cvParsing.text')} />
  );
}
