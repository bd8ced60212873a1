import { useTranslation } from 'react-i18next';
import type { ModelCardState } from '../hooks/compare-state';
import styles from './model-card.module.css';

function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Time to first token, total time and tokens: what people compare besides the text itself. */
export function AnswerStats({ card }: { card: ModelCardState }) {
  const { t } = useTranslation('chat');
  const tokens =
    card.usage?.totalTokens ??
    (card.usage && card.usage.inputTokens !== null && card.usage.outputTokens !== null
      ? card.usage.inputTokens + card.usage.outputTokens
      : null);
  return (
    <dl className={styles.stats}>
      <div>
        <dt>{t('card.ttft')}</dt>
        <dd data-testid="ttft">{formatMs(card.ttftMs)}</dd>
      </div>
      <div>
        <dt>{t('card.total')}</dt>
        <dd data-testid="total-time">{formatMs(card.totalMs)}</dd>
      </div>
      <div>
        <dt>{t('card.tokens')}</dt>
        <dd
          data-testid="tokens"
          title={
            card.usage
              ? t('card.tokensDetail', { input: card.usage.inputTokens ?? '—', output: card.usage.outputTokens ?? '—' })
              : undefined
          }
        >
          {tokens ?? '—'}
        </dd>
      </div>
    </dl>
  );
}
