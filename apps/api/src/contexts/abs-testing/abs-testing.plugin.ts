import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';
import { SqlAbTestRepository } from './tests/ab-test.repository.ts';
import { AbTestService } from './tests/ab-test.service.ts';
import { DefinitionCache } from './tests/definition-cache.ts';
import { registerAbTestRoutes } from './tests/ab-test.routes.ts';
import { SqlAssignmentRepository } from './assignment/assignment.repository.ts';
import { AssignmentCache } from './assignment/assignment-cache.ts';
import { AssignmentService, type AssignmentOutcome } from './assignment/assignment.service.ts';
import { registerAssignmentRoutes } from './assignment/assignment.routes.ts';
import { SqlResultsRepository } from './results/results.repository.ts';
import { ResultsService } from './results/results.service.ts';
import { registerResultsRoutes } from './results/results.routes.ts';
import { DemoService } from './demos/demo.service.ts';
import { counter } from '../../platform/http/metrics.ts';
import { registerDemoRoutes } from './demos/demo.routes.ts';
import { SqlEventRepository, type EventOutcome } from './events/event.repository.ts';
import { TrackingService } from './events/tracking.service.ts';
import { registerTrackingRoutes } from './events/tracking.routes.ts';
import { startEventIdPruning } from './events/event-id-pruning.ts';

/** Composition root of the abs-testing context: builds repositories and services, registers its routes. */
export async function absTestingPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { db, tokens, revocations, limiter, now, log } = opts.deps;
  const testRepository = new SqlAbTestRepository(db);
  const definitions = new DefinitionCache({
    db,
    load: (customerId, name) => testRepository.find(customerId, name),
    now,
  });
  await definitions.start();
  app.addHook('onClose', async () => {
    await definitions.stop().catch(() => {});
  });

  const tests = new AbTestService({ repository: testRepository, changes: definitions });
  const assignmentAnswers = counter('ab_test_assignments_total', 'get-or-assign answers by outcome', ['outcome']);
  // Children bound once: labelled inc() validates its labels on every call.
  const byOutcome = Object.fromEntries(
    (['remembered', 'assigned', 'not_enrolled', 'disabled'] as const).map((o) => [o, assignmentAnswers.labels(o)]),
  ) as Record<AssignmentOutcome, ReturnType<typeof assignmentAnswers.labels>>;
  const assignments = new AssignmentService({
    definitions,
    cache: new AssignmentCache(),
    repository: new SqlAssignmentRepository(db),
    count: (outcome) => byOutcome[outcome].inc(),
  });
  const resultsRepository = new SqlResultsRepository(db);
  const results = new ResultsService({ tests, repository: resultsRepository });

  const eventRepository = new SqlEventRepository(db);
  const tracked = counter('ab_test_events_total', 'tracked events by outcome', ['outcome']);
  const byEventOutcome = Object.fromEntries(
    (['ATTRIBUTED', 'UNATTRIBUTED', 'TEST_GONE'] as const).map((o) => [o, tracked.labels(o.toLowerCase())]),
  ) as Record<EventOutcome, ReturnType<typeof tracked.labels>>;
  const tracking = new TrackingService({
    definitions,
    events: eventRepository,
    now,
    count: (outcome) => byEventOutcome[outcome].inc(),
  });
  const demos = new DemoService({ definitions, assignments, results: resultsRepository, tracking });
  const stopPruning = startEventIdPruning(eventRepository, now, log);
  app.addHook('onClose', async () => stopPruning());
  // The contracts carry the full /abs-testing/api/v1 paths, so no prefix; get-or-assign sits at /api/ab-test.
  registerAssignmentRoutes(app, tokens, revocations, assignments, now);
  registerTrackingRoutes(app, { tokens, revocations, limiter, now, service: tracking });
  registerAbTestRoutes(app, tokens, tests);
  registerResultsRoutes(app, tokens, results);
  registerDemoRoutes(app, limiter, demos);
}
