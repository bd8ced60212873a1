import type { ModelInfo, Provider, StreamEvent, TokenUsage } from '@app/contracts/customer/compare-models';

/** `missing`: the run ended without an answer or error for this model (SPEC §3 'No response received.'). */
export type CardStatus = 'idle' | 'waiting' | 'streaming' | 'done' | 'error' | 'timeout' | 'not_configured' | 'missing';

export interface ModelCardState {
  provider: Provider;
  modelName: string;
  status: CardStatus;
  text: string;
  ttftMs: number | null;
  totalMs: number | null;
  usage: TokenUsage | null;
}

export interface CompareState {
  cards: ModelCardState[];
  /** Why the last question was refused as a whole (rate limit, daily budget), shown inline. */
  failure: string | null;
}

export type CompareAction =
  | { type: 'models-loaded'; models: ModelInfo[] }
  | { type: 'run-started'; modelNames: string[] | null }
  | { type: 'stream-event'; event: StreamEvent }
  | { type: 'run-ended'; modelNames: string[] | null }
  | { type: 'run-refused'; modelNames: string[] | null; message: string };

export const initialCompareState: CompareState = { cards: [], failure: null };

const blankCard = (provider: Provider, modelName: string, status: CardStatus): ModelCardState => ({
  provider,
  modelName,
  status,
  text: '',
  ttftMs: null,
  totalMs: null,
  usage: null,
});

const isActive = (status: CardStatus) => status === 'waiting' || status === 'streaming';

export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  const targets = (names: string[] | null) => (card: ModelCardState) =>
    names === null || names.includes(card.modelName);
  const update = (pick: (card: ModelCardState) => boolean, change: (card: ModelCardState) => ModelCardState) => ({
    ...state,
    cards: state.cards.map((card) => (pick(card) ? change(card) : card)),
  });

  switch (action.type) {
    case 'models-loaded':
      // A run may already have filled cards; keep those and add what the server lists.
      if (state.cards.length > 0) return state;
      return {
        ...state,
        cards: action.models.map((m) => blankCard(m.provider, m.modelName, m.configured ? 'idle' : 'not_configured')),
      };
    case 'run-started':
      return {
        failure: null,
        cards: update(targets(action.modelNames), (c) =>
          blankCard(c.provider, c.modelName, c.status === 'not_configured' ? c.status : 'waiting'),
        ).cards,
      };
    case 'run-ended':
      return update(
        (c) => targets(action.modelNames)(c) && isActive(c.status),
        (c) => ({ ...c, status: 'missing' }),
      );
    case 'run-refused':
      return {
        failure: action.message,
        cards: update(
          (c) => targets(action.modelNames)(c) && isActive(c.status),
          (c) => ({ ...c, status: 'idle' }),
        ).cards,
      };
    case 'stream-event':
      return applyEvent(state, action.event, update);
  }
}

function applyEvent(
  state: CompareState,
  event: StreamEvent,
  update: (pick: (card: ModelCardState) => boolean, change: (card: ModelCardState) => ModelCardState) => CompareState,
): CompareState {
  if (event.type === 'end') return state;
  const mine = (card: ModelCardState) => card.modelName === event.modelName;
  switch (event.type) {
    case 'start':
      if (state.cards.some(mine)) return update(mine, (c) => ({ ...c, provider: event.provider, status: 'waiting' }));
      return { ...state, cards: [...state.cards, blankCard(event.provider, event.modelName, 'waiting')] };
    case 'delta':
      return update(mine, (c) => ({ ...c, status: 'streaming', text: c.text + event.text }));
    case 'done':
      return update(mine, (c) => ({
        ...c,
        status: 'done',
        ttftMs: event.ttftMs,
        totalMs: event.totalMs,
        usage: event.usage,
      }));
    case 'error':
      return update(mine, (c) => ({ ...c, status: event.status }));
  }
}
