import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { infoLineWriter, requestLoggerFactory } from './logger.ts';

describe('request logger', () => {
  it('is made only when a request logs, bound to its id, with the level methods of pino', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const child = vi.spyOn(parent, 'child');
    const log = requestLoggerFactory(parent, { reqId: 'req-1' }, {});
    expect(child).not.toHaveBeenCalled();
    log.info({ route: '/a' }, 'first');
    log.warn('second');
    log.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'req-1', route: '/a', msg: 'first', level: 30 },
      { reqId: 'req-1', msg: 'second', level: 40 },
    ]);
    expect(lines).toHaveLength(2);
    expect(log.level).toBe('info');
    log.child({ step: 'x' }).error('third');
    expect(lines.at(-1)).toMatchObject({ reqId: 'req-1', step: 'x', msg: 'third', level: 50 });
  });
});

describe('access line', () => {
  it('is the line pino would write for the same fields, quotes and all', () => {
    const written: string[] = [];
    const stream = { write: (line: string) => written.push(line) };
    const url = '/ofrep/v1/evaluate/flags/a"b\\c';
    const msg = `POST ${url} 200`;
    infoLineWriter(stream)({ id: 'req-7', method: 'POST' }, { elapsedTime: 1.23456, statusCode: 200 }, url);
    const fields = { reqId: 'req-7', req: { method: 'POST', url }, res: { statusCode: 200 }, responseTime: 1.23 };
    pino({ level: 'info' }, stream).info(fields, msg);
    const [ours, theirs] = written.map((line) => line.replace(/"time":\d+/, '"time":0'));
    expect(ours).toBe(theirs);
    expect(JSON.parse(ours!)).toMatchObject({ level: 30, msg, req: { url } });
  });
});
