import { useTranslation } from 'react-i18next';
import styles from './credentials.module.css';

/** SPEC §2: rotate by generating a new secret, updating the app, checking it works, deleting the inactive one. */
export function RotationGuidance() {
  const { t } = useTranslation('credentials');
  const steps = t('rotation.steps', { returnObjects: true }) as string[];
  return (
    <aside className={styles.guidance} aria-labelledby="rotation-title">
      <h2 id="rotation-title" className={styles.guidanceTitle}>
        {t('rotation.title')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </aside>
  );
}
