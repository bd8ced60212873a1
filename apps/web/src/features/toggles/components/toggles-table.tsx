import { useTranslation } from 'react-i18next';
import type { ToggleListItem, ToggleSummary } from '@app/contracts/feature-toggle/toggle';
import { ToggleState } from './toggle-state';
import { styles } from './toggles-styles';

interface TogglesTableProps {
  toggles: ToggleListItem[];
  onEdit: (toggle: ToggleSummary) => void;
  onDelete: (toggle: ToggleSummary) => void;
}

/** SPEC §2: # / Name / Type / Action (Edit); State (issue 23) and Delete go beyond SPEC, Delete asks first. */
export function TogglesTable({ toggles, onEdit, onDelete }: TogglesTableProps) {
  const { t } = useTranslation('toggle');
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackOnPhone}`}>
        <caption className={styles.srOnly}>{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.index')}</th>
            <th scope="col">{t('list.columns.name')}</th>
            <th scope="col">{t('list.columns.type')}</th>
            <th scope="col">{t('list.columns.state')}</th>
            <th scope="col">{t('list.columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {toggles.length === 0 ? (
            <tr>
              <td colSpan={5} className={styles.empty}>
                {t('list.empty')}
              </td>
            </tr>
          ) : (
            toggles.map((toggle, index) => (
              <tr key={toggle.toggleName}>
                <td>{index + 1}</td>
                <td className={styles.name}>{toggle.toggleName}</td>
                <td data-label={t('list.columns.type')}>{toggle.toggleType}</td>
                <td data-label={t('list.columns.state')}>
                  <ToggleState toggle={toggle} />
                </td>
                <td>
                  <div
                    className={styles.actions}
                    role="group"
                    aria-label={t('list.rowActions', { name: toggle.toggleName })}
                  >
                    <button type="button" className={styles.link} onClick={() => onEdit(toggle)}>
                      {t('list.edit')}
                    </button>
                    <button
                      type="button"
                      className={`${styles.link} ${styles.danger}`}
                      onClick={() => onDelete(toggle)}
                    >
                      {t('list.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
