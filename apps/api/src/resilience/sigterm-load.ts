import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { letters, sleep } from './resilience-kit.ts';

/** One HTTP answer seen by the load: status, Retry-After and body, or a network error (no answer at all). */
export interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** Writes that were answered 2xx: the server acknowledged them, so they must be in the database afterwards. */
export interface Acknowledged {
  users: string[];
  toggles: string[];
}

/**
 * Writes from `clients` concurrent keep-alive clients — get-or-assign for new users (group-committed) and toggle
 * creations, alternately; a client ends at its first network error (the server has gone), noting when.
 */
export function writeLoad(baseUrl: string, auth: { console: string; machine: string }, clients: number) {
  const answers: Answer[] = [];
  const acknowledged: Acknowledged = { users: [], toggles: [] };
  const networkErrors: { at: number; code: string }[] = [];
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      const assign = i % 2 === 0;
      const key = assign ? `u-${randomUUID()}` : `J_${letters(n * 100_000 + i)}`;
      const request = assign
        ? {
            url: `${baseUrl}/api/ab-test/get-or-assign`,
            auth: auth.machine,
            body: { abTestName: 'CHECKOUT', userId: key },
          }
        : {
            url: `${baseUrl}/feature-toggle/api/v1/toggle/simple`,
            auth: auth.console,
            body: { toggleName: key, enabled: true },
          };
      let res: Response;
      try {
        res = await fetch(request.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${request.auth}`, 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        });
      } catch (err) {
        networkErrors.push({ at: Date.now(), code: String((err as { cause?: { code?: string } }).cause?.code ?? err) });
        return;
      }
      const body = await res.text();
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body });
      if (res.status < 300) (assign ? acknowledged.users : acknowledged.toggles).push(key);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return { answers, acknowledged, networkErrors, done };
}

/**
 * A request whose headers are still arriving when the server starts to drain: the half sent now keeps its connection
 * busy (so the close waits for it), the rest is sent by `finish()`. Resolves with the raw answer.
 */
export function halfSentRequest(baseUrl: string): Promise<{ finish: () => void; answer: Promise<string> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET /livez HTTP/1.1\r\nHost: ${hostname}\r\n`);
      let raw = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (raw += chunk));
      const answer = new Promise<string>((done) => socket.on('close', () => done(raw)));
      resolve({ finish: () => socket.write('\r\n'), answer });
    });
    socket.once('error', reject);
  });
}

/** Resolves once the server no longer accepts connections (it has started to close). */
export async function untilRefused(baseUrl: string, limitMs = 10_000): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await sleep(10);
  }
  throw new Error('the server still accepts connections');
}
