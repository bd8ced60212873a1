// Runs on whatever Node the machine has (the system one may be 20): installs the project's dependencies, which
// include its own Node 24, and (with --build) builds the web app when its sources changed. Plain JS on purpose.
// ADR 090: always with the dev dependencies, NODE_ENV=production included (the pinned Node and Vite are among them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const onTerminal = process.stdout.isTTY === true;

/** Seconds between two progress lines when the output is not a terminal: often at first, then every 30 s. */
const progressDelays = [15, 15, 15, 15];
const laterDelay = 30;

/**
 * Runs a command and says every so often that it is still working: on a terminal, one line rewritten in place every
 * second (the command's own output goes through this process, so it is printed above that line, never into it); in
 * a pipe (CI logs, the fresh-clone test), a line every 15–30 s.
 */
async function run(label, command, args) {
  const started = Date.now();
  const status = () => `  … ${label}, ${Math.round((Date.now() - started) / 1000)} s`;
  const clearLine = '\r\u001b[K';
  let stopProgress;
  if (onTerminal) {
    const timer = setInterval(() => process.stdout.write(`${clearLine}${status()}`), 1000);
    stopProgress = () => {
      clearInterval(timer);
      process.stdout.write(clearLine);
    };
  } else {
    let printed = 0;
    let timer;
    const schedule = () => {
      timer = setTimeout(
        () => {
          console.log(status());
          printed += 1;
          schedule();
        },
        (progressDelays[printed] ?? laterDelay) * 1000,
      );
    };
    schedule();
    stopProgress = () => clearTimeout(timer);
  }
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    const relay = (target) => (chunk) => {
      if (onTerminal) process.stdout.write(clearLine);
      target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.once('error', (error) => {
      console.error(`\n${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  stopProgress();
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(code);
  }
  console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
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
const needsInstall =
  !existsSync(nodeBin) ||
  !existsSync(installedMarker) ||
  statSync(lockfile).mtimeMs > statSync(installedMarker).mtimeMs;
if (needsInstall) {
  console.log('Installing dependencies (first run; about a minute with a warm npm cache)…');
  const verb = existsSync(join(root, 'node_modules')) ? 'install' : 'ci';
  await run('installing', npm, [verb, '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']);
} else {
  // The install's postinstall applies these; a checkout installed before a fix was added gets it here.
  const patched = spawnSync(process.execPath, [join(root, 'scripts', 'patch-dependencies.mjs')], { stdio: 'inherit' });
  if (patched.status !== 0) process.exit(patched.status ?? 1);
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
    console.log('Building the web app (VERBOSE_BUILD=1 lists every chunk)…');
    await run('building', npm, ['run', '--silent', 'build']);
  }
}
