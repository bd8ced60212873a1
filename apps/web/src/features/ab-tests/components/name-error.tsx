import { useTranslation } from 'react-i18next';
import type { FormWording } from './ab-test-form';
import styles from './ab-test-form.module.css';

/** SPEC §5: the error and its three hints, in the wording of the screen that shows them. */
export function NameError({ id, wording }: { id: string; wording: FormWording }) {
  const { t } = useTranslation('abtest');
  const key = `nameError.${wording}`;
  return (
    <div id={id} className={styles.error} role="alert">
      <p className={styles.errorTitle}>{t(`${key}.error`)}</p>
      <ul className={styles.hints}>
        <li>{t(`${key}.uppercase`)}</li>
        <li>{t(`${key}.underscore`)}</li>
        <li>{t(`${key}.example`)}</li>
      </ul>
    </div>
  );
}
