// The requests of each workload. Every target of a workload gets exactly these (same path, body and bearer header):
// the baselines answer the same paths (baselines/machine-paths.ts).
import type { BodySpec } from './load-job.ts';
import { MACHINE_PATHS } from './baselines/machine-paths.ts';

export const BENCH_TEST = 'BENCH_CHECKOUT';
export const BENCH_EVENTS_TEST = 'BENCH_EVENTS';
export const BENCH_METRIC = 'purchase';
export const BENCH_TOGGLE = 'NEW_CHECKOUT';
export const TOGGLE_PATTERN = '@example\\.com$';
/** Returning users assigned before the rounds and then asked again in turn (all answered from memory). */
export const RETURNING_USERS = 2_000;
export const EVENT_USERS = 1_000;
export const EVENT_BATCH_SIZE = 100;

export const getOrAssignBody = (abTestName: string, userId: string) => ({ abTestName, userId });
export const userIds = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
export const returningUserIds = () => userIds('returning', RETURNING_USERS);
export const eventUserIds = () => userIds('event-user', EVENT_USERS);

export interface WorkloadRequest {
  method?: 'GET' | 'POST';
  path: string;
  body: BodySpec;
  /** What one request carries, when more than one unit (a batch of events). */
  unitsPerRequest?: { count: number; unit: string };
}

const cycle = (bodies: readonly object[]): BodySpec => ({
  kind: 'cycle',
  bodies: bodies.map((b) => JSON.stringify(b)),
});

export const returningRequest = (): WorkloadRequest => ({
  path: MACHINE_PATHS.getOrAssign,
  body: cycle(returningUserIds().map((id) => getOrAssignBody(BENCH_TEST, id))),
});

/** A user id never seen before on every request: each answer waits for its own durable insert. */
export const newUsersRequest = (): WorkloadRequest => ({
  path: MACHINE_PATHS.getOrAssign,
  body: { kind: 'unique', template: JSON.stringify(getOrAssignBody(BENCH_TEST, 'new-[<id>]')) },
});

export const ofrepRequest = (): WorkloadRequest => ({
  path: MACHINE_PATHS.ofrepFlag.replace(':key', BENCH_TOGGLE),
  body: cycle([{ context: { targetingKey: 'user-42@example.com' } }]),
});

/** Batches of conversion events of assigned users, issue 20's contract: `{ events: [{ abTestName, userId, … }] }`. */
export const eventsRequest = (): WorkloadRequest => {
  const users = eventUserIds();
  const batches = Array.from({ length: 20 }, (_, b) => ({
    events: Array.from({ length: EVENT_BATCH_SIZE }, (_, i) => ({
      abTestName: BENCH_EVENTS_TEST,
      userId: users[(b * EVENT_BATCH_SIZE + i) % users.length],
      metric: BENCH_METRIC,
      value: 1,
    })),
  }));
  return {
    path: MACHINE_PATHS.trackBatch,
    body: cycle(batches),
    unitsPerRequest: { count: EVENT_BATCH_SIZE, unit: 'events' },
  };
};

/** Random access over `count` seeded users (`user-0` … `user-<count-1>`), for the past-the-cache bench. */
export const seededUsersRequest = (count: number): WorkloadRequest => ({
  path: MACHINE_PATHS.getOrAssign,
  body: { kind: 'random', template: JSON.stringify(getOrAssignBody(BENCH_TEST, 'user-{n}')), count },
});

/** The first seeded users, assigned again before the rounds: the in-cache figure of the past-the-cache bench. */
export const cachedSeededRequest = (): WorkloadRequest => ({
  path: MACHINE_PATHS.getOrAssign,
  body: cycle(userIds('user', RETURNING_USERS).map((id) => getOrAssignBody(BENCH_TEST, id))),
});
