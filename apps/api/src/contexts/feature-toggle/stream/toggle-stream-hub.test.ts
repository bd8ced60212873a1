import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToggleStreamHub } from './toggle-stream-hub.ts';

class FakeResponse extends EventEmitter {
  written: string[] = [];
  ended = false;
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

const change = { action: 'created' as const, toggleName: 'A', toggleType: 'SIMPLE' as const, changedAt: '2030-01-01T00:00:00.000Z' };
const asRes = (f: FakeResponse) => f as unknown as ServerResponse;

afterEach(() => vi.useRealTimers());

describe('ToggleStreamHub', () => {
  it('sends ready, then each change only to that customer, with increasing ids', () => {
    const hub = new ToggleStreamHub();
    const mine = new FakeResponse();
    const theirs = new FakeResponse();
    hub.add('c1', asRes(mine));
    hub.add('c2', asRes(theirs));
    hub.publish('c1', change);
    hub.publish('c1', { ...change, action: 'deleted' });
    expect(mine.written[0]).toContain('event: ready');
    expect(mine.written[1]).toMatch(/^id: 1\nevent: toggle-changed\ndata: \{.*"action":"created"/);
    expect(mine.written[2]).toMatch(/^id: 2\n/);
    expect(theirs.written).toHaveLength(1);
    hub.closeAll();
  });

  it('writes heartbeat comments while streams are open and stops when the last closes', () => {
    vi.useFakeTimers();
    const hub = new ToggleStreamHub({ heartbeatMs: 1_000 });
    const res = new FakeResponse();
    hub.add('c1', asRes(res));
    vi.advanceTimersByTime(2_500);
    expect(res.written.filter((w) => w === ': heartbeat\n\n')).toHaveLength(2);
    res.emit('close');
    expect(hub.count()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(res.written.filter((w) => w === ': heartbeat\n\n')).toHaveLength(2);
  });

  it('bounds streams per customer and ends everything on closeAll', () => {
    const hub = new ToggleStreamHub({ maxPerCustomer: 2 });
    const a = new FakeResponse();
    const b = new FakeResponse();
    hub.add('c1', asRes(a));
    expect(hub.hasRoom('c1')).toBe(true);
    hub.add('c1', asRes(b));
    expect(hub.hasRoom('c1')).toBe(false);
    hub.closeAll();
    expect(a.ended && b.ended).toBe(true);
    const late = new FakeResponse();
    hub.add('c1', asRes(late));
    expect(late.ended).toBe(true);
  });
});
