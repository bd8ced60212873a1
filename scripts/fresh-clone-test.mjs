// `npm run test:fresh-clone` (first step of .ci/run): the documented start commands, run exactly as written on fresh
// clones that have only the system Node and npm (ADR 090):
//   development  README.md        on a fresh clone: < 30 lines before Ready, banner names /docs and /dev/mailbox
//   production   README.md        on another fresh clone, on a new database of the local PostgreSQL and on Redis
//   one-context  operations.md    on the production clone, one context alone
//   image        deploy/Dockerfile carried out outside Docker (scripts/lib/dockerfile-stages.mjs)
// Each server is checked (/readyz, /, a built asset, /docs, /openapi.json, the dev mailbox) and stopped. The npm
// cache is used. Plain JS on purpose: it must run before anything is installed, on the system Node (20 or later).
// Clones the committed tree: commit first. KEEP_FRESH_CLONE=1 keeps the temporary folder for inspection.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markedBlocks, withAssignments } from './lib/marked-blocks.mjs';
import { buildStages, parseDockerfile } from './lib/dockerfile-stages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const READY = /Ready: (https?:\/\/\S+)/;
const MAX_LINES_BEFORE_READY = 30;
// A first install on a cold npm cache downloads ~800 MB of packages; a warm one takes about a minute.
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 20_000;

const results = { passed: 0, failed: 0 };
function check(name, ok, detail = '') {
  results[ok ? 'passed' : 'failed'] += 1;
  console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The environment of a newcomer's shell: no npm-run variables, no node_modules/.bin on PATH (npm puts this
 * repository's pinned Node 24 there when the test runs as an npm script), and none of the product's settings.
 */
function newcomerEnv() {
  const settings = ['NODE_ENV', 'PORT', 'HOST', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'SMTP_URL'];
  settings.push('AUTH_SECRET', 'CONTEXTS', 'LOG_LEVEL', 'VERBOSE_BUILD', 'NODE', 'INIT_CWD', 'NODE_OPTIONS');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && !settings.includes(name)),
  );
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules${sep}.bin`) && !dir.includes('node-gyp-bin'))
    .join(delimiter);
  return env;
}

function git(args, cwd = root) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function psql(adminUrl, sql) {
  const result = spawnSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.error) throw new Error(`psql is needed to create the test database: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/**
 * Starts a command in a process group of its own, its stdout and stderr into one log file (so their order is kept,
 * and the output is piped as in CI), echoed with a prefix; resolves once a line says "Ready: <url>".
 */
