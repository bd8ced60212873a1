import { streamEventSchema, type StreamEvent } from '@app/contracts/customer/compare-models';

/**
 * Incremental text/event-stream parser (WHATWG "server-sent events" framing): feed it decoded chunks, get back
 * the complete events. Comments (heartbeats) and frames that fail the contract are skipped.
 */
export function createSseParser() {
  let buffer = '';
  return {
    push(chunk: string): StreamEvent[] {
      buffer += chunk;
      const frames = buffer.split(/\r?\n\r?\n/);
      buffer = frames.pop() ?? '';
      return frames.flatMap(parseFrame);
    },
  };
}

function parseFrame(frame: string): StreamEvent[] {
  const data = frame
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (!data) return [];
  try {
    const parsed = streamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? [parsed.data] : [];
  } catch {
    return [];
  }
}
