// Fixes to installed dependencies, applied by the root `postinstall` after every `npm install` and `npm ci`
// (production installs included), each kept until a release of the dependency carries it. A fix is applied by exact
// text: when neither the original nor the fixed text is found (the dependency changed), the install fails, so an
// update cannot silently drop a fix. Plain JS, no dependency: it runs before anything else is installed. ADR 077.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* patched by scripts/patch-dependencies.mjs */';

/**
 * postgres.js 3.4.9, two ways a connection lost at the wrong moment stops the process (exit code 1):
 * - a statement written to a connection whose socket has just closed, such as the ROLLBACK of a transaction cut
 *   mid-way, throws from a timer callback (upstream issues #1133 and #1208). Fixed: such a write fails its statements
 *   with CONNECTION_CLOSED, and a closed socket's unsent bytes are dropped instead of being sent ahead of the next
 *   connection's start-up message;
 * - the array types each new connection reads first are fetched from a promise nothing awaits: a reset, or a pool
 *   destroyed by the breaker, at that moment is an unhandled rejection. Fixed: that promise's rejection is handled
 *   (the statements waiting on the connection are failed by the driver's own error path).
 */
const postgresConnectionLoss = {
  files: ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'].map((f) =>
    join('node_modules', 'postgres', f),
  ),
  edits: [
    {
      from: '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n',
      to:
        `  function nextWrite(fn) {\n    if (socket === null) { ${MARK}\n      chunk = nextWriteTimer = null\n` +
        `      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n` +
        '    const x = socket.write(chunk, fn)\n',
    },
    {
      from: '        return fetchArrayTypes()\n',
      to: `        return fetchArrayTypes().catch(() => {}) ${MARK}\n`,
    },
    {
      from: '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
      to: `    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null ${MARK}\n`,
    },
  ],
};

let failed = false;
for (const fix of [postgresConnectionLoss]) {
  for (const relative of fix.files) {
    const path = join(root, relative);
    if (!existsSync(path)) continue; // not installed (a partial install that does not include it)
    let text = readFileSync(path, 'utf8');
    for (const { from, to } of fix.edits) {
      if (text.includes(to)) continue;
      if (!text.includes(from)) {
        console.error(`patch-dependencies: ${relative} has changed; review the fix in scripts/patch-dependencies.mjs`);
        failed = true;
        continue;
      }
      text = text.replace(from, to);
    }
    writeFileSync(path, text);
  }
}
if (failed) process.exit(1);
