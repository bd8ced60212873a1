import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { CompareChat } from '../../../features/compare-chat/components/compare-chat';

/** /compare-chat. This lazy route is the only importer of the Markdown renderer, so it loads only here. */
export function CompareChatPage() {
  const { t } = useTranslation('chat');
  return (
    <PlaceholderPage title={t('title')} text={t('lead')} description={t('description')}>
      <CompareChat />
    </PlaceholderPage>
  );
}
