import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './model-card.module.css';

/** SPEC §9: the copied indicator shows for 2 seconds. */
const COPIED_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error('copy failed', error);
    }
  };

  return (
    <button
      type="button"
      className={styles.action}
      onClick={() => void copy()}
      aria-label={copied ? t('card.copied') : label}
      disabled={!text}
    >
      {copied ? t('card.copied') : t('card.copy')}
    </button>
  );
}
