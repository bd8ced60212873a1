import styles from './landing-section.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  isCentered?: boolean;
}

/** Eyebrow, h2 and lead of a landing section; the h2 id labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, text, isCentered = false }: SectionHeadingProps) {
  return (
    <div className={`${styles.header} ${isCentered ? styles.centered : ''}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
