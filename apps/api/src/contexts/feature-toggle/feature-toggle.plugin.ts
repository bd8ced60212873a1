import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/deps.ts';
import { tallyCounter } from '../../platform/http/metrics.ts';
import { ToggleChangeBus } from './changes/toggle-change-bus.ts';
import { ToggleCache } from './evaluation/toggle-cache.ts';
import { FlagEvaluationService } from './evaluation/flag-evaluation.service.ts';
import { registerOfrepRoutes } from './ofrep/ofrep.routes.ts';
import { ToggleStreamHub } from './stream/toggle-stream-hub.ts';
import { registerToggleStreamRoutes } from './stream/toggle-stream.routes.ts';
import { SqlToggleRepository } from './toggles/toggle.repository.ts';
import { ToggleService } from './toggles/toggle.service.ts';
import { registerToggleRoutes } from './toggles/toggle.routes.ts';

/**
 * Composition root of the feature-toggle context: console CRUD, OFREP evaluation from an in-memory cache, and a
 * server-sent-events stream, the last two kept current on every replica by LISTEN/NOTIFY.
 */
export async function featureTogglePlugin(app: FastifyInstance, opts: { deps: PlatformDeps }) {
  const { deps } = opts;
  const repository = new SqlToggleRepository(deps.db);
  const cache = new ToggleCache({ load: (customerId) => repository.list(customerId), now: deps.now });
  const hub = new ToggleStreamHub();
  const bus = new ToggleChangeBus(deps.db, deps.log, {
    onLocalWrite: (customerId) => cache.invalidate(customerId),
    onGap: () => {
      cache.clear();
      hub.resyncAll();
    },
  });
  bus.subscribe((customerId, change) => {
    cache.invalidate(customerId);
    hub.publish(customerId, change);
  });
  await bus.start();

  const count = tallyCounter('feature_toggle_evaluations_total', 'OFREP flag evaluations by outcome', 'outcome');
  const service = new ToggleService({ repository, changes: bus, now: deps.now });
  const flags = new FlagEvaluationService({ cache, now: deps.now, count });

  // Open streams would hold server.close() until the grace period; end them first.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    hub.closeAll();
    await bus.stop();
    cache.clear();
  });

  registerToggleRoutes(app, service, deps.tokens);
  registerToggleStreamRoutes(app, deps, hub);
  registerOfrepRoutes(app, deps, flags);
}
