import { useTranslation } from 'react-i18next';
import type { ToggleSummary } from '@app/contracts/feature-toggle/toggle';
import { useToggle, useUpdateToggle } from '../api/use-toggles';
import { formFromDetail, toToggleBody } from '../lib/toggle-form';
import { SlideInPanel } from '../../../components/ui/slide-in-panel';
import { ToggleForm } from './toggle-form';
import { styles } from './toggles-styles';

interface EditTogglePanelProps {
  toggle: ToggleSummary;
  onClose: () => void;
}

/** SPEC §2/§4: 'Edit <type> Toggle' slides in, loads the current values, and closes after a successful Update. */
export function EditTogglePanel({ toggle, onClose }: EditTogglePanelProps) {
  const { t } = useTranslation('toggle');
  const type = toggle.toggleType;
  const detail = useToggle(type, toggle.toggleName);
  const update = useUpdateToggle();
  return (
    <SlideInPanel title={t('form.editTitle', { type })} onClose={onClose}>
      {detail.isPending ? (
        <p className={styles.muted} role="status">
          {t('form.loading')}
        </p>
      ) : detail.isError ? (
        <p className={styles.errorText} role="alert">
          {detail.error.message}
        </p>
      ) : (
        <ToggleForm
          type={type}
          mode="edit"
          initial={formFromDetail(detail.data)}
          busy={update.isPending}
          onSubmit={(values) =>
            update.mutate(
              { type, currentName: toggle.toggleName, body: toToggleBody(type, values) },
              { onSuccess: onClose },
            )
          }
        />
      )}
    </SlideInPanel>
  );
}
