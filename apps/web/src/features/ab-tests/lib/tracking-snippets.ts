/**
 * The copy-ready snippets of a test's results screen (issue 20): obtain a token, ask get-or-assign, track the test's
 * primary metric, in curl, TypeScript (fetch) and Python (requests). Data only, free of React, so that
 * e2e/tracking-snippets.spec.ts runs exactly these texts against a live server.
 * They read NOVA_URL, CLIENT_ID and CLIENT_SECRET from the environment; the last line each prints is the JSON answer
 * of the track call.
 */
export interface TrackingSnippetInput {
  abTestName: string;
  metric: string;
  /** A value metric gets a value (e.g. revenue); a conversion metric counts the user once. */
  kind: 'CONVERSION' | 'VALUE';
}

export interface TrackingSnippet {
  language: 'bash' | 'typescript' | 'python';
  label: string;
  code: string;
}

export const SNIPPET_USER_ID = 'user-42';
export const SNIPPET_EVENT_ID = 'order-1001';
const SNIPPET_VALUE = 49.9;

export function trackingSnippets({ abTestName, metric, kind }: TrackingSnippetInput): TrackingSnippet[] {
  const value = kind === 'VALUE';
  const trackJson = `{"abTestName":"${abTestName}","userId":"${SNIPPET_USER_ID}","metric":"${metric}",${value ? `"value":${SNIPPET_VALUE},` : ''}"eventId":"${SNIPPET_EVENT_ID}"}`;
  const curl = [
    '# 1. A token (valid 4 hours: reuse it)',
    'TOKEN=$(curl -s -X POST "$NOVA_URL/auth/token" -u "$CLIENT_ID:$CLIENT_SECRET" \\',
    `  -d grant_type=client_credentials | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    "# 2. The user's variant: show it",
    'curl -s -X POST "$NOVA_URL/api/ab-test/get-or-assign" -H "Authorization: Bearer $TOKEN" \\',
    `  -H 'Content-Type: application/json' -d '{"abTestName":"${abTestName}","userId":"${SNIPPET_USER_ID}"}'`,
    'echo',
    `# 3. The user ${value ? 'paid' : 'converted'}: track it (a retry with the same eventId counts once)`,
    'curl -s -X POST "$NOVA_URL/api/ab-test/track" -H "Authorization: Bearer $TOKEN" \\',
    `  -H 'Content-Type: application/json' -d '${trackJson}'`,
  ].join('\n');
  const typescript = [
    'const base = process.env.NOVA_URL;',
    'const credentials = btoa(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`);',
    '// 1. A token (valid 4 hours: reuse it)',
    'const auth = await fetch(`${base}/auth/token`, {',
    "  method: 'POST',",
    "  headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' },",
    "  body: 'grant_type=client_credentials',",
    '});',
    'const { access_token: token } = await auth.json();',
    "const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };",
    "// 2. The user's variant: show it",
    'const assigned = await fetch(`${base}/api/ab-test/get-or-assign`, {',
    "  method: 'POST',",
    '  headers,',
    `  body: JSON.stringify({ abTestName: '${abTestName}', userId: '${SNIPPET_USER_ID}' }),`,
    '});',
    'const { variantName } = await assigned.json();',
    `console.log(\`${SNIPPET_USER_ID} sees \${variantName}\`);`,
    `// 3. The user ${value ? 'paid' : 'converted'}: track it (a retry with the same eventId counts once)`,
    'const tracked = await fetch(`${base}/api/ab-test/track`, {',
    "  method: 'POST',",
    '  headers,',
    `  body: JSON.stringify({ abTestName: '${abTestName}', userId: '${SNIPPET_USER_ID}', metric: '${metric}', ${value ? `value: ${SNIPPET_VALUE}, ` : ''}eventId: '${SNIPPET_EVENT_ID}' }),`,
    '});',
    'console.log(JSON.stringify(await tracked.json()));',
  ].join('\n');
  const python = [
    'import json, os',
    'import requests',
    '',
    'base = os.environ["NOVA_URL"]',
    '# 1. A token (valid 4 hours: reuse it)',
    'token = requests.post(f"{base}/auth/token", auth=(os.environ["CLIENT_ID"], os.environ["CLIENT_SECRET"]),',
    '                      data={"grant_type": "client_credentials"}, timeout=10).json()["access_token"]',
    'headers = {"Authorization": f"Bearer {token}"}',
    "# 2. The user's variant: show it",
    `assigned = requests.post(f"{base}/api/ab-test/get-or-assign", headers=headers,`,
    `                         json={"abTestName": "${abTestName}", "userId": "${SNIPPET_USER_ID}"}, timeout=10)`,
    `print("${SNIPPET_USER_ID} sees", assigned.json()["variantName"])`,
    `# 3. The user ${value ? 'paid' : 'converted'}: track it (a retry with the same eventId counts once)`,
    'tracked = requests.post(f"{base}/api/ab-test/track", headers=headers, timeout=10,',
    `                        json={"abTestName": "${abTestName}", "userId": "${SNIPPET_USER_ID}", "metric": "${metric}",${value ? ` "value": ${SNIPPET_VALUE},` : ''}`,
    `                              "eventId": "${SNIPPET_EVENT_ID}"})`,
    'tracked.raise_for_status()',
    'print(json.dumps(tracked.json()))',
  ].join('\n');
  return [
    { language: 'bash', label: 'curl', code: curl },
    { language: 'typescript', label: 'TypeScript', code: typescript },
    { language: 'python', label: 'Python', code: python },
  ];
}
