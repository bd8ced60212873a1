// What the figures were measured on: they are only comparable within one run, but the machine and its load say how
// far to trust them.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { MachineInfo } from './report.ts';
import { nodeBin, repoRoot } from './processes.ts';

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

export function describeMachine(): MachineInfo {
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown commit';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const node = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim() || process.version;
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: dirty ? `${commit} (with uncommitted changes)` : commit,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    memoryBytes: totalmem(),
    node,
    os: `${type()} ${release()}`,
    loadStart: loadavg(),
  };
}
