import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deriveKeys } from '../../apps/api/src/platform/auth/keys.ts';
import { TokenService } from '../../apps/api/src/platform/auth/tokens.ts';
import { TEST_AUTH_SECRET } from '../../apps/api/src/test/test-app.ts';
import { SEED, type AuditAuth } from './targets.ts';

export interface AuditIdentity {
  customerId: string;
  secretId: string;
  /** A fresh bearer token per sqlmap run: console tokens live 900 s, shorter than the whole audit. */
  bearer(auth: AuditAuth): Promise<string | undefined>;
}

async function call(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`seeding ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as unknown;
}

/** One customer with an A/B test, one toggle of each type and an abs-testing client secret, so routes hit data. */
export async function seedAudit(app: FastifyInstance): Promise<AuditIdentity> {
  const tokens = new TokenService(deriveKeys(TEST_AUTH_SECRET));
  const customerId = randomUUID();
  const consoleToken = await tokens.signConsole(customerId);
  await call(app, consoleToken, 'POST', '/abs-testing/api/v1/ab-test', {
    abTestName: SEED.abTest,
    variantDtoList: [
      { variantName: 'A', percentage: 50 },
      { variantName: 'B', percentage: 50 },
    ],
  });
  const ft = '/feature-toggle/api/v1/toggle';
  await call(app, consoleToken, 'POST', `${ft}/simple`, { toggleName: SEED.toggles.simple, enabled: true });
  await call(app, consoleToken, 'POST', `${ft}/date`, {
    toggleName: SEED.toggles.date,
    toggleDate: '2030-01-01T00:00:00Z',
  });
  await call(app, consoleToken, 'POST', `${ft}/variable`, {
    toggleName: SEED.toggles.variable,
    variables: ['alice', 'bob'],
  });
  await call(app, consoleToken, 'POST', `${ft}/pattern`, {
    toggleName: SEED.toggles.pattern,
    togglePattern: '^user-[0-9]+$',
  });
  await call(app, consoleToken, 'POST', '/customer/api/v1/client-credential/abs-testing/generate-secret');
  const info = (await call(app, consoleToken, 'GET', '/customer/api/v1/client-credential/abs-testing')) as {
    clientId: string;
    clientSecretDtoList: { secretId: string }[];
  };
  const secretId = info.clientSecretDtoList[0]!.secretId;
  // Minted for a secret of its own: the DELETE target revokes the seeded one mid-audit.
  const machineAbs = await tokens.signMachine(customerId, info.clientId, randomUUID(), 'abs-testing');
  await call(app, machineAbs, 'POST', '/api/ab-test/get-or-assign', { abTestName: SEED.abTest, userId: 'user-1' });
  const machineFt = await tokens.signMachine(customerId, 'audit-ft-client', randomUUID(), 'feature-toggle');
  return {
    customerId,
    secretId,
    async bearer(auth) {
      if (auth === 'console') return tokens.signConsole(customerId);
      if (auth === 'machine:abs-testing') return machineAbs;
      if (auth === 'machine:feature-toggle') return machineFt;
      return undefined;
    },
  };
}
