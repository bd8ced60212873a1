import { useTranslation } from 'react-i18next';
import type { AbTestListItem } from '@app/contracts/abs-testing/ab-test';
import styles from '../../../components/ui/console.module.css';

interface AbTestsTableProps {
  tests: AbTestListItem[];
  onEdit: (name: string) => void;
  onToggle: (name: string, enable: boolean) => void;
  onResults: (name: string) => void;
  onDelete: (name: string) => void;
}

/** SPEC §2: # / Name / Status / Action with Edit and Enable/Disable; Results and Delete go beyond SPEC. */
export function AbTestsTable({ tests, onEdit, onToggle, onResults, onDelete }: AbTestsTableProps) {
  const { t } = useTranslation('abtest');
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackOnPhone}`}>
        <caption className={styles.srOnly}>{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.index')}</th>
            <th scope="col">{t('list.columns.name')}</th>
            <th scope="col">{t('list.columns.status')}</th>
            <th scope="col">{t('list.columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {tests.length === 0 ? (
            <tr>
              <td colSpan={4} className={styles.empty}>
                {t('list.empty')}
              </td>
            </tr>
          ) : (
            tests.map((test, index) => {
              // SPEC §3: any status other than ENABLED counts as disabled.
              const enabled = test.abTestStatus === 'ENABLED';
              return (
                <tr key={test.abTestName}>
                  <td>{index + 1}</td>
                  <td className={styles.name}>{test.abTestName}</td>
                  <td>
                    <span className={enabled ? styles.enabled : styles.disabled}>
                      {t(`list.status.${enabled ? 'ENABLED' : 'DISABLED'}`)}
                    </span>
                  </td>
                  <td>
                    <div
                      className={styles.actions}
                      role="group"
                      aria-label={t('list.rowActions', { name: test.abTestName })}
                    >
                      <button type="button" className={styles.link} onClick={() => onEdit(test.abTestName)}>
                        {t('list.edit')}
                      </button>
                      <button type="button" className={styles.link} onClick={() => onToggle(test.abTestName, !enabled)}>
                        {t(enabled ? 'list.disable' : 'list.enable')}
                      </button>
                      <button type="button" className={styles.link} onClick={() => onResults(test.abTestName)}>
                        {t('list.results')}
                      </button>
                      <button
                        type="button"
                        className={`${styles.link} ${styles.danger}`}
                        onClick={() => onDelete(test.abTestName)}
                      >
                        {t('list.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
