/**
 * The developer guide at /experiment (SPEC §2): every command the page shows, as data. e2e/experiment-guide.spec.ts
 * runs these exact curl and TypeScript snippets against a live server, so the guide cannot drift from the API.
 * Snippets read shell / environment variables; `saves` names the variables a step's JSON answer provides.
 * Kept free of browser and React imports so the test can import it.
 */
export interface ExperimentStep {
  id: string;
  title: string;
  text: string;
  curl: string;
  typescript: string;
  /** Environment variable -> field of the step's JSON response that the next steps need. */
  saves: Record<string, string>;
  /** Fields the response must have for the step to count as done. */
  expects: string[];
}

export const EXPERIMENT_AB_TEST = 'CHECKOUT_FLOW';
export const EXPERIMENT_USER_ID = 'user-42';
export const EXPERIMENT_METRIC = 'purchase';

/** Step 0: the variables every later snippet reads. */
export function experimentSetup(origin: string): string {
  return [
    `export NOVA_URL=${origin}`,
    'export EMAIL=you@example.com',
    "export PASSWORD='Choose-a-long-passphrase-1'",
  ].join('\n');
}

const json = (method: string, path: string, body: string, auth?: string) =>
  [
    `curl -s -X ${method} "$NOVA_URL${path}" \\`,
    ...(auth ? [`  -H "Authorization: Bearer $${auth}" \\`] : []),
    `  -H 'Content-Type: application/json' --data @- <<EOF`,
    body,
    'EOF',
  ].join('\n');

