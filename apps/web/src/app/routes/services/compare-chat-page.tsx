import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function CompareChatPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.compareChat.title')} text={t('pages.compareChat.text')} />
  );
}
