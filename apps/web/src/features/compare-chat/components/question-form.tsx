import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { QUESTION_MAX_LENGTH } from '@app/contracts/customer/compare-models-limits';
import styles from './compare-chat.module.css';

interface QuestionFormProps {
  isRunning: boolean;
  onAsk: (question: string) => void;
}

export function QuestionForm({ isRunning, onAsk }: QuestionFormProps) {
  const { t } = useTranslation('chat');
  const [question, setQuestion] = useState('');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // SPEC §5: an empty or blank question is an info toast, never a request.
    if (question.trim() === '') {
      toast.info(t('messages.emptyQuestion'));
      return;
    }
    onAsk(question);
  };

  // Enter asks, Shift+Enter breaks the line, as in chat playgrounds.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor="compare-question" className={styles.visuallyHidden}>
        {t('form.label')}
      </label>
      <textarea
        id="compare-question"
        className={styles.question}
        placeholder={t('form.placeholder')}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={QUESTION_MAX_LENGTH}
        rows={3}
        aria-describedby="compare-question-hint"
      />
      <div className={styles.formRow}>
        <span id="compare-question-hint" className={styles.hint}>
          {t('form.hint')} · {question.length}/{QUESTION_MAX_LENGTH}
        </span>
        <button type="submit" className={styles.ask} aria-busy={isRunning}>
          {t('form.ask')}
        </button>
      </div>
    </form>
  );
}
