import type { ReactNode } from 'react';
import styles from './auth.module.css';

interface AuthLayoutProps {
  panelTitle: string;
  panelText: string;
  points?: string[];
  children: ReactNode;
}

/** Left panel with the screen's pitch, the form card on the right (stacked below 760 px). */
export function AuthLayout({ panelTitle, panelText, points, children }: AuthLayoutProps) {
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="auth-panel-title">
        <h1 id="auth-panel-title" className={styles.panelTitle}>
          {panelTitle}
        </h1>
        <p className={styles.panelText}>{panelText}</p>
        {points && (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.card}>{children}</div>
    </div>
  );
}
