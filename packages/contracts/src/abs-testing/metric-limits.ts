// Plain constants, free of zod, so the console's metrics editor can check a name as it is typed.

/** Metric names are event names as developers write them: `purchase`, `checkout.completed` (issue 20). */
export const METRIC_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const METRIC_NAME_MAX_LENGTH = 64;
export const MAX_METRICS = 10;

export const METRIC_KINDS = ['CONVERSION', 'VALUE'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

export const METRIC_ROLES = ['PRIMARY', 'SECONDARY', 'GUARDRAIL'] as const;
export type MetricRole = (typeof METRIC_ROLES)[number];

/** Events per call of POST /api/ab-test/track/batch. */
export const MAX_BATCH_EVENTS = 1000;
/** |value| of one event; sums of squares of per-user totals stay far inside double precision. */
export const MAX_EVENT_VALUE = 1e12;
export const EVENT_ID_MAX_LENGTH = 128;
