import type { APIRequestContext } from '@playwright/test';

export interface MachineClient {
  clientId: string;
  clientSecret: string;
  accessToken: string;
}

/** A fresh A/B testing client secret of the signed-in customer, and a machine token exchanged for it (/auth/token). */
export async function machineClient(request: APIRequestContext, consoleToken: string): Promise<MachineClient> {
  const auth = { authorization: `Bearer ${consoleToken}` };
  const generated = await request.post('/customer/api/v1/client-credential/abs-testing/generate-secret', {
    headers: auth,
  });
  if (!generated.ok()) throw new Error(`generate-secret failed: ${generated.status()}`);
  const { secret: clientSecret } = (await generated.json()) as { secret: string };
  const info = await request.get('/customer/api/v1/client-credential/abs-testing', { headers: auth });
  const { clientId } = (await info.json()) as { clientId: string };
  const token = await request.post('/auth/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  if (!token.ok()) throw new Error(`/auth/token failed: ${token.status()}`);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return { clientId, clientSecret, accessToken };
}
