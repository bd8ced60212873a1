import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';
import { AbTestRepository } from './tests/ab-test.repository.ts';
import { AbTestService } from './tests/ab-test.service.ts';
import { DefinitionCache } from './tests/definition-cache.ts';
import { registerAbTestRoutes } from './tests/ab-test.routes.ts';
import { AssignmentRepository } from './assignment/assignment.repository.ts';
import { AssignmentBatchWriter } from './assignment/batch-writer.ts';
import { AssignmentCache } from './assignment/assignment-cache.ts';
import { AssignmentService, type AssignmentOutcome } from './assignment/assignment.service.ts';
import { registerAssignmentRoutes } from './assignment/assignment.routes.ts';
import { ResultsRepository } from './results/results.repository.ts';
import { ResultsService } from './results/results.service.ts';
import { registerResultsRoutes } from './results/results.routes.ts';
import { DemoService } from './demos/demo.service.ts';
import { counter } from '../../platform/http/metrics.ts';
import { registerDemoRoutes } from './demos/demo.routes.ts';

/** Composition root of the abs-testing context: builds repositories and services, registers its routes. */
export async function absTestingPlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { db, tokens, revocations, limiter, now } = opts.deps;
  const testRepository = new AbTestRepository(db);
  const definitions = new DefinitionCache({ load: (customerId, name) => testRepository.find(customerId, name), now });
  await definitions.start(db);
  app.addHook('onClose', async () => {
    await definitions.stop().catch(() => {});
  });

  const tests = new AbTestService({ db, repository: testRepository, cache: definitions });
  const assignmentRepository = new AssignmentRepository(db);
  const assignmentAnswers = counter('ab_test_assignments_total', 'get-or-assign answers by outcome', ['outcome']);
  // Children bound once: labelled inc() validates its labels on every call.
  const byOutcome = Object.fromEntries(
    (['remembered', 'assigned', 'not_enrolled', 'disabled'] as const).map((o) => [o, assignmentAnswers.labels(o)]),
  ) as Record<AssignmentOutcome, ReturnType<typeof assignmentAnswers.labels>>;
  const assignments = new AssignmentService({
    definitions,
    cache: new AssignmentCache(),
    writer: new AssignmentBatchWriter(assignmentRepository),
    repository: assignmentRepository,
    count: (outcome) => byOutcome[outcome].inc(),
  });
  const resultsRepository = new ResultsRepository(db);
  const results = new ResultsService({ tests, repository: resultsRepository });
  const demos = new DemoService({ definitions, assignments, results: resultsRepository });

  // The contracts carry the full /abs-testing/api/v1 paths, so no prefix; get-or-assign sits at /api/ab-test.
  registerAssignmentRoutes(app, tokens, revocations, assignments, now);
  registerAbTestRoutes(app, tokens, tests);
  registerResultsRoutes(app, tokens, results);
  registerDemoRoutes(app, limiter, demos);
}
