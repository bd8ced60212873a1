import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOGGLE_TYPES, type ToggleSummary } from '@app/contracts/feature-toggle/toggle';
import { useDeleteToggle, useToggles } from '../../../features/toggles/api/use-toggles';
import { useToggleStream } from '../../../features/toggles/hooks/use-toggle-stream';
import { TogglesTable } from '../../../features/toggles/components/toggles-table';
import { EditTogglePanel } from '../../../features/toggles/components/edit-toggle-panel';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { ConsoleListPage } from '../../../components/ui/console-list-page';
import { styles } from '../../../features/toggles/components/toggles-styles';

/** SPEC §2 Admin: feature toggles — the list under /login/manage-feature-toggle (index). */
export function TogglesPage() {
  const { t } = useTranslation('toggle');
  const navigate = useNavigate();
  const list = useToggles();
  const remove = useDeleteToggle();
  const [editing, setEditing] = useState<ToggleSummary | null>(null);
  const [deleting, setDeleting] = useState<ToggleSummary | null>(null);
  useToggleStream();

  return (
    <ConsoleListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          {TOGGLE_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.primaryButton}
              onClick={() => navigate('create-toggles', { state: { toggleType: type } })}
            >
              {t(`list.create.${type}`)}
            </button>
          ))}
          <button type="button" className={styles.secondaryButton} onClick={() => navigate('ft-cred')}>
            {t('list.credentials')}
          </button>
        </>
      }
      list={list}
      loadingText={t('list.loading')}
      loadErrorText={t('list.loadError')}
      renderList={(data) => <TogglesTable toggles={data.toggles} onEdit={setEditing} onDelete={setDeleting} />}
    >
      {editing && (
        <EditTogglePanel
          key={`${editing.toggleType}:${editing.toggleName}`}
          toggle={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        namespace="toggle"
        name={deleting?.toggleName ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ type: deleting.toggleType, name: deleting.toggleName });
          setDeleting(null);
        }}
      />
    </ConsoleListPage>
  );
}
