import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './console.module.css';

interface ConsoleListPageProps<T> {
  title: string;
  subtitle: string;
  /** The create and credentials buttons beside the heading. */
  actions: ReactNode;
  list: UseQueryResult<T>;
  loadingText: string;
  loadErrorText: string;
  renderList: (data: T) => ReactNode;
  /** Panels and dialogs opened from the list. */
  children?: ReactNode;
}

/** A console list screen (SPEC §2 Admin): heading with actions, then loading, error or the loaded list. */
export function ConsoleListPage<T>(props: ConsoleListPageProps<T>) {
  const { title, subtitle, list } = props;
  useDocumentTitle(title, subtitle);
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <div className={styles.buttons}>{props.actions}</div>
      </header>
      {list.isPending ? (
        <p className={styles.muted} role="status">
          {props.loadingText}
        </p>
      ) : list.isError ? (
        <p className={styles.errorText} role="alert">
          {list.error.message || props.loadErrorText}
        </p>
      ) : (
        props.renderList(list.data)
      )}
      {props.children}
    </section>
  );
}
