import { useTranslation } from 'react-i18next';
import { useCompareChat } from '../hooks/use-compare-chat';
import { ModelCard, preloadMarkdown } from './model-card';
import { QuestionForm } from './question-form';
import styles from './compare-chat.module.css';

/** SPEC §2 Compare chat: one question, one card per model, answers streaming in side by side. */
export function CompareChat() {
  const { t } = useTranslation('chat');
  const { state, ask, retry, isRunning, hasAsked } = useCompareChat();

  return (
    <div className={styles.layout}>
      <QuestionForm
        isRunning={isRunning}
        onAsk={(question) => {
          preloadMarkdown();
          ask(question);
        }}
      />
      {state.failure !== null && (
        <p className={styles.failure} role="alert">
          {state.failure || t('messages.failed')}
        </p>
      )}
      <section className={styles.grid} aria-label={t('resultsLabel')}>
        {state.cards.map((card) => (
          <ModelCard key={card.modelName} card={card} canRetry={hasAsked} onRetry={retry} />
        ))}
      </section>
    </div>
  );
}
