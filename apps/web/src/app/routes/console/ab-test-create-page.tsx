import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateAbTest } from '../../../features/ab-tests/api/use-ab-tests';
import { AbTestForm } from '../../../features/ab-tests/components/ab-test-form';
import { FormScreen } from '../../../features/ab-tests/components/form-screen';

export const AB_TESTS_PATH = '/login/manage-ab-test';

/** SPEC §2: the create screen; a successful create goes to /login/manage-ab-test (SPEC §4). */
export function AbTestCreatePage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const create = useCreateAbTest();
  useDocumentTitle(t('form.createTitle'), t('form.subtitle'));
  return (
    <FormScreen title={t('form.createTitle')} onBack={() => navigate(AB_TESTS_PATH)}>
      <AbTestForm
        wording="create"
        submitLabel={t('form.create')}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          navigate(AB_TESTS_PATH);
        }}
      />
    </FormScreen>
  );
}
