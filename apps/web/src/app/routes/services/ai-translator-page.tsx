import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AiTranslatorPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.aiTranslator.title')} text={t('pages.aiTranslator.text')} />
  );
}
