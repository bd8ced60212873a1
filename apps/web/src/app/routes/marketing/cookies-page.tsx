import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function CookiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PlaceholderPage title={t('pages.cookies.title')} text={t('pages.cookies.text')} />
      <Footer />
    </>
  );
}
