import type { FastifyBaseLogger } from 'fastify';
import type { EventRepository } from './event.repository.ts';

/** A retry with the same eventId counts once for this long after the first delivery (docs/ab-testing.md). */
export const EVENT_ID_RETENTION_MS = 30 * 86_400_000;
const EVERY_MS = 3_600_000;
const CHUNK = 10_000;

/**
 * Forgets old eventIds every hour, in chunks so no single statement runs long. Every replica prunes; deleting rows
 * another replica already deleted is harmless. Returns the function that stops it.
 */
export function startEventIdPruning(
  repository: Pick<EventRepository, 'pruneEventIds'>,
  now: () => number,
  log: FastifyBaseLogger,
) {
  let running = false;
  const prune = async () => {
    if (running) return;
    running = true;
    try {
      const before = new Date(now() - EVENT_ID_RETENTION_MS);
      while ((await repository.pruneEventIds(before, CHUNK)) === CHUNK);
    } catch (err) {
      log.warn({ err }, 'pruning old A/B event ids failed; retrying in an hour');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void prune(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
