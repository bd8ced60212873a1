import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOGGLE_TYPES, type ToggleType } from '@app/contracts/feature-toggle/toggle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateToggle } from '../../../features/toggles/api/use-toggles';
import { ToggleForm } from '../../../features/toggles/components/toggle-form';
import { emptyToggleForm, toToggleBody } from '../../../features/toggles/lib/toggle-form';
import { styles } from '../../../features/toggles/components/toggles-styles';

const LIST_PATH = '/login/manage-feature-toggle';

function typeFromState(state: unknown): ToggleType | null {
  const type = (state as { toggleType?: unknown } | null)?.toggleType;
  return TOGGLE_TYPES.includes(type as ToggleType) ? (type as ToggleType) : null;
}

/** SPEC §2: 'Create <Type> Toggle'; the kind arrives in navigation state, and Save returns to the list. */
export function ToggleCreatePage() {
  const { t } = useTranslation('toggle');
  const navigate = useNavigate();
  const location = useLocation();
  const type = typeFromState(location.state);
  const create = useCreateToggle();
  useDocumentTitle(type ? t(`form.createTitle.${type}`) : t('list.title'));

  return (
    <section className={styles.page}>
      <button type="button" className={styles.back} onClick={() => navigate(LIST_PATH)}>
        <span aria-hidden="true">←</span> {t('form.back')}
      </button>
      {type ? (
        <>
          <h1 className={styles.title}>{t(`form.createTitle.${type}`)}</h1>
          <ToggleForm
            key={type}
            type={type}
            mode="create"
            initial={emptyToggleForm()}
            busy={create.isPending}
            onSubmit={(values) =>
              create.mutate({ type, body: toToggleBody(type, values) }, { onSuccess: () => navigate(LIST_PATH) })
            }
          />
        </>
      ) : (
        // Opened without navigation state (a reload or a typed address): let the user pick the kind.
        <>
          <h1 className={styles.title}>{t('list.title')}</h1>
          <p className={styles.subtitle}>{t('form.chooseType')}</p>
          <div className={styles.chooser}>
            {TOGGLE_TYPES.map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.primaryButton}
                onClick={() => navigate('.', { replace: true, state: { toggleType: choice } })}
              >
                {t(`list.create.${choice}`)}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
