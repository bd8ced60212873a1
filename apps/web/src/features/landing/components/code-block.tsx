import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import styles from './code-block.module.css';

interface CodeBlockProps {
  code: string;
  language: string;
  /** Shown above the code; defaults to the language. */
  label?: string;
}

/** A scrollable snippet with a copy button; plain text on purpose (no highlighter on public routes). */
export function CodeBlock({ code, language, label }: CodeBlockProps) {
  const { t } = useTranslation('landing');
  const { isCopied, copy } = useCopy();
  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        <span className={styles.label}>{label ?? language}</span>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy(code)}
          aria-label={t('code.copyLabel', { language: label ?? language })}
        >
          {isCopied ? t('code.copied') : t('code.copy')}
        </button>
        <span className={styles.status} role="status">
          {isCopied ? t('code.copied') : ''}
        </span>
      </div>
      {/* tabIndex: keyboard users must be able to scroll a long line (axe scrollable-region-focusable). */}
      <pre className={styles.pre} tabIndex={0} aria-label={label ?? language}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
