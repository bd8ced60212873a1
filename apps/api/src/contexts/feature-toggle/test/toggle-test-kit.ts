import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app.ts';

export interface Customer {
  id: string;
  console: { authorization: string };
  machine: { authorization: string };
}

/** A customer with a console token and a `feature-toggle` machine token, as the app would mint them. */
export async function newCustomer(t: TestApp): Promise<Customer> {
  const id = randomUUID();
  return {
    id,
    console: { authorization: `Bearer ${await t.tokens.signConsole(id)}` },
    machine: {
      authorization: `Bearer ${await t.tokens.signMachine(id, `client-${id}`, randomUUID(), 'feature-toggle')}`,
    },
  };
}

type Kind = 'simple' | 'date' | 'variable' | 'pattern';

export async function createToggle(t: TestApp, customer: Customer, kind: Kind, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/feature-toggle/api/v1/toggle/${kind}`,
    headers: customer.console,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create ${kind} failed: ${res.statusCode} ${res.body}`);
  return res;
}

export async function evaluate(t: TestApp, customer: Customer, key: string, context?: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/ofrep/v1/evaluate/flags/${key}`,
    headers: customer.machine,
    payload: context === undefined ? {} : { context },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
