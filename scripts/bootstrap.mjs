// Runs on whatever Node the machine has (the system one may be 20): installs the project's dependencies, which
// include its own Node 24, and (with --build) builds the web app when its sources changed. Plain JS on purpose.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const lockfile = join(root, 'package-lock.json');
const installedMarker = join(root, 'node_modules', '.package-lock.json');
const nodeBin = join(bin, process.platform === 'win32' ? 'node.cmd' : 'node');
const needsInstall = !existsSync(nodeBin) || !existsSync(installedMarker) || statSync(lockfile).mtimeMs > statSync(installedMarker).mtimeMs;
if (needsInstall) {
  console.log('Installing dependencies (first run)…');
  run(npm, [existsSync(join(root, 'node_modules')) ? 'install' : 'ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

if (process.argv.includes('--build')) {
  const web = join(root, 'apps', 'web');
  // The pre-rendered pages are the build's last step, so their manifest dates a complete build.
  const builtAt = newestMtime(join(web, 'dist', 'prerendered', 'manifest.json'));
  const sourcesAt = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'public')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'vite.config.ts')),
    newestMtime(join(web, 'scripts')),
    newestMtime(join(root, 'packages', 'contracts', 'src')),
  );
  if (builtAt === 0 || sourcesAt > builtAt) {
    console.log('Building the web app…');
    run(npm, ['run', '--silent', 'build']);
  }
}
