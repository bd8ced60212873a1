import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelCardState } from '../hooks/compare-state';
import { AnswerStats } from './answer-stats';
import { CopyButton } from './copy-button';
import styles from './model-card.module.css';

// The Markdown renderer and its syntax highlighter are most of this page's script: they load with the first question
// (preloadMarkdown) instead of with the page, and until they are there an answer shows as plain text.
const loadMarkdown = () => import('./markdown-answer');

function PlainAnswer({ text }: { text: string }) {
  return <p className={styles.plainAnswer}>{text}</p>;
}

const MarkdownAnswer = lazy(async () => {
  try {
    return { default: (await loadMarkdown()).MarkdownAnswer };
  } catch {
    // The renderer did not arrive (offline): the answer stays readable as plain text.
    return { default: PlainAnswer };
  }
});

export function preloadMarkdown(): void {
  // A failure here shows again, and is handled, where the card renders the answer.
  loadMarkdown().catch(() => undefined);
}

interface ModelCardProps {
  card: ModelCardState;
  canRetry: boolean;
  onRetry: (modelName: string) => void;
}

const FAILED = new Set(['error', 'timeout', 'missing']);

export function ModelCard({ card, canRetry, onRetry }: ModelCardProps) {
  const { t } = useTranslation('chat');
  const providerName = t(`providers.${card.provider}`);
  const isBusy = card.status === 'waiting' || card.status === 'streaming';
  const headingId = `model-${card.modelName.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      aria-busy={isBusy}
      data-testid="model-card"
      data-model={card.modelName}
      data-status={card.status}
    >
      <header className={styles.header}>
        <div>
          <p className={styles.provider}>{providerName}</p>
          <h2 id={headingId} className={styles.model}>
            {card.modelName}
          </h2>
        </div>
        <span className={`${styles.badge} ${styles[card.status] ?? ''}`}>{t(`status.${card.status}`)}</span>
      </header>

      <div className={styles.body} data-testid="answer">
        {card.text && (
          <Suspense fallback={<PlainAnswer text={card.text} />}>
            <MarkdownAnswer text={card.text} />
          </Suspense>
        )}
        {card.status === 'waiting' && <p className={styles.muted}>{t('card.waiting')}</p>}
        {card.status === 'idle' && <p className={styles.muted}>{t('card.idle')}</p>}
        {card.status === 'not_configured' && <p className={styles.muted}>{t('card.notConfigured')}</p>}
        {FAILED.has(card.status) && !card.text && <p className={styles.fallback}>{t('messages.noResponse')}</p>}
        {(card.status === 'error' || card.status === 'timeout') && (
          <p className={styles.reason}>{t(`card.reason.${card.status}`)}</p>
        )}
      </div>

      {card.status !== 'not_configured' && card.status !== 'idle' && (
        <footer className={styles.footer}>
          <AnswerStats card={card} />
          <div className={styles.actions}>
            <CopyButton text={card.text} label={t('card.copyLabel', { model: card.modelName })} />
            <button
              type="button"
              className={styles.action}
              onClick={() => onRetry(card.modelName)}
              disabled={!canRetry || isBusy}
              aria-label={t('card.retryLabel', { model: card.modelName })}
            >
              {t('card.retry')}
            </button>
          </div>
        </footer>
      )}
    </article>
  );
}
