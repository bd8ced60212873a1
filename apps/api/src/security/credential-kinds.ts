import { randomUUID } from 'node:crypto';
import { deriveKeys } from '../platform/auth/keys.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { TEST_AUTH_SECRET } from '../test/test-app.ts';

export interface CredentialKinds {
  customerA: { id: string; token: string };
  customerB: { id: string; token: string };
  expiredConsole: string;
  tamperedConsole: string;
  algNoneConsole: string;
  otherSecretConsole: string;
  machineAbs: string;
  machineFt: string;
  expiredMachineAbs: string;
  algNoneMachine: string;
}

function algNone(claims: Record<string, unknown>, typ: string): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'none', typ })}.${enc(claims)}.`;
}

/** Every kind of bearer credential the authorization matrix is probed with. */
export async function makeCredentialKinds(): Promise<CredentialKinds> {
  const keys = deriveKeys(TEST_AUTH_SECRET);
  const tokens = new TokenService(keys);
  const past = new TokenService(keys, () => Date.now() - 6 * 3600_000);
  const foreign = new TokenService(deriveKeys('another-secret-another-secret-another-secret'));
  const a = randomUUID();
  const b = randomUUID();
  const good = await tokens.signConsole(a);
  const [head, body, sig] = good.split('.');
  const flipped = sig!.startsWith('A') ? `B${sig!.slice(1)}` : `A${sig!.slice(1)}`;
  const now = Math.floor(Date.now() / 1000);
  return {
    customerA: { id: a, token: good },
    customerB: { id: b, token: await tokens.signConsole(b) },
    expiredConsole: await past.signConsole(a),
    tamperedConsole: `${head}.${body}.${flipped}`,
    algNoneConsole: algNone({ sub: a, aud: 'console', iss: 'aiservices', iat: now, exp: now + 900 }, 'at+jwt'),
    otherSecretConsole: await foreign.signConsole(a),
    machineAbs: await tokens.signMachine(a, 'client-a', randomUUID(), 'abs-testing'),
    machineFt: await tokens.signMachine(a, 'client-a', randomUUID(), 'feature-toggle'),
    expiredMachineAbs: await past.signMachine(a, 'client-a', randomUUID(), 'abs-testing'),
    algNoneMachine: algNone(
      { sub: a, cid: 'client-a', sid: randomUUID(), aud: 'abs-testing', iss: 'aiservices', iat: now, exp: now + 900 },
      'machine+jwt',
    ),
  };
}
