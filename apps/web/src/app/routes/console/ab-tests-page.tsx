import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbTests, useDeleteAbTest, useToggleAbTest } from '../../../features/ab-tests/api/use-ab-tests';
import { AbTestsTable } from '../../../features/ab-tests/components/ab-tests-table';
import { SlideInPanel } from '../../../components/ui/slide-in-panel';
import { EditAbTest } from '../../../features/ab-tests/components/edit-ab-test';
import { AbTestResults } from '../../../features/ab-tests/components/ab-test-results';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { ConsoleListPage } from '../../../components/ui/console-list-page';
import styles from '../../../components/ui/console.module.css';

/** SPEC §2 Admin: A/B tests — the list under /login/manage-ab-test (index). */
export function AbTestsPage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const list = useAbTests();
  const toggle = useToggleAbTest();
  const remove = useDeleteAbTest();
  const [editing, setEditing] = useState<string | null>(null);
  const [resultsOf, setResultsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <ConsoleListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          <button type="button" className={styles.primaryButton} onClick={() => navigate('create-ab-test')}>
            {t('list.create')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => navigate('ab-cred')}>
            {t('list.credentials')}
          </button>
        </>
      }
      list={list}
      loadingText="…"
      loadErrorText={t('list.loadError')}
      renderList={(tests) => (
        <AbTestsTable
          tests={tests}
          onEdit={setEditing}
          onToggle={(name, enable) => toggle.mutate({ name, enabled: enable })}
          onResults={setResultsOf}
          onDelete={setDeleting}
        />
      )}
    >
      {editing && (
        <SlideInPanel title={t('panel.editTitle')} onClose={() => setEditing(null)}>
          <p>
            <Link to={`edit-ab-test?name=${encodeURIComponent(editing)}`} state={{ abTestName: editing }}>
              {t('panel.openPage')}
            </Link>
          </p>
          <EditAbTest name={editing} wording="panel" onUpdated={() => setEditing(null)} />
        </SlideInPanel>
      )}
      {resultsOf && (
        <SlideInPanel title={t('panel.resultsTitle', { name: resultsOf })} onClose={() => setResultsOf(null)}>
          <p>
            <Link to={`ab-test-results?name=${encodeURIComponent(resultsOf)}`} state={{ abTestName: resultsOf }}>
              {t('panel.openResults')}
            </Link>
          </p>
          <AbTestResults name={resultsOf} />
        </SlideInPanel>
      )}
      <ConfirmDeleteDialog
        namespace="abtest"
        name={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(name) => {
          setDeleting(null);
          remove.mutate(name);
        }}
      />
    </ConsoleListPage>
  );
}
