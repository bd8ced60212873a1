// Command line of `npm run bench` (docs/benchmarks.md, "Running it"). Pure: parsed here, acted on elsewhere.

export const WORKLOADS = ['returning', 'new-users', 'ofrep', 'events', 'results', 'cv'] as const;
export type WorkloadName = (typeof WORKLOADS)[number];

export interface BenchOptions {
  mode: 'full' | 'quick' | 'large';
  /** Workloads to run; every one when none is named. */
  workloads: ReadonlySet<WorkloadName>;
  /** Target ids to keep (e.g. `fastify,pglite`); every one when empty. */
  targets: ReadonlySet<string>;
  rounds: number;
  /** Seconds of load per round and target. */
  durationS: number;
  /** Seconds of unmeasured load per target before the first round. */
  warmupS: number;
  connections: number;
  /** Users seeded for `--large`. */
  users: number;
  postgres: boolean;
  /** Extra variables for every product process (recorded in the report), e.g. LOG_LEVEL=warn. */
  productEnv: Readonly<Record<string, string>>;
  /** Directory for `--cpu-prof` profiles of the product processes; undefined when not profiling. */
  cpuProfDir: string | undefined;
  write: boolean;
  json: string | undefined;
}

export class UsageError extends Error {}

export const USAGE = `npm run bench [-- [workload…] [options]]
  workloads      ${WORKLOADS.join(', ')} (default: all)
  --quick        short rounds, no replica and node:http rows: the CI smoke run (< 3 min)
  --large        past the cache: ${(5_000_000).toLocaleString('en')} users seeded into PostgreSQL (manual)
  --rounds=N --duration=S --warmup=S --connections=N --users=N
  --targets=a,b  only these targets (node-http, fastify, pglite, pglite-abs, pglite-ft, pg, pg-abs, pg-ft)
  --no-pg        skip the PostgreSQL targets
  --product-env=KEY=VALUE   extra variable for the product processes (repeatable, recorded in the report)
  --cpu-prof[=DIR]          start the product processes with --cpu-prof (profiles in DIR; figures not recorded)
  --write        record the report in docs/benchmarks.md
  --json=FILE    also write every round as JSON`;

const DEFAULTS = {
  full: { rounds: 5, durationS: 5, warmupS: 2 },
  quick: { rounds: 3, durationS: 2, warmupS: 1 },
  large: { rounds: 5, durationS: 10, warmupS: 2 },
} as const;

function positiveInt(name: string, raw: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export function parseOptions(argv: readonly string[], defaultProfileDir: string): BenchOptions {
  const flags = new Map<string, string | true>();
  const productEnv: Record<string, string> = {};
  const workloads = new Set<WorkloadName>();
  for (const arg of argv) {
    if (!arg.startsWith('--')) {
      if (!(WORKLOADS as readonly string[]).includes(arg)) {
        throw new UsageError(`unknown workload "${arg}" (known: ${WORKLOADS.join(', ')})`);
      }
      workloads.add(arg as WorkloadName);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const value = eq === -1 ? true : arg.slice(eq + 1);
    if (name === 'product-env') {
      const match = typeof value === 'string' ? /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(value) : null;
      if (!match) throw new UsageError('--product-env takes KEY=VALUE');
      productEnv[match[1]!] = match[2]!;
      continue;
    }
    flags.set(name, value);
  }
  const known = [
    'quick',
    'large',
    'rounds',
    'duration',
    'warmup',
    'connections',
    'users',
    'targets',
    'no-pg',
    'cpu-prof',
    'write',
    'json',
    'help',
  ];
  for (const name of flags.keys()) if (!known.includes(name)) throw new UsageError(`unknown option --${name}`);
  if (flags.has('help')) throw new UsageError('');
  if (flags.has('quick') && flags.has('large')) throw new UsageError('--quick and --large exclude each other');
  const mode = flags.has('large') ? 'large' : flags.has('quick') ? 'quick' : 'full';
  const text = (name: string): string | undefined => {
    const value = flags.get(name);
    if (value === true) throw new UsageError(`--${name} needs a value (--${name}=…)`);
    return value;
  };
  const number = (name: string, fallback: number, max: number) => {
    const raw = text(name);
    return raw === undefined ? fallback : positiveInt(name, raw, max);
  };
  const cpuProf = flags.get('cpu-prof');
  if (mode === 'large' && workloads.size > 0) throw new UsageError('--large runs its own workload; name none');
  const json = text('json');
  return {
    mode,
    workloads: workloads.size > 0 ? workloads : new Set(WORKLOADS),
    targets: new Set(
      (text('targets') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
    rounds: number('rounds', DEFAULTS[mode].rounds, 100),
    durationS: number('duration', DEFAULTS[mode].durationS, 600),
    warmupS: number('warmup', DEFAULTS[mode].warmupS, 600),
    connections: number('connections', 10, 1000),
    users: number('users', 5_000_000, 100_000_000),
    postgres: !flags.has('no-pg'),
    productEnv,
    cpuProfDir: cpuProf === undefined ? undefined : cpuProf === true ? defaultProfileDir : cpuProf,
    write: flags.has('write'),
    json,
  };
}
