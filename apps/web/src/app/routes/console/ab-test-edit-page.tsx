import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EditAbTest } from '../../../features/ab-tests/components/edit-ab-test';
import { FormScreen } from '../../../features/ab-tests/components/form-screen';
import styles from '../../../components/ui/console.module.css';
import { AB_TESTS_PATH } from './ab-test-create-page';

/** The create form in edit mode; the test comes from navigation state `{ abTestName }` or `?name=`. */
export function AbTestEditPage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const fromState = (location.state as { abTestName?: unknown } | null)?.abTestName;
  const name = typeof fromState === 'string' ? fromState : search.get('name');
  useDocumentTitle(t('form.editTitle'), t('form.subtitle'));
  return (
    <FormScreen title={t('form.editTitle')} onBack={() => navigate(AB_TESTS_PATH)}>
      {name ? (
        <EditAbTest name={name} wording="create" onUpdated={() => navigate(AB_TESTS_PATH)} />
      ) : (
        <p className={styles.muted}>
          {t('form.missingName')} <Link to={AB_TESTS_PATH}>{t('form.backToList')}</Link>
        </p>
      )}
    </FormScreen>
  );
}
