import { trackEventSchema, type TrackBatchResult } from '@app/contracts/abs-testing/tracking';
import type { BatchOutcome, TrackInput } from './tracking.service.ts';

/**
 * The batch's items are validated one by one here, at the edge, so one malformed event does not refuse the others:
 * each becomes an event or the message of its first problem (`field: message`).
 */
export function parseBatchItems(raw: readonly unknown[]): (TrackInput | string)[] {
  return raw.map((item) => {
    const parsed = trackEventSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

export function toBatchResults(outcomes: readonly BatchOutcome[]): TrackBatchResult[] {
  return outcomes.map((o, index) =>
    o.stored ? { index, accepted: true, attributed: o.attributed } : { index, accepted: false, error: o.error },
  );
}