async function start(label, file, args, { cwd, env, logPath }) {
  console.log(`\n=== ${label}: ${[file, ...args].join(' ')}\n    in ${cwd}`);
  const fd = openSync(logPath, 'w');
  const child = spawn(file, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  let exitCode = null;
  child.once('exit', (code, signal) => (exitCode = code ?? signal));
  const stop = async () => {
    const alive = () => {
      try {
        process.kill(-child.pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (alive()) process.kill(-child.pid, 'SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (alive() && Date.now() < deadline) await sleep(100);
    const stopped = !alive();
    if (!stopped) process.kill(-child.pid, 'SIGKILL');
    return stopped;
  };
  let echoed = 0;
  const echo = () => {
    const text = readFileSync(logPath, 'utf8');
    const complete = text.slice(echoed, text.lastIndexOf('\n') + 1);
    for (const line of complete.split('\n').slice(0, -1)) console.log(`    | ${line}`);
    echoed += complete.length;
    return text;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const lines = echo().split('\n');
    const readyAt = lines.findIndex((line) => READY.test(line));
    if (readyAt >= 0) {
      const banner = [lines[readyAt]];
      for (const line of lines.slice(readyAt + 1)) {
        if (!line.startsWith('  ')) break;
        banner.push(line);
      }
      const baseUrl = READY.exec(lines[readyAt])[1].replace('//localhost:', '//127.0.0.1:').replace(/\/$/, '');
      return { baseUrl, linesBefore: readyAt, banner, stop, echo };
    }
    if (exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${label}: ${exitCode !== null ? `exited (${exitCode})` : 'timed out'} before "Ready:"`);
    }
    await sleep(250);
  }
}

async function get(url) {
  try {
    const response = await fetch(url, { redirect: 'follow' });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch (error) {
    return { status: 0, type: '', body: String(error) };
  }
}

/** What every start must serve: the database is ready, the built site with its assets, the API reference. */
async function checkServer(server, { mailbox }) {
  const readyz = await get(`${server.baseUrl}/readyz`);
  check('/readyz answers 200 with the database up', readyz.status === 200 && readyz.body.includes('"up"'), readyz.body);
  const home = await get(`${server.baseUrl}/`);
  check(
    '/ serves the built site',
    home.status === 200 && home.type.includes('text/html') && home.body.includes('NovaStack'),
  );
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
  const assetResponse = asset ? await get(`${server.baseUrl}${asset}`) : { status: 0 };
  check('a script the page loads is served', assetResponse.status === 200, asset ?? 'no /assets/*.js in the page');
  const docs = await get(`${server.baseUrl}/docs`);
  check('/docs serves the API reference', docs.status === 200 && /swagger/i.test(docs.body), `status ${docs.status}`);
  const openapi = await get(`${server.baseUrl}/openapi.json`);
  check('/openapi.json is the OpenAPI document', openapi.status === 200 && openapi.body.includes('"openapi"'));
  const box = await get(`${server.baseUrl}/dev/mailbox`);
  if (mailbox) check('/dev/mailbox is served', box.status === 200, `status ${box.status}`);
  else check('/dev/mailbox is not served', box.status === 404, `status ${box.status}`);
  const names = (path) => server.banner.some((line) => line.includes(`${server.bannerBase}${path}`));
  check('the Ready banner names /docs and /metrics', names('/docs') && names('/metrics'), server.banner.join(' | '));
  check(`the Ready banner ${mailbox ? 'names' : 'does not name'} /dev/mailbox`, names('/dev/mailbox') === mailbox);
}

async function runStart(label, block, { cwd, env, mailbox, logPath, fresh }) {
  const server = await start(`${label} (${block.file})`, 'sh', ['-c', block.text], { cwd, env, logPath });
  server.bannerBase = READY.exec(server.banner[0])[1].replace(/\/$/, '');
  try {
    if (fresh) {
      check(
        `fewer than ${MAX_LINES_BEFORE_READY} lines before Ready on a fresh clone`,
        server.linesBefore < MAX_LINES_BEFORE_READY,
        `${server.linesBefore} lines`,
      );
    }
    await checkServer(server, { mailbox });
  } finally {
    check('stops on SIGINT', await server.stop());
    server.echo();
  }
}

const blocks = [
  ...markedBlocks(readFileSync(join(root, 'README.md'), 'utf8'), 'README.md'),
  ...markedBlocks(readFileSync(join(root, 'docs/operations.md'), 'utf8'), 'docs/operations.md'),
];
const block = (name) => {
  const found = blocks.filter((b) => b.name === name);
  if (found.length !== 1)
    throw new Error(`expected one block marked "fresh-clone-test: ${name}", found ${found.length}`);
  return found[0];
};
const known = ['development', 'production', 'one-context'];
const unknown = blocks.filter((b) => !known.includes(b.name));
if (unknown.length > 0) throw new Error(`unknown fresh-clone-test blocks: ${unknown.map((b) => b.name).join(', ')}`);

const work = mkdtempSync(join(tmpdir(), 'novastack-fresh-'));
const env = newcomerEnv();
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const database = `fresh_clone_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const started = Date.now();
let failure = null;

try {
  const nodeVersion = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  const npmVersion = spawnSync('npm', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  console.log(
    `Fresh-clone test in ${work}: commit ${git(['rev-parse', '--short', 'HEAD'])}, system Node ${nodeVersion}, npm ${npmVersion}`,
  );
  if (git(['status', '--porcelain'])) console.log('(uncommitted changes are not part of the clones)');
  const clone = (name) => {
    const dir = join(work, name);
    git(['clone', '--quiet', root, dir]);
    return dir;
  };

  const dev = clone('development');
  await runStart('development', block('development'), {
    cwd: dev,
    env: { ...env, PORT: '0' },
    mailbox: true,
    logPath: join(work, 'development.log'),
    fresh: true,
  });

  psql(adminUrl, `CREATE DATABASE ${database}`);
  const prod = clone('production');
  const services = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  await runStart(
    'production',
    { ...block('production'), text: withAssignments(block('production').text, services) },
    {
      cwd: prod,
      env: { ...env, PORT: '0' },
      mailbox: false,
      logPath: join(work, 'production.log'),
      fresh: true,
    },
  );
  // The operations guide's one-context start takes AUTH_SECRET from the environment, as an operator's shell has it.
  const oneContext = block('one-context');
  await runStart(
    'one context',
    { ...oneContext, text: withAssignments(oneContext.text, services) },
    {
      cwd: prod,
      env: { ...env, PORT: '0', AUTH_SECRET: randomBytes(48).toString('base64') },
      mailbox: false,
      logPath: join(work, 'one-context.log'),
      fresh: false,
    },
  );

  // The image: its stages on a pristine clone as the build context, the pinned Node 24 standing for node:24-slim's.
  console.log('\n=== image (deploy/Dockerfile), outside Docker');
  const nodeBinDir = join(work, 'image-node');
  mkdirSync(nodeBinDir);
  symlinkSync(join(prod, 'node_modules', 'node', 'bin', 'node'), join(nodeBinDir, 'node'));
  const image = buildStages(parseDockerfile(readFileSync(join(root, 'deploy/Dockerfile'), 'utf8')), {
    context: clone('context'),
    workDir: join(work, 'image'),
    nodeBinDir,
    baseEnv: env,
    log: (line) => console.log(`    ${line}`),
  });
  const imagePort = image.env.PORT;
  const server = await start('image CMD', image.cmd[0], image.cmd.slice(1), {
    cwd: image.dir,
    // As deploy/compose.yaml runs it, on a free port of the loopback interface.
    env: { ...image.env, PORT: '0', HOST: '127.0.0.1', ...services, AUTH_SECRET: randomBytes(48).toString('base64') },
    logPath: join(work, 'image.log'),
  });
  server.bannerBase = READY.exec(server.banner[0])[1].replace(/\/$/, '');
  try {
    await checkServer(server, { mailbox: false });
    const port = new URL(server.baseUrl).port;
    const probe = image.healthcheck.map((arg) => arg.replaceAll(`127.0.0.1:${imagePort}`, `127.0.0.1:${port}`));
    const health = spawnSync(probe[0], probe.slice(1), { cwd: image.dir, env: image.env, timeout: 10_000 });
    check('the HEALTHCHECK command passes', health.status === 0, `exit ${health.status}`);
  } finally {
    check('stops on SIGINT', await server.stop());
    server.echo();
  }
} catch (error) {
  failure = error;
  results.failed += 1;
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
} finally {
  try {
    psql(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } catch (error) {
    console.error(`could not drop ${database}: ${error.message}`);
  }
  if (process.env.KEEP_FRESH_CLONE === '1') console.log(`\nClones and logs kept in ${work}`);
  else {
    // The clones hold ~1 GB each; their servers' logs stay in .tmp/fresh-clone/ for a look after a failure.
    const logs = join(root, '.tmp', 'fresh-clone');
    rmSync(logs, { recursive: true, force: true });
    mkdirSync(logs, { recursive: true });
    for (const name of readdirSync(work).filter((file) => file.endsWith('.log')))
      cpSync(join(work, name), join(logs, name));
    // The clones go in the background (half a minute of disk work that nothing after this step waits for); rm -rf
    // is several times faster than Node's recursive rmSync on a few hundred thousand files.
    console.log(`\nRemoving ${work} in the background`);
    spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
    if (failure || results.failed > 0) console.log(`\nServer logs kept in ${logs}`);
  }
}

console.log(`\nFresh-clone test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
