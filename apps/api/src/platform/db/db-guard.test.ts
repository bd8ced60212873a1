import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, DbGuard } from './db-guard.ts';

function guardWith(probeResults: boolean[]) {
  const events: string[] = [];
  const guard = new DbGuard({
    deadlineMs: 2_000,
    slowMs: 500,
    probeTimeoutMs: 1_000,
    probeIntervalMs: 250,
    probe: async () => {
      const ok = probeResults.shift() ?? true;
      events.push(`probe:${ok}`);
      if (!ok) throw new Error('unreachable');
    },
    onDown: () => events.push('down'),
    onUp: () => events.push('up'),
  });
  return { guard, events };
}

const refused = () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));

describe('database guard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes results and statement errors through untouched', async () => {
    const { guard, events } = guardWith([]);
    expect(await guard.run(async () => 42)).toBe(42);
    const unique = Object.assign(new Error('duplicate'), { code: '23505' });
    await expect(guard.run(() => Promise.reject(unique))).rejects.toBe(unique);
    expect(events).toEqual([]);
  });

  it('answers a connection error as unavailable, trips once the probe fails, then fails fast', async () => {
    const { guard, events } = guardWith([false]);
    await expect(guard.run(refused)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.waitFor(() => expect(guard.current).toBe('down'));
    let called = false;
    await expect(
      guard.run(async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(called).toBe(false);
    expect(events).toEqual(['probe:false', 'down']);
  });

  it('stays up when the probe finds the database reachable (one dropped connection)', async () => {
    const { guard, events } = guardWith([true]);
    await expect(guard.run(refused)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.waitFor(() => expect(events).toEqual(['probe:true']));
    expect(guard.current).toBe('up');
  });

  it('fails a call at its deadline and probes a call that is merely slow', async () => {
    vi.useFakeTimers();
    const { guard, events } = guardWith([true, false]);
    const never = guard.run(() => new Promise(() => {}));
    const assertion = expect(never).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual(['probe:true']);
    await vi.advanceTimersByTimeAsync(1_500);
    await assertion;
    expect(guard.current).toBe('down');
  });

  it('gives a probe that timed out a second chance, and trips when that one times out too', async () => {
    vi.useFakeTimers();
    let hangs = 1;
    const events: string[] = [];
    const guard = new DbGuard({
      deadlineMs: 2_000,
      slowMs: 500,
      probeTimeoutMs: 1_000,
      probeIntervalMs: 250,
      probe: () => (hangs-- > 0 ? new Promise(() => {}) : Promise.resolve()),
      onDown: () => events.push('down'),
    });
    void guard.check();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(guard.current).toBe('up');
    hangs = 2;
    void guard.check();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(guard.current).toBe('down');
    expect(events).toEqual(['down']);
    guard.stop();
  });

  it('comes back up by itself when a later probe succeeds', async () => {
    vi.useFakeTimers();
    const { guard, events } = guardWith([false, false, true]);
    await expect(guard.run(refused)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.current).toBe('down');
    await vi.advanceTimersByTimeAsync(250);
    expect(guard.current).toBe('down');
    await vi.advanceTimersByTimeAsync(250);
    expect(guard.current).toBe('up');
    expect(events).toEqual(['probe:false', 'down', 'probe:false', 'probe:true', 'up']);
    guard.stop();
  });
});
