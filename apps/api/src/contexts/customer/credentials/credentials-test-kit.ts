import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app.ts';

/** Helpers shared by the credentials API tests: a console customer and calls to the SPEC §7 endpoints. */
export async function newCustomer(t: TestApp) {
  const customerId = randomUUID();
  const token = await t.tokens.signConsole(customerId);
  // As the web client sends them: JSON content type, no body.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    customerId,
    token,
    info: (serviceId: string) =>
      t.app.inject({ method: 'GET', url: `/customer/api/v1/client-credential/${serviceId}`, headers }),
    generate: (serviceId: string) =>
      t.app.inject({ method: 'POST', url: `/customer/api/v1/client-credential/${serviceId}/generate-secret`, headers }),
    remove: (secretId: string) =>
      t.app.inject({ method: 'DELETE', url: `/customer/api/v1/client-credential/${secretId}/delete`, headers }),
  };
}

export type TestCustomer = Awaited<ReturnType<typeof newCustomer>>;

/** A client id and one freshly generated secret of `serviceId`. */
export async function newClient(customer: TestCustomer, serviceId = 'abs-testing') {
  const { secret } = (await customer.generate(serviceId)).json() as { secret: string };
  const info = (await customer.info(serviceId)).json() as {
    clientId: string;
    clientSecretDtoList: { secretId: string }[];
  };
  return { clientId: info.clientId, secret, secretId: info.clientSecretDtoList[0]!.secretId };
}

export function basicAuth(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

/** Building a migrated app can take a while on a busy machine; vitest projects do not inherit the root hookTimeout. */
export const HOOK_TIMEOUT_MS = 120_000;
