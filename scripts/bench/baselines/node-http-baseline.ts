// Baseline: bare node:http, the floor under any framework. Reads and parses the JSON body, answers a small JSON
// object; any other path is a 404 so a wrong request cannot look fast.
import { createServer } from 'node:http';
import { MACHINE_PATHS, exitWithParent } from './machine-paths.ts';

const paramPath = /^\/ofrep\/v1\/evaluate\/flags\/[^/]+$/;
const known = new Set<string>(Object.values(MACHINE_PATHS));
const answer = JSON.stringify({ ok: true });

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '';
    if (request.method !== 'POST' || !(known.has(path) || paramPath.test(path))) {
      response.writeHead(404).end();
      return;
    }
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`Ready: http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
exitWithParent();
process.once('SIGTERM', () => server.close(() => process.exit(0)));
