import { loadConfig, ConfigError } from './platform/config.ts';
import { createDb } from './platform/db/create-db.ts';
import { migrate } from './platform/db/migrate.ts';
import { migrationSources } from './migration-sources.ts';
import { buildApp } from './app.ts';
import { readyBanner } from './platform/ready-banner.ts';

const SHUTDOWN_GRACE_MS = 8_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await createDb(config.database);
  await migrate(db, migrationSources);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' || config.host === '::' ? 'localhost' : config.host;
  console.log(readyBanner(`http://${shownHost}:${port}`, app.routeInventory));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
