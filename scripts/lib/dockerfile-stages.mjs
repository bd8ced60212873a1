// deploy/Dockerfile carried out without Docker (ADR 090), for the fresh-clone test: each stage in a folder of its own
// standing for the image's /app, COPY from the build context (honouring .dockerignore) or from an earlier stage, ENV,
// and the RUN lines that start with `npm` or `node`, on a Node 24 standing for the base image's. What only Docker can
// do (users, file ownership) is reported as not run, never faked. Anything this file does not understand is an error,
// so the Dockerfile cannot drift beyond what the test covers. Plain JS: runs on the system Node.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';

const IMAGE_ROOT = '/app';

/**
 * @typedef {{ keyword: string, args: string }} Instruction
 * @typedef {{ name: string, base: string, instructions: Instruction[] }} Stage
 */

/** @param {string} text @returns {Stage[]} */
export function parseDockerfile(text) {
  const logical = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(`${pending}${line.trim()}`);
    pending = '';
  }
  /** @type {Stage[]} */
  const stages = [];
  for (const line of logical) {
    const match = /^(\w+)\s+(.*)$/s.exec(line);
    if (!match) throw new Error(`Dockerfile: cannot read "${line}"`);
    const keyword = match[1].toUpperCase();
    const args = match[2];
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile: cannot read "${line}"`);
      stages.push({ name: from[2] ?? String(stages.length), base: from[1], instructions: [] });
    } else if (stages.length === 0) {
      throw new Error(`Dockerfile: "${line}" before any FROM`);
    } else {
      stages.at(-1).instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** `.dockerignore` patterns this emulation understands: `name` (at the context root) and `**\/name` (anywhere). */
export function dockerignoreFilter(text) {
  const rootNames = new Set();
  const anywhere = new Set();
  for (const raw of text.split(/\r?\n/)) {
    const pattern = raw.trim().replace(/\/$/, '');
    if (!pattern || pattern.startsWith('#')) continue;
    const nested = /^\*\*\/([^*?[\]!/]+)$/.exec(pattern);
    if (nested) anywhere.add(nested[1]);
    else if (/^[^*?[\]!/]+$/.test(pattern)) rootNames.add(pattern);
    else throw new Error(`.dockerignore: the fresh-clone test does not understand "${pattern}"`);
  }
  /** @param {string} path relative to the context, '' for the context itself */
  return (path) => {
    if (!path) return true;
    const parts = path.split(sep);
    return !rootNames.has(parts[0]) && !parts.some((part) => anywhere.has(part));
  };
}

/** Words of an instruction, with its leading `--flag=value` options apart. */
function splitFlags(args) {
  const words = args.split(/\s+/);
  const flags = {};
  while (words[0]?.startsWith('--')) {
    const [flag, value = ''] = words.shift().slice(2).split(/=(.*)/s);
    flags[flag] = value;
  }
  return { flags, rest: words.join(' ') };
}

/** `KEY=value KEY2=value2` (the form this Dockerfile uses; values without spaces or quotes). */
function parseEnv(args) {
  const env = {};
  for (const pair of args.split(/\s+/)) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\s]*)$/.exec(pair);
    if (!match) throw new Error(`Dockerfile: ENV "${args}" is not in the KEY=value form the test understands`);
    env[match[1]] = match[2];
  }
  return env;
}

/**
 * Carries out every stage; returns the last one: its folder, environment, CMD and HEALTHCHECK command.
 * @param {Stage[]} stages
 * @param {{ context: string, workDir: string, nodeBinDir: string, baseEnv: NodeJS.ProcessEnv, log: (line: string) => void }} options
 */
export function buildStages(stages, { context, workDir, nodeBinDir, baseEnv, log }) {
  const ignore = existsSync(join(context, '.dockerignore'))
    ? dockerignoreFilter(readFileSync(join(context, '.dockerignore'), 'utf8'))
    : () => true;
  /** @type {Map<string, string>} */
  const stageDirs = new Map();
  let last;
  for (const stage of stages) {
    if (!/^node:24([.-]|$)/.test(stage.base)) {
      throw new Error(`Dockerfile: stage ${stage.name} starts FROM ${stage.base}; the test stands in for node:24 only`);
    }
    const dir = join(workDir, stage.name);
    mkdirSync(dir, { recursive: true });
    stageDirs.set(stage.name, dir);
    // Paths inside the image, /app/…, point into the stage's folder.
    const inImage = (value) => value.replace(/(^|[\s=:])\/app(?=\/|\s|$)/g, (_m, before) => `${before}${dir}`);
    const state = { env: {}, cmd: null, healthcheck: null };
    const env = () => ({ ...baseEnv, PATH: `${nodeBinDir}:${baseEnv.PATH}`, ...state.env });
    for (const { keyword, args } of stage.instructions) {
      if (keyword === 'WORKDIR') {
        if (args !== IMAGE_ROOT) throw new Error(`Dockerfile: WORKDIR ${args}; the test maps ${IMAGE_ROOT} only`);
      } else if (keyword === 'ENV') {
        for (const [name, value] of Object.entries(parseEnv(args))) state.env[name] = inImage(value);
      } else if (keyword === 'COPY') {
        copy(args, { dir, context, ignore, stageDirs });
      } else if (keyword === 'RUN') {
        const { flags, rest } = splitFlags(args);
        for (const [flag, value] of Object.entries(flags)) {
          // A build cache mount of npm's cache is what the host's npm cache already is.
          if (flag !== 'mount' || !/^type=cache,target=\/root\/\.npm$/.test(value)) {
            throw new Error(`Dockerfile: RUN --${flag}=${value} is not understood by the test`);
          }
        }
        if (!/^(npm|node)\s/.test(rest)) {
          log(`not run outside Docker: RUN ${rest}`);
          continue;
        }
        log(`RUN ${rest}`);
        const result = spawnSync('sh', ['-c', inImage(rest)], { cwd: dir, env: env(), stdio: 'inherit' });
        if (result.status !== 0) throw new Error(`Dockerfile: RUN ${rest} failed (stage ${stage.name})`);
      } else if (keyword === 'CMD') {
        state.cmd = JSON.parse(args);
      } else if (keyword === 'HEALTHCHECK') {
        state.healthcheck = JSON.parse(args.replace(/^(--\S+\s+)*CMD\s+/, ''));
      } else if (keyword === 'USER' || keyword === 'EXPOSE') {
        log(`not run outside Docker: ${keyword} ${args}`);
      } else {
        throw new Error(`Dockerfile: ${keyword} is not understood by the test`);
      }
    }
    last = { dir, env: env(), cmd: state.cmd, healthcheck: state.healthcheck };
  }
  return last;
}

function copy(args, { dir, context, ignore, stageDirs }) {
  const { flags, rest } = splitFlags(args);
  const words = rest.split(/\s+/);
  const dest = words.pop();
  for (const flag of Object.keys(flags)) {
    if (flag !== 'from') throw new Error(`Dockerfile: COPY --${flag} is not understood by the test`);
  }
  const fromDir = flags.from === undefined ? context : stageDirs.get(flags.from);
  if (!fromDir) throw new Error(`Dockerfile: COPY --from=${flags.from}: no such stage`);
  const destPath = dest.startsWith('/') ? join(dir, relative(IMAGE_ROOT, dest)) : join(dir, dest);
  for (const source of words) {
    const sourcePath = source.startsWith('/') ? join(fromDir, relative(IMAGE_ROOT, source)) : join(fromDir, source);
    if (!existsSync(sourcePath)) throw new Error(`Dockerfile: COPY ${source}: not found`);
    const filter = flags.from === undefined ? (path) => ignore(relative(context, path)) : () => true;
    if (statSync(sourcePath).isDirectory()) {
      // Docker copies a folder's contents, not the folder; it keeps modification times, and so does the test.
      cpSync(sourcePath, destPath, { recursive: true, filter, preserveTimestamps: true });
    } else {
      const target = dest.endsWith('/') || words.length > 1 ? join(destPath, basename(source)) : destPath;
      mkdirSync(join(target, '..'), { recursive: true });
      cpSync(sourcePath, target, { preserveTimestamps: true });
    }
  }
}
