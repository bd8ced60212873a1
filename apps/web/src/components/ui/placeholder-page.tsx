import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './page.module.css';

interface PlaceholderPageProps {
  title: string;
  text: string;
  description?: string;
  children?: ReactNode;
}

/** A real heading and one paragraph, for pages whose content is built elsewhere. */
export function PlaceholderPage({ title, text, description, children }: PlaceholderPageProps) {
  useDocumentTitle(title, description ?? text);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{text}</p>
      {children}
    </section>
  );
}
