export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** A minimal server-sent-events client over fetch, for tests: read events one by one with a deadline. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const queue: SseEvent[] = [];
  // A read that lost a race with the deadline stays pending; the next pump must await it, not start another.
  let pending: ReturnType<typeof reader.read> | null = null;

  const pump = async (deadline: number): Promise<boolean> => {
    const timer = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now())),
    );
    pending ??= reader.read();
    const chunk = await Promise.race([pending, timer]);
    if (chunk === 'timeout') return false;
    pending = null;
    if (chunk.done) {
      ended = true;
      return false;
    }
    buffer += chunk.value;
    let index: number;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      const event: SseEvent = { event: 'message', data: '' };
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) event.data += line.slice(6);
        else if (line.startsWith('id: ')) event.id = line.slice(4);
      }
      if (!frame.split('\n').every((line) => line.startsWith(':') || line.startsWith('retry:'))) queue.push(event);
    }
    return true;
  };

  return {
    status: res.status,
    headers: res.headers,
    /** The next event called `name`, or null when none arrives within `withinMs`. */
    async next(name: string, withinMs: number): Promise<SseEvent | null> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const index = queue.findIndex((e) => e.event === name);
        if (index >= 0) return queue.splice(index, 1)[0]!;
        if (ended || Date.now() >= deadline || !(await pump(deadline))) return null;
      }
    },
    /** Resolves true once the server has ended the stream. */
    async ended(withinMs: number): Promise<boolean> {
      const deadline = Date.now() + withinMs;
      while (!ended && Date.now() < deadline) await pump(deadline).catch(() => (ended = true));
      return ended;
    },
    close: () => controller.abort(),
  };
}
