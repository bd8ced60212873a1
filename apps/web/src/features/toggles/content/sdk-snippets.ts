/** A code sample for the service page's tabs (same shape as the landing feature's CodeSample). */
export interface SnippetSample {
  language: string;
  label: string;
  code: string;
}

/**
 * How a customer's app reads toggles with the stock OpenFeature SDK and OFREP provider against this product.
 * The TypeScript sample mirrors apps/api/src/contexts/feature-toggle/ofrep/openfeature-sdk.api.test.ts.
 */
export function featureToggleSnippets(origin: string): SnippetSample[] {
  return [
    {
      language: 'typescript',
      label: 'OpenFeature SDK',
      code: [
        '// npm i @openfeature/server-sdk @openfeature/ofrep-provider',
        "import { OpenFeature } from '@openfeature/server-sdk';",
        "import { OFREPProvider } from '@openfeature/ofrep-provider';",
        '',
        `const BASE_URL = '${origin}';`,
        '',
        '// 1. Exchange your Feature Toggle client credentials for a token (valid 4 hours).',
        'async function fetchToken(): Promise<string> {',
        '  const response = await fetch(`${BASE_URL}/auth/token`, {',
        "    method: 'POST',",
        "    headers: { 'Content-Type': 'application/json' },",
        '    body: JSON.stringify({',
        "      grant_type: 'client_credentials',",
        '      client_id: process.env.TOGGLE_CLIENT_ID,',
        '      client_secret: process.env.TOGGLE_CLIENT_SECRET,',
        '    }),',
        '  });',
        '  const { access_token } = (await response.json()) as { access_token: string };',
        '  return access_token;',
        '}',
        'let token = await fetchToken();',
        'setInterval(async () => (token = await fetchToken()), 3 * 60 * 60 * 1000);',
        '',
        '// 2. The stock OFREP provider speaks to this product; no custom provider needed.',
        'await OpenFeature.setProviderAndWait(',
        '  new OFREPProvider({ baseUrl: BASE_URL, headersFactory: () => ({ Authorization: `Bearer ${token}` }) }),',
        ');',
        'const toggles = OpenFeature.getClient();',
        '',
        '// 3. Evaluate: every toggle is a boolean flag; the default is used when a toggle is missing.',
        "const newCheckout = await toggles.getBooleanValue('NEW_CHECKOUT', false);",
        "const isBetaUser = await toggles.getBooleanValue('BETA_USERS', false, { targetingKey: 'alice' });",
        "const isStaff = await toggles.getBooleanValue('STAFF', false, { targetingKey: 'jane@example.com' });",
      ].join('\n'),
    },
    {
      language: 'bash',
      label: 'curl (OFREP)',
      code: [
        '# 1. A token from your Feature Toggle client credentials',
        `TOKEN=$(curl -s -X POST ${origin}/auth/token \\`,
        '  -d grant_type=client_credentials -d client_id=$CLIENT_ID -d client_secret=$CLIENT_SECRET \\',
        '  | sed -E \'s/.*"access_token":"([^"]+)".*/\\1/\')',
        '',
        '# 2. Evaluate one toggle',
        `curl -s -X POST ${origin}/ofrep/v1/evaluate/flags/BETA_USERS \\`,
        '  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\',
        `  -d '{"context":{"targetingKey":"alice"}}'`,
        '# => {"key":"BETA_USERS","value":true,"reason":"TARGETING_MATCH","variant":"on",…}',
        '',
        '# 3. Hear every change within a second (server-sent events)',
        `curl -N ${origin}/feature-toggle/api/v1/stream -H "Authorization: Bearer $TOKEN"`,
        '# event: toggle-changed',
        '# data: {"action":"updated","toggleName":"BETA_USERS","toggleType":"VARIABLE",…}',
      ].join('\n'),
    },
  ];
}
