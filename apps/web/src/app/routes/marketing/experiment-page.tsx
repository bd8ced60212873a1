import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function ExperimentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PlaceholderPage title={t('pages.experiment.title')} text={t('pages.experiment.text')} />
      <Footer />
    </>
  );
}
