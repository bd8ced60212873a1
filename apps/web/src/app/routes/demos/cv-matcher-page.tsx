import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function CvMatcherPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.cvMatcher.title')} text={t('pages.cvMatcher.text')} />
  );
}
