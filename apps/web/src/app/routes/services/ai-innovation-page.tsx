import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AiInnovationPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.aiInnovation.title')} text={t('pages.aiInnovation.text')} />
  );
}
