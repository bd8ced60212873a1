import { useTranslation } from 'react-i18next';
import styles from './demo.module.css';

interface DemoTableProps {
  title: string;
  /** Header cells after '#'. */
  columns: string[];
  rows: string[][];
  monoLast?: boolean;
}

/** One of the results page's three tables: '#' then the given columns (SPEC §2 Demo results page). */
export function DemoTable({ title, columns, rows, monoLast = false }: DemoTableProps) {
  const { t } = useTranslation('abtest');
  return (
    <section aria-label={title}>
      <h2 className={styles.tableTitle}>{title}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('demo.results.index')}</th>
              {columns.map((c) => (
                <th scope="col" key={c}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className={styles.muted}>
                  {t('demo.results.empty')}
                </td>
              </tr>
            ) : (
              rows.map((cells, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  {cells.map((cell, j) => (
                    <td key={j} className={monoLast && j === cells.length - 1 ? styles.mono : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
