import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAbTests, useDeleteAbTest, useToggleAbTest } from '../../../features/ab-tests/api/use-ab-tests';
import { AbTestsTable } from '../../../features/ab-tests/components/ab-tests-table';
import { SlideInPanel } from '../../../components/ui/slide-in-panel';
import { EditAbTest } from '../../../features/ab-tests/components/edit-ab-test';
import { AbTestResults } from '../../../features/ab-tests/components/ab-test-results';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
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
  useDocumentTitle(t('list.title'), t('list.subtitle'));

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('list.title')}</h1>
          <p className={styles.subtitle}>{t('list.subtitle')}</p>
        </div>
        <div className={styles.buttons}>
          <button type="button" className={styles.primaryButton} onClick={() => navigate('create-ab-test')}>
            {t('list.create')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => navigate('ab-cred')}>
            {t('list.credentials')}
          </button>
        </div>
      </header>
      {list.isPending ? (
        <p className={styles.muted} role="status">
          …
        </p>
      ) : list.isError ? (
        <p className={styles.errorText} role="alert">
          {list.error.message || t('list.loadError')}
        </p>
      ) : (
        <AbTestsTable
          tests={list.data}
          onEdit={setEditing}
          onToggle={(name, enable) => toggle.mutate({ name, enabled: enable })}
          onResults={setResultsOf}
          onDelete={setDeleting}
        />
      )}
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
    </section>
  );
}
