import { describe, expect, it } from 'vitest';
import type { SseChannel, SseEvent } from '../../../platform/http/sse.ts';
import { ToggleStreamHub } from './toggle-stream-hub.ts';

function channel(lastEventId?: string) {
  const abort = new AbortController();
  const sent: SseEvent[] = [];
  const fake: SseChannel & { sent: SseEvent[]; closed: boolean } = {
    sent,
    closed: false,
    send: (event) => void sent.push(event),
    close: () => {
      fake.closed = true;
      abort.abort();
    },
    signal: abort.signal,
    lastEventId,
  };
  return fake;
}

const change = { action: 'created' as const, name: 'A', type: 'SIMPLE' as const, at: Date.parse('2030-01-01') };
const names = (c: { sent: SseEvent[] }) => c.sent.map((e) => e.event);

describe('ToggleStreamHub', () => {
  it('sends ready, then each change only to that customer, with increasing ids', () => {
    const hub = new ToggleStreamHub();
    const mine = channel();
    const theirs = channel();
    hub.add('c1', mine);
    hub.add('c2', theirs);
    hub.publish('c1', change);
    hub.publish('c1', { ...change, action: 'deleted' });
    expect(names(mine)).toEqual(['ready', 'toggle-changed', 'toggle-changed']);
    const [first, second] = [mine.sent[1]!.id!, mine.sent[2]!.id!];
    expect(Number(second.split('-')[1])).toBe(Number(first.split('-')[1]) + 1);
    expect(mine.sent[1]!.data).toEqual({
      action: 'created',
      toggleName: 'A',
      toggleType: 'SIMPLE',
      changedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(names(theirs)).toEqual(['ready']);
  });

  it('replays what a client reconnecting with Last-Event-ID missed', () => {
    const hub = new ToggleStreamHub();
    const before = channel();
    hub.add('c1', before);
    hub.publish('c1', change);
    const lastSeen = before.sent[1]!.id!;
    before.close();
    hub.publish('c1', { ...change, name: 'B' });
    hub.publish('c1', { ...change, name: 'C' });
    const again = channel(lastSeen);
    hub.add('c1', again);
    expect(names(again)).toEqual(['toggle-changed', 'toggle-changed', 'ready']);
    expect(again.sent.map((e) => (e.data as { toggleName?: string }).toggleName)).toEqual(['B', 'C', undefined]);
  });

  it('asks a client to reload when it cannot tell what it missed', () => {
    const hub = new ToggleStreamHub({ replayLength: 2 });
    hub.publish('c1', change);
    const stranger = channel('another-replica-7');
    hub.add('c1', stranger);
    expect(names(stranger)).toEqual(['resync', 'ready']);
    const old = channel();
    hub.add('c1', old);
    for (let i = 0; i < 5; i++) hub.publish('c1', change);
    const tooOld = channel(old.sent.find((e) => e.event === 'toggle-changed')!.id);
    hub.add('c1', tooOld);
    expect(names(tooOld)).toEqual(['resync', 'ready']);
  });

  it('bounds streams per customer and ends everything on closeAll', () => {
    const hub = new ToggleStreamHub({ maxPerCustomer: 2 });
    const a = channel();
    const b = channel();
    hub.add('c1', a);
    expect(hub.hasRoom('c1')).toBe(true);
    hub.add('c1', b);
    expect(hub.hasRoom('c1')).toBe(false);
    hub.closeAll();
    expect(a.closed && b.closed).toBe(true);
    expect(hub.count()).toBe(0);
    const late = channel();
    hub.add('c1', late);
    expect(late.closed).toBe(true);
  });
});
