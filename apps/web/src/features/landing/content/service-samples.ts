import type { CodeSample } from '../components/code-tabs';

/**
 * Code samples of the service pages, written against this server's real endpoints (ARCHITECTURE §4):
 * POST /auth/token (client credentials), POST /api/ab-test/get-or-assign, POST /ofrep/v1/evaluate/flags/{key},
 * POST /cv-processor/api/v1/parse-cv (multipart `file`), POST /customer/api/v1/public/compare-ai-models/ask.
 */
export type ServiceSampleKey = 'documentParsing' | 'abTesting' | 'aiInnovation' | 'aiServices';

const tokenCurl = (origin: string) =>
  [
    '# 1. Exchange your client ID and secret for a Bearer token (valid 14400 s)',
    `TOKEN=$(curl -s -X POST ${origin}/auth/token \\`,
    '  -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials \\',
    '  | sed -E \'s/.*"access_token":"([^"]+)".*/\\1/\')',
  ].join('\n');

const tokenTs = (origin: string) =>
  [
    `const BASE_URL = '${origin}';`,
    '',
    'async function getAccessToken(clientId: string, clientSecret: string): Promise<string> {',
    '  const response = await fetch(`${BASE_URL}/auth/token`, {',
    "    method: 'POST',",
    '    headers: {',
    '      Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,',
    "      'Content-Type': 'application/x-www-form-urlencoded',",
    '    },',
    "    body: 'grant_type=client_credentials',",
    '  });',
    '  if (!response.ok) throw new Error(`token request failed: ${response.status}`);',
    '  const { access_token } = (await response.json()) as { access_token: string; expires_in: number };',
    '  return access_token; // cache it until expires_in (14400 s) runs out',
    '}',
  ].join('\n');

function abTesting(origin: string): CodeSample[] {
  return [
    {
      language: 'bash',
      label: 'curl',
      code: [
        tokenCurl(origin),
        '',
        '# 2. Ask which variant a user sees; the first answer sticks for that user',
        `curl -s -X POST ${origin}/api/ab-test/get-or-assign \\`,
        '  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\',
        `  -d '{"abTestName":"CHECKOUT_FLOW","userId":"user-42"}'`,
        '# => {"abTestName":"CHECKOUT_FLOW","userId":"user-42","variantName":"ONE_CLICK"}',
      ].join('\n'),
    },
    {
      language: 'typescript',
      label: 'TypeScript',
      code: [
        tokenTs(origin),
        '',
        'export async function getVariant(token: string, abTestName: string, userId: string): Promise<string | null> {',
        '  const response = await fetch(`${BASE_URL}/api/ab-test/get-or-assign`, {',
        "    method: 'POST',",
        "    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },",
        '    body: JSON.stringify({ abTestName, userId }),',
        '  });',
        '  const { variantName } = (await response.json()) as { variantName: string | null };',
        '  return variantName; // null: the user is not enrolled or the test is disabled',
        '}',
      ].join('\n'),
    },
  ];
}

function documentParsing(origin: string): CodeSample[] {
  return [
    {
      language: 'bash',
      label: 'curl',
      code: [
        '# A PDF below 1 MB in the multipart field "file"; nothing from it is stored',
        `curl -s -X POST ${origin}/cv-processor/api/v1/parse-cv \\`,
        '  -F "file=@resume.pdf;type=application/pdf"',
      ].join('\n'),
    },
    {
      language: 'typescript',
      label: 'TypeScript',
      code: [
        "import { openAsBlob } from 'node:fs';",
        '',
        'const form = new FormData();',
        "form.append('file', await openAsBlob('resume.pdf', { type: 'application/pdf' }), 'resume.pdf');",
        '',
        `const response = await fetch('${origin}/cv-processor/api/v1/parse-cv', { method: 'POST', body: form });`,
        'const cv = await response.json();',
        'console.log(cv.skills, cv.employerDtos, cv.educationDtos);',
      ].join('\n'),
    },
  ];
}

function aiInnovation(origin: string): CodeSample[] {
  return [
    {
      language: 'bash',
      label: 'curl',
      code: [
        '# Put one of your own questions to several chat models at once',
        `curl -s -X POST ${origin}/customer/api/v1/public/compare-ai-models/ask \\`,
        '  -H "Content-Type: application/json" \\',
        `  -d '{"question":"Summarise our refund policy in two sentences."}'`,
        '# => {"aiResponseDtoList":[{"modelName":"…","answer":"…"}, …]}',
      ].join('\n'),
    },
    {
      language: 'typescript',
      label: 'TypeScript',
      code: [
        `const response = await fetch('${origin}/customer/api/v1/public/compare-ai-models/ask', {`,
        "  method: 'POST',",
        "  headers: { 'Content-Type': 'application/json' },",
        "  body: JSON.stringify({ question: 'Summarise our refund policy in two sentences.' }),",
        '});',
        'const { aiResponseDtoList } = (await response.json()) as { aiResponseDtoList: { modelName: string; answer: string }[] };',
        'for (const { modelName, answer } of aiResponseDtoList) console.log(`${modelName}: ${answer}`);',
      ].join('\n'),
    },
  ];
}

function aiServices(origin: string): CodeSample[] {
  return [
    {
      language: 'bash',
      label: 'curl',
      code: [
        tokenCurl(origin).replace('# 1.', '# 1. With your feature-toggle credentials:'),
        '',
        '# 2. Evaluate a flag over OpenFeature (OFREP) before routing a user to the new AI feature',
        `curl -s -X POST ${origin}/ofrep/v1/evaluate/flags/AI_ASSISTANT \\`,
        '  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\',
        `  -d '{"context":{"targetingKey":"user-42"}}'`,
        '# => {"key":"AI_ASSISTANT","value":true,"reason":"…", …}',
      ].join('\n'),
    },
    {
      language: 'typescript',
      label: 'TypeScript',
      code: [
        tokenTs(origin),
        '',
        'export async function isAiAssistantOn(token: string, userId: string): Promise<boolean> {',
        '  const response = await fetch(`${BASE_URL}/ofrep/v1/evaluate/flags/AI_ASSISTANT`, {',
        "    method: 'POST',",
        "    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },",
        '    body: JSON.stringify({ context: { targetingKey: userId } }),',
        '  });',
        '  if (!response.ok) return false; // fail closed: keep the old path',
        '  const { value } = (await response.json()) as { value: unknown };',
        '  return value === true;',
        '}',
      ].join('\n'),
    },
  ];
}

const builders: Record<ServiceSampleKey, (origin: string) => CodeSample[]> = {
  abTesting,
  documentParsing,
  aiInnovation,
  aiServices,
};

export function serviceSamples(key: ServiceSampleKey, origin: string): CodeSample[] {
  return builders[key](origin);
}
