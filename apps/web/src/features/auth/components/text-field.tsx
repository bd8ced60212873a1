import { useId, type InputHTMLAttributes } from 'react';
import styles from './auth.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

export function TextField({ label, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...inputProps} />
    </div>
  );
}
