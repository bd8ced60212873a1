import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { toggleTypeSchema } from './toggle.ts';

/** One change of a customer's toggles, as sent on the server-sent-events stream (event name `toggle-changed`). */
export const toggleChangeSchema = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  toggleName: z.string(),
  toggleType: toggleTypeSchema,
  /** Set when an update renamed the toggle. */
  previousName: z.string().optional(),
  changedAt: z.string(),
});
export type ToggleChange = z.infer<typeof toggleChangeSchema>;

export const TOGGLE_CHANGED_EVENT = 'toggle-changed';
export const STREAM_READY_EVENT = 'ready';
/** Sent instead of a replay when the server cannot tell what a reconnecting client missed: reload the list. */
export const STREAM_RESYNC_EVENT = 'resync';

export const toggleStreamRoute = defineRoute({
  method: 'GET',
  path: '/feature-toggle/api/v1/stream',
  response: z.string(),
  summary:
    "Server-sent events: one `toggle-changed` event per change of the caller's toggles; reconnect with Last-Event-ID " +
    'to get missed changes replayed, or `resync` when they cannot be',
});