const fetchTs = (method: string, path: string, body?: string, auth?: string) =>
  [
    `const response = await fetch(\`\${process.env.NOVA_URL}${path}\`, {`,
    `  method: '${method}',`,
    `  headers: { ${auth ? `Authorization: \`Bearer \${process.env.${auth}}\`, ` : ''}'Content-Type': 'application/json' },`,
    ...(body ? [`  body: JSON.stringify(${body}),`] : []),
    '});',
    'console.log(JSON.stringify(await response.json()));',
  ].join('\n');

export const experimentSteps: ExperimentStep[] = [
  {
    id: 'register',
    title: 'Register',
    text: 'Create a free account. You can also do this on the Register page.',
    curl: json(
      'POST',
      '/customer/api/v1/public/customer/register',
      '{ "firstName": "Ada", "lastName": "Lovelace", "email": "$EMAIL",\n  "password": "$PASSWORD", "confirmPassword": "$PASSWORD", "customerTypeDto": "FREE" }',
    ),
    typescript: fetchTs(
      'POST',
      '/customer/api/v1/public/customer/register',
      "{\n    firstName: 'Ada', lastName: 'Lovelace', email: process.env.EMAIL,\n    password: process.env.PASSWORD, confirmPassword: process.env.PASSWORD, customerTypeDto: 'FREE',\n  }",
    ),
    saves: {},
    expects: ['message'],
  },
  {
    id: 'login',
    title: 'Log in with your password',
    text: 'The password step answers with a login id in data and e-mails you a 6-character verification code. Save both.',
    curl: json(
      'POST',
      '/customer/api/v1/public/auth-token/username-password',
      '{ "username": "$EMAIL", "password": "$PASSWORD" }',
    ),
    typescript: fetchTs(
      'POST',
      '/customer/api/v1/public/auth-token/username-password',
      '{ username: process.env.EMAIL, password: process.env.PASSWORD }',
    ),
    saves: { LOGIN_UUID: 'data' },
    expects: ['data'],
  },
  {
    id: 'verify',
    title: 'Verify the e-mailed code',
    text: 'Exchange the login id and the code from your inbox (export CODE=…) for a console access token.',
    curl: json(
      'POST',
      '/customer/api/v1/public/two-factor-verification',
      '{ "uuid": "$LOGIN_UUID", "token": "$CODE" }',
    ),
    typescript: fetchTs(
      'POST',
      '/customer/api/v1/public/two-factor-verification',
      '{ uuid: process.env.LOGIN_UUID, token: process.env.CODE }',
    ),
    saves: { CONSOLE_TOKEN: 'access_token' },
    expects: ['access_token'],
  },
  {
    id: 'create-ab-test',
    title: 'Set up an A/B test',
    text: `Create ${EXPERIMENT_AB_TEST} with two variants and the metric it should move: ${EXPERIMENT_METRIC}, a conversion (did the user buy at least once). Names are upper-case letters and underscores; percentages total at most 100. The console's Create AB Test screen does the same.`,
    curl: json(
      'POST',
      '/abs-testing/api/v1/ab-test',
      `{ "abTestName": "${EXPERIMENT_AB_TEST}", "variantDtoList": [\n  { "variantName": "CONTROL", "percentage": 50 }, { "variantName": "ONE_CLICK", "percentage": 50 } ],\n  "metrics": [ { "name": "${EXPERIMENT_METRIC}", "kind": "CONVERSION" } ] }`,
      'CONSOLE_TOKEN',
    ),
    typescript: fetchTs(
      'POST',
      '/abs-testing/api/v1/ab-test',
      `{\n    abTestName: '${EXPERIMENT_AB_TEST}',\n    variantDtoList: [{ variantName: 'CONTROL', percentage: 50 }, { variantName: 'ONE_CLICK', percentage: 50 }],\n    metrics: [{ name: '${EXPERIMENT_METRIC}', kind: 'CONVERSION' }],\n  }`,
      'CONSOLE_TOKEN',
    ),
    saves: {},
    expects: ['message'],
  },
  {
    id: 'generate-secret',
    title: 'Generate a client secret',
    text: 'The whole secret is shown once: store it in your secret manager. The console shows only its last characters afterwards.',
    curl: 'curl -s -X POST "$NOVA_URL/customer/api/v1/client-credential/abs-testing/generate-secret" \\\n  -H "Authorization: Bearer $CONSOLE_TOKEN"',
    typescript: fetchTs(
      'POST',
      '/customer/api/v1/client-credential/abs-testing/generate-secret',
      undefined,
      'CONSOLE_TOKEN',
    ).replace(
      "  headers: { Authorization: `Bearer ${process.env.CONSOLE_TOKEN}`, 'Content-Type': 'application/json' },",
      '  headers: { Authorization: `Bearer ${process.env.CONSOLE_TOKEN}` },',
    ),
    saves: { CLIENT_SECRET: 'secret' },
    expects: ['secret'],
  },
  {
    id: 'client-id',
    title: 'Look up your client ID',
    text: 'Your A/B testing client ID, the public half of your credentials.',
    curl: 'curl -s "$NOVA_URL/customer/api/v1/client-credential/abs-testing" \\\n  -H "Authorization: Bearer $CONSOLE_TOKEN"',
    typescript: fetchTs('GET', '/customer/api/v1/client-credential/abs-testing', undefined, 'CONSOLE_TOKEN'),
    saves: { CLIENT_ID: 'clientId' },
    expects: ['clientId'],
  },
  {
    id: 'access-token',
    title: 'Get an access token',
    text: 'OAuth 2.0 client credentials: HTTP Basic with your client ID and secret. The token is valid for 14400 seconds; reuse it until then.',
    curl: 'curl -s -X POST "$NOVA_URL/auth/token" \\\n  -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials',
    typescript: [
      'const response = await fetch(`${process.env.NOVA_URL}/auth/token`, {',
      "  method: 'POST',",
      '  headers: {',
      '    Authorization: `Basic ${btoa(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`)}`,',
      "    'Content-Type': 'application/x-www-form-urlencoded',",
      '  },',
      "  body: 'grant_type=client_credentials',",
      '});',
      'console.log(JSON.stringify(await response.json()));',
    ].join('\n'),
    saves: { ACCESS_TOKEN: 'access_token' },
    expects: ['access_token', 'token_type', 'expires_in'],
  },
  {
    id: 'get-or-assign',
    title: 'Call get-or-assign',
    text: 'Ask which variant a user sees. The first answer is stored, so the same user always gets the same variant.',
    curl: json(
      'POST',
      '/api/ab-test/get-or-assign',
      `{ "abTestName": "${EXPERIMENT_AB_TEST}", "userId": "${EXPERIMENT_USER_ID}" }`,
      'ACCESS_TOKEN',
    ),
    typescript: fetchTs(
      'POST',
      '/api/ab-test/get-or-assign',
      `{ abTestName: '${EXPERIMENT_AB_TEST}', userId: '${EXPERIMENT_USER_ID}' }`,
      'ACCESS_TOKEN',
    ),
    saves: {},
    expects: ['abTestName', 'userId', 'variantName'],
  },
  {
    id: 'track',
    title: 'Track a conversion',
    text: `When the user buys, report it with the same token. The answer (202) comes once the event is stored; attributed says the user has a variant. Send an eventId (your order id): a retry with the same one counts once. Up to 1000 events go in one call to /api/ab-test/track/batch.`,
    curl: json(
      'POST',
      '/api/ab-test/track',
      `{ "abTestName": "${EXPERIMENT_AB_TEST}", "userId": "${EXPERIMENT_USER_ID}", "metric": "${EXPERIMENT_METRIC}", "eventId": "order-1001" }`,
      'ACCESS_TOKEN',
    ),
    typescript: fetchTs(
      'POST',
      '/api/ab-test/track',
      `{ abTestName: '${EXPERIMENT_AB_TEST}', userId: '${EXPERIMENT_USER_ID}', metric: '${EXPERIMENT_METRIC}', eventId: 'order-1001' }`,
      'ACCESS_TOKEN',
    ),
    saves: {},
    expects: ['accepted', 'attributed'],
  },
  {
    id: 'results',
    title: 'Read the results',
    text: 'Per metric and variant: users, conversions, the uplift against the control with its 95% interval, the p-value and the chance to beat the control. The console shows the same with a chart and a CSV export.',
    curl: `curl -s "$NOVA_URL/abs-testing/api/v1/ab-test/${EXPERIMENT_AB_TEST}/results" \\\n  -H "Authorization: Bearer $CONSOLE_TOKEN"`,
    typescript: fetchTs('GET', `/abs-testing/api/v1/ab-test/${EXPERIMENT_AB_TEST}/results`, undefined, 'CONSOLE_TOKEN'),
    saves: {},
    expects: ['variants', 'srm', 'metrics'],
  },
];
