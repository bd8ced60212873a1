import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options.ts';

const parse = (...argv: string[]) => parseOptions(argv, '/tmp/prof');

describe('bench options', () => {
  it('runs every workload in full mode with 5 rounds of 5 s at 10 connections by default', () => {
    const o = parse();
    expect(o.mode).toBe('full');
    expect([...o.workloads]).toEqual(['returning', 'new-users', 'ofrep', 'events', 'results', 'cv']);
    expect([o.rounds, o.durationS, o.warmupS, o.connections]).toEqual([5, 5, 2, 10]);
    expect(o.postgres).toBe(true);
    expect(o.cpuProfDir).toBeUndefined();
  });

  it('quick mode is short, and explicit values still win', () => {
    expect(parse('--quick')).toMatchObject({ mode: 'quick', rounds: 3, durationS: 2, warmupS: 1 });
    expect(parse('--quick', '--rounds=1')).toMatchObject({ rounds: 1, durationS: 2 });
  });

  it('selects workloads and targets by name', () => {
    const o = parse('ofrep', 'returning', '--targets=fastify, pglite', '--no-pg');
    expect([...o.workloads]).toEqual(['ofrep', 'returning']);
    expect([...o.targets]).toEqual(['fastify', 'pglite']);
    expect(o.postgres).toBe(false);
  });

  it('collects product variables and the profile directory', () => {
    const o = parse('--product-env=LOG_LEVEL=warn', '--product-env=CONTEXTS=abs-testing', '--cpu-prof');
    expect(o.productEnv).toEqual({ LOG_LEVEL: 'warn', CONTEXTS: 'abs-testing' });
    expect(o.cpuProfDir).toBe('/tmp/prof');
    expect(parse('--cpu-prof=/data/profiles').cpuProfDir).toBe('/data/profiles');
  });

  it('large mode seeds 5 million users unless told otherwise', () => {
    expect(parse('--large')).toMatchObject({ mode: 'large', users: 5_000_000, durationS: 10 });
    expect(parse('--large', '--users=20000').users).toBe(20_000);
  });

  it.each([
    [['--rounds=0'], /--rounds must be a whole number/],
    [['--duration=1.5'], /--duration must be a whole number/],
    [['--rounds'], /--rounds needs a value/],
    [['--bogus'], /unknown option --bogus/],
    [['speed'], /unknown workload "speed"/],
    [['--quick', '--large'], /exclude each other/],
    [['--large', 'ofrep'], /--large runs its own workload/],
    [['--product-env=lower=1'], /KEY=VALUE/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(UsageError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
