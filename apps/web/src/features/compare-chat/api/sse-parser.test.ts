import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('SSE parser', () => {
  it('joins frames split across chunks and skips heartbeats and junk', () => {
    const parser = createSseParser();
    const frame = 'event: delta\ndata: {"type":"delta","modelName":"gpt-4o","text":"Hi"}\n\n';
    expect(parser.push(frame.slice(0, 20))).toEqual([]);
    expect(parser.push(frame.slice(20) + ': keep-alive\n\ndata: {"type":"nope"}\n\ndata: not json\n\n')).toEqual([
      { type: 'delta', modelName: 'gpt-4o', text: 'Hi' },
    ]);
    expect(parser.push('event: end\r\ndata: {"type":"end"}\r\n\r\n')).toEqual([{ type: 'end' }]);
  });
});
