// Baseline: a bare Fastify instance (no plugins, no logger), one route per machine path parsing the JSON body and
// answering a small JSON object. The figure every product row is divided by.
import Fastify from 'fastify';
import { MACHINE_PATHS, exitWithParent } from './machine-paths.ts';

const app = Fastify({ logger: false });
for (const path of Object.values(MACHINE_PATHS)) app.post(path, async () => ({ ok: true }));
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`Ready: ${origin}`);
exitWithParent();
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
