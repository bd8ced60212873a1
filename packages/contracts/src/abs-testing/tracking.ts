import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { getOrAssignBodySchema } from './assignment.ts';
import { metricNameSchema } from './metrics.ts';
import { EVENT_ID_MAX_LENGTH, MAX_BATCH_EVENTS, MAX_EVENT_VALUE } from './metric-limits.ts';

/** One event of a user, as the customer's backend reports it (issue 20, "Contract (pinned)"). */
export const trackEventSchema = getOrAssignBodySchema.extend({
  metric: metricNameSchema,
  /** Added to the user's total for a VALUE metric (e.g. revenue); a CONVERSION metric counts the user once. */
  value: z
    .number({ error: 'value must be a number' })
    .min(-MAX_EVENT_VALUE, `value must be between -${MAX_EVENT_VALUE} and ${MAX_EVENT_VALUE}`)
    .max(MAX_EVENT_VALUE, `value must be between -${MAX_EVENT_VALUE} and ${MAX_EVENT_VALUE}`)
    .optional(),
  /** A retried event with the same id counts once. */
  eventId: z
    .string()
    .min(1, `eventId must be 1-${EVENT_ID_MAX_LENGTH} characters`)
    .max(EVENT_ID_MAX_LENGTH, `eventId must be 1-${EVENT_ID_MAX_LENGTH} characters`)
    .optional(),
  /** When it happened (ISO 8601 with an offset); the time of arrival when absent. */
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO 8601 date-time' }).optional(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackResponseSchema = z.object({
  accepted: z.literal(true),
  /** false when the user has no assignment in the test: the event is kept as unattributed. */
  attributed: z.boolean(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

/** Events are validated one by one so that one bad event does not refuse the others. */
export const trackBatchBodySchema = z.object({
  events: z
    .array(z.unknown().meta({ description: 'An event as the body of POST /api/ab-test/track' }))
    .min(1, 'events must hold 1-1000 events')
    .max(MAX_BATCH_EVENTS, `events must hold 1-${MAX_BATCH_EVENTS} events`),
});
export type TrackBatchBody = { events: TrackEvent[] };

export const trackBatchResultSchema = z.object({
  index: z.number().int(),
  accepted: z.boolean(),
  attributed: z.boolean().optional(),
  error: z.string().optional(),
});
export type TrackBatchResult = z.infer<typeof trackBatchResultSchema>;

export const trackBatchResponseSchema = z.object({ results: z.array(trackBatchResultSchema) });
export type TrackBatchResponse = z.infer<typeof trackBatchResponseSchema>;

export const trackRoute = defineRoute({
  method: 'POST',
  path: '/api/ab-test/track',
  body: trackEventSchema,
  response: trackResponseSchema,
  summary: 'Record an event (a conversion or a value) of a user in an A/B test; 202 once it is durable',
});

export const trackBatchRoute = defineRoute({
  method: 'POST',
  path: '/api/ab-test/track/batch',
  body: trackBatchBodySchema,
  response: trackBatchResponseSchema,
  summary: 'Record up to 1000 events; one result per event, in order; 202 once the accepted ones are durable',
});
