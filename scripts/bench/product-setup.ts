// Everything the bench needs inside a product process, made through its public HTTP API as a customer would:
// register, log in with the e-mailed code, create client credentials, exchange them for machine tokens
// (POST /auth/token), create the A/B test and the toggle. No database write and no token signed by hand.
import { randomBytes, randomUUID } from 'node:crypto';
import type { MailCatcher } from './mail-catcher.ts';
import { BENCH_TEST, BENCH_TOGGLE, TOGGLE_PATTERN, getOrAssignBody } from './workloads.ts';
import { MACHINE_PATHS } from './baselines/machine-paths.ts';

interface Answer {
  status: number;
  body: unknown;
}

const SETUP_TRIES = 5;

/**
 * One API call of the set-up. A 503 (the database guard of ADR 077 can open under a loaded machine) is retried after
 * its Retry-After, as a client should; the set-up is not measured, the rounds are (where a 503 fails the row).
 */
async function call(origin: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(origin + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 503 && attempt < SETUP_TRIES) {
      const seconds = Math.min(10, Number(response.headers.get('retry-after')) || 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: response.status, body: parsed };
  }
}

async function expectOk(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const answer = await call(origin, method, path, token, body);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} on ${origin} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as Record<string, unknown>;
}

/** A new customer, logged in through the two-step login; returns the console access token. */
export async function signUp(origin: string, mail: MailCatcher): Promise<string> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = `Bench-${randomBytes(12).toString('base64url')}-9`;
  await expectOk(origin, 'POST', '/customer/api/v1/public/customer/register', undefined, {
    firstName: 'Bench',
    lastName: 'Runner',
    email,
    password,
    confirmPassword: password,
    customerTypeDto: 'FREE',
  });
  const login = await expectOk(origin, 'POST', '/customer/api/v1/public/auth-token/username-password', undefined, {
    username: email,
    password,
  });
  const token = await mail.codeFor(email);
  const verified = await expectOk(origin, 'POST', '/customer/api/v1/public/two-factor-verification', undefined, {
    uuid: login.data,
    token,
  });
  return String(verified.access_token);
}

/** Generates a client secret for one service and exchanges it at POST /auth/token (client-credentials grant). */
export async function machineToken(
  origin: string,
  consoleToken: string,
  serviceId: 'abs-testing' | 'feature-toggle',
): Promise<string> {
  const base = `/customer/api/v1/client-credential/${serviceId}`;
  const { secret } = await expectOk(origin, 'POST', `${base}/generate-secret`, consoleToken);
  const { clientId } = await expectOk(origin, 'GET', base, consoleToken);
  const issued = await expectOk(origin, 'POST', '/auth/token', undefined, {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: secret,
  });
  return String(issued.access_token);
}

/** The bench's A/B test: 100 % enrolled, so every new user is stored (a durable insert per first call). */
export async function createAbTest(origin: string, consoleToken: string, name = BENCH_TEST, extra: object = {}) {
  await expectOk(origin, 'POST', '/abs-testing/api/v1/ab-test', consoleToken, {
    abTestName: name,
    variantDtoList: [
      { variantName: 'ONE_CLICK_BUY', percentage: 10 },
      { variantName: 'FASTER_CHECKOUT', percentage: 30 },
      { variantName: 'TRADITIONAL_CHECK_OUT', percentage: 60 },
    ],
    ...extra,
  });
}

/** The PATTERN toggle the OFREP workload evaluates (as the feature-toggle bench always has). */
export async function createPatternToggle(origin: string, consoleToken: string) {
  await expectOk(origin, 'POST', '/feature-toggle/api/v1/toggle/pattern', consoleToken, {
    toggleName: BENCH_TOGGLE,
    togglePattern: TOGGLE_PATTERN,
  });
}

/** Assigns (and so caches) users before a returning-users round; a few requests at a time. */
export async function assignUsers(origin: string, token: string, testName: string, userIds: readonly string[]) {
  const concurrency = 16;
  for (let start = 0; start < userIds.length; start += concurrency) {
    await Promise.all(
      userIds
        .slice(start, start + concurrency)
        .map((userId) => expectOk(origin, 'POST', MACHINE_PATHS.getOrAssign, token, getOrAssignBody(testName, userId))),
    );
  }
}

/**
 * Whether the product serves POST /api/ab-test/track/batch (issue 20, being built): an empty batch gets some
 * answer other than 404 once the route exists.
 */
export async function hasTrackBatch(origin: string, token: string): Promise<boolean> {
  const answer = await call(origin, 'POST', MACHINE_PATHS.trackBatch, token, { events: [] });
  return answer.status !== 404;
}

/**
 * The batch route answers 2xx even when it refuses single events (partial success), and the load generator sees
 * only status codes: so one batch is sent first and every event must come back accepted and attributed. Null when
 * so, else why not.
 */
export async function refusedEvents(origin: string, token: string, batchBody: string): Promise<string | null> {
  const answer = await call(origin, 'POST', MACHINE_PATHS.trackBatch, token, JSON.parse(batchBody));
  const results = (answer.body as { results?: { accepted?: boolean; attributed?: boolean }[] }).results;
  const events = (JSON.parse(batchBody) as { events: unknown[] }).events.length;
  const good = results?.filter((r) => r.accepted === true && r.attributed === true).length ?? 0;
  if (answer.status >= 200 && answer.status < 300 && good === events) return null;
  return `a batch of ${events} events answered ${answer.status} with ${good} accepted and attributed: ${JSON.stringify(answer.body).slice(0, 300)}`;
}
