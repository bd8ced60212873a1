import { describe, expect, it, vi } from 'vitest';
import { TurnBatchedDestination, type FileWrites } from './log-destination.ts';

type Answer = { err?: string; written?: number } | 'hold';

/**
 * A file that records each write. `answers` decides what each asynchronous write does in turn: all of it (default),
 * part of it, an error, or 'hold' (in flight until `release()`).
 */
function fakeFile(answers: Answer[] = []) {
  const writes: string[] = [];
  let held: (() => void) | null = null;
  const io: FileWrites = {
    write(_fd, data, offset, length, _position, done) {
      const chunk = data.subarray(offset, offset + length);
      const answer = answers.shift() ?? {};
      const finish = (a: Exclude<Answer, 'hold'>) => {
        const written = a.err ? 0 : (a.written ?? chunk.length);
        writes.push(chunk.subarray(0, written).toString());
        const err = a.err ? Object.assign(new Error(a.err), { code: a.err }) : null;
        setImmediate(() => done(err, written));
      };
      if (answer === 'hold') held = () => finish({});
      else finish(answer);
    },
    writeSync(_fd, data, offset) {
      writes.push(data.subarray(offset).toString());
      return data.length - offset;
    },
  };
  return { io, writes, text: () => writes.join(''), release: () => held?.() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turn-batched log destination', () => {
  it('writes the lines of one turn with one write, in order, and a later line with the next', async () => {
    const file = fakeFile();
    const destination = new TurnBatchedDestination(9, file.io);
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(file.writes).toEqual([]);
    await vi.waitFor(() => expect(file.writes).toEqual(['a\nb\nc\n']));
    destination.write('d\n');
    await vi.waitFor(() => expect(file.writes).toEqual(['a\nb\nc\n', 'd\n']));
    destination.end();
  });

  it('writes the rest of a short write, and retries a full pipe (EAGAIN) without losing or repeating a line', async () => {
    const file = fakeFile([{ written: 3 }, { err: 'EAGAIN' }]);
    const destination = new TurnBatchedDestination(9, file.io);
    destination.write('first\n');
    destination.write('second\n');
    await vi.waitFor(() => expect(file.text()).toBe('first\nsecond\n'));
    destination.write('third\n');
    await vi.waitFor(() => expect(file.text()).toBe('first\nsecond\nthird\n'));
    const flushed = vi.fn();
    destination.flush(flushed);
    await vi.waitFor(() => expect(flushed).toHaveBeenCalled());
    destination.end();
  });

  it('gathers lines while a write is in flight and writes them together after it', async () => {
    const file = fakeFile(['hold']);
    const destination = new TurnBatchedDestination(9, file.io);
    destination.write('1\n');
    await nextTurn();
    destination.write('2\n');
    await nextTurn();
    destination.write('3\n');
    await nextTurn();
    file.release();
    await vi.waitFor(() => expect(file.writes).toEqual(['1\n', '2\n3\n']));
    destination.end();
  });

  it('starts writes at most once per interval under load, and writes at the end of the turn after a quiet one', async () => {
    const file = fakeFile();
    const destination = new TurnBatchedDestination(9, file.io, 1024, 1000);
    destination.write('a\n');
    await vi.waitFor(() => expect(file.writes).toEqual(['a\n']));
    destination.write('b\n');
    await nextTurn();
    destination.write('c\n');
    await nextTurn();
    await nextTurn();
    expect(file.writes).toEqual(['a\n']);
    await vi.waitFor(() => expect(file.writes).toEqual(['a\n', 'b\nc\n']), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    destination.write('d\n');
    await nextTurn();
    await nextTurn();
    expect(file.writes).toEqual(['a\n', 'b\nc\n', 'd\n']);
    destination.end();
  });

  it('drops and counts lines past its limit while the reader lags; writes what is pending at exit', () => {
    const file = fakeFile();
    const destination = new TurnBatchedDestination(9, file.io, 10);
    expect(destination.write('12345\n')).toBe(true);
    expect(destination.write('67890\n')).toBe(false);
    expect(destination.dropped).toBe(1);
    destination.flushSync();
    expect(file.writes).toEqual(['12345\n']);
    destination.end();
    expect(destination.write('late\n')).toBe(false);
  });
});
