import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCompareModels, streamCompare } from '../api/compare-models-api';
import { ApiError, errorToastMessages } from '../../../lib/api-error';
import { compareReducer, initialCompareState } from './compare-state';

/**
 * The compare page's state: the configured models (cards appear before the first question), one streaming run
 * per question, and single-model retries. A new question cancels whatever is still streaming.
 */
export function useCompareChat() {
  const [state, dispatch] = useReducer(compareReducer, initialCompareState);
  const runs = useRef(new Set<AbortController>());
  const lastQuestion = useRef('');
  const models = useQuery({
    queryKey: ['compare-models'],
    queryFn: ({ signal }) => fetchCompareModels(signal),
    staleTime: 60_000,
  });

  useEffect(() => {
    if (models.data) dispatch({ type: 'models-loaded', models: models.data.models });
  }, [models.data]);

  useEffect(() => {
    const active = runs.current;
    return () => active.forEach((controller) => controller.abort());
  }, []);

  const start = useCallback(async (question: string, modelNames: string[] | null) => {
    const controller = new AbortController();
    runs.current.add(controller);
    dispatch({ type: 'run-started', modelNames });
    try {
      await streamCompare(
        { question, ...(modelNames ? { modelNames } : {}) },
        (event) => dispatch({ type: 'stream-event', event }),
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      // SPEC §8: compare-chat errors are logged, not toasted; a refusal is still explained inline.
      console.error('compare chat failed', error);
      const message = error instanceof ApiError && error.status > 0 ? errorToastMessages(error)[0] : undefined;
      dispatch({ type: 'run-refused', modelNames, message: message ?? '' });
      return;
    } finally {
      runs.current.delete(controller);
    }
    dispatch({ type: 'run-ended', modelNames });
  }, []);

  const ask = useCallback(
    (question: string) => {
      runs.current.forEach((controller) => controller.abort());
      lastQuestion.current = question;
      void start(question, null);
    },
    [start],
  );

  const retry = useCallback(
    (modelName: string) => {
      if (lastQuestion.current) void start(lastQuestion.current, [modelName]);
    },
    [start],
  );

  const isRunning = state.cards.some((card) => card.status === 'waiting' || card.status === 'streaming');
  return { state, ask, retry, isRunning, hasAsked: lastQuestion.current !== '' };
}
