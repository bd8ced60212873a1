// Every parameterised endpoint sqlmap attacks. `*` marks an injection point (sqlmap then tests only the marked ones):
// path parameters in the URL, string values in JSON bodies, query values.
export type AuditAuth = 'none' | 'console' | 'machine:abs-testing' | 'machine:feature-toggle';

export interface AuditTarget {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path (and query) with `*` markers; {secretId} is replaced by the seeded secret. */
  path: string;
  body?: Record<string, unknown>;
  auth: AuditAuth;
}

export const SEED = {
  abTest: 'SAMPLE_TEST',
  toggles: { simple: 'SAMPLE_TOGGLE', date: 'SAMPLE_DATE', variable: 'SAMPLE_VARIABLE', pattern: 'SAMPLE_PATTERN' },
  email: 'audit@example.com',
  password: 'audit-password-1',
} as const;

const UUID = '6f1c1b9e-3a57-4d0b-9a43-0c3f2b1d8e71';
const AB = '/abs-testing/api/v1';
const FT = '/feature-toggle/api/v1/toggle';
const PUB = '/customer/api/v1/public';
const variants = [
  { variantName: 'A*', percentage: 50 },
  { variantName: 'B*', percentage: 50 },
];

const toggleBodies = {
  simple: { toggleName: `${SEED.toggles.simple}*`, enabled: true },
  date: { toggleName: `${SEED.toggles.date}*`, toggleDate: '2030-01-01T00:00:00Z*' },
  variable: { toggleName: `${SEED.toggles.variable}*`, variables: ['alice*', 'bob*'] },
  pattern: { toggleName: `${SEED.toggles.pattern}*`, togglePattern: '^user-[0-9]+$*' },
} as const;

const toggleTargets = (Object.keys(SEED.toggles) as (keyof typeof SEED.toggles)[]).flatMap((type): AuditTarget[] => [
  {
    label: `GET toggle/${type}/:toggleName`,
    method: 'GET',
    path: `${FT}/${type}/${SEED.toggles[type]}*`,
    auth: 'console',
  },
  {
    label: `PUT toggle/${type}/:toggleName`,
    method: 'PUT',
    path: `${FT}/${type}/${SEED.toggles[type]}*`,
    body: toggleBodies[type],
    auth: 'console',
  },
]);

export const REAL_TARGETS: AuditTarget[] = [
  {
    label: 'POST get-or-assign',
    method: 'POST',
    path: '/api/ab-test/get-or-assign',
    body: { abTestName: `${SEED.abTest}*`, userId: 'user-1*' },
    auth: 'machine:abs-testing',
  },
  {
    label: 'POST ofrep flags/:key',
    method: 'POST',
    path: `/ofrep/v1/evaluate/flags/${SEED.toggles.simple}*`,
    body: { context: { targetingKey: 'user-1*', plan: 'pro*' } },
    auth: 'machine:feature-toggle',
  },
  {
    label: 'POST ofrep flags (bulk)',
    method: 'POST',
    path: '/ofrep/v1/evaluate/flags',
    body: { context: { targetingKey: 'user-1*', plan: 'pro*' } },
    auth: 'machine:feature-toggle',
  },
  { label: 'GET ab-test/:abTestName', method: 'GET', path: `${AB}/ab-test/${SEED.abTest}*`, auth: 'console' },
  {
    label: 'POST ab-test/:abTestName',
    method: 'POST',
    path: `${AB}/ab-test/${SEED.abTest}*`,
    body: { abTestName: `${SEED.abTest}*`, variantDtoList: variants },
    auth: 'console',
  },
  {
    label: 'POST ab-test/:abTestName/enable',
    method: 'POST',
    path: `${AB}/ab-test/${SEED.abTest}*/enable`,
    auth: 'console',
  },
  {
    label: 'GET ab-test/:abTestName/results',
    method: 'GET',
    path: `${AB}/ab-test/${SEED.abTest}*/results`,
    auth: 'console',
  },
  {
    label: 'GET toggle/:toggleType/:toggleName',
    method: 'GET',
    path: `${FT}/simple*/${SEED.toggles.simple}`,
    auth: 'console',
  },
  ...toggleTargets,
  {
    label: 'GET client-credential/:serviceId',
    method: 'GET',
    path: '/customer/api/v1/client-credential/abs-testing*',
    auth: 'console',
  },
  {
    label: 'DELETE client-credential/:secretId/delete',
    method: 'DELETE',
    path: '/customer/api/v1/client-credential/{secretId}*/delete',
    auth: 'console',
  },
  {
    label: 'POST login',
    method: 'POST',
    path: `${PUB}/auth-token/username-password`,
    body: { username: `${SEED.email}*`, password: `${SEED.password}*` },
    auth: 'none',
  },
  {
    label: 'POST verify',
    method: 'POST',
    path: `${PUB}/two-factor-verification`,
    body: { uuid: `${UUID}*`, token: '123456*' },
    auth: 'none',
  },
  {
    label: 'POST resend-code/:uuid',
    method: 'POST',
    path: `${PUB}/two-factor-verification/resend-code/${UUID}*`,
    auth: 'none',
  },
  {
    label: 'POST refresh',
    method: 'POST',
    path: `${PUB}/auth-token/refresh`,
    body: { refreshToken: 'not-a-real-refresh-token*' },
    auth: 'none',
  },
  {
    label: 'POST forgot-password',
    method: 'POST',
    path: `${PUB}/forgot-password`,
    body: { email: `${SEED.email}*` },
    auth: 'none',
  },
  {
    label: 'POST forgot-password/reset',
    method: 'POST',
    path: `${PUB}/forgot-password/reset`,
    body: { resetPasswordToken: 'not-a-real-code*', password: 'new-password-1*', confirmPassword: 'new-password-1*' },
    auth: 'none',
  },
  {
    label: 'POST register',
    method: 'POST',
    path: `${PUB}/customer/register`,
    body: {
      firstName: 'Ada*',
      lastName: 'Lovelace*',
      email: 'ada@example.com*',
      password: 'password-123*',
      confirmPassword: 'password-123*',
      customerTypeDto: 'FREE*',
    },
    auth: 'none',
  },
  {
    label: 'POST contact',
    method: 'POST',
    path: `${PUB}/contact`,
    body: {
      firstName: 'Ada*',
      lastName: 'Lovelace*',
      email: 'ada@example.com*',
      subject: 'Hello*',
      message: 'A question about pricing*',
    },
    auth: 'none',
  },
  {
    label: 'POST compare-ai-models/ask',
    method: 'POST',
    path: `${PUB}/compare-ai-models/ask`,
    body: { question: 'What is SQL injection?*' },
    auth: 'none',
  },
  {
    label: 'GET result-demo/:type',
    method: 'GET',
    path: `${AB}/public/result-demo/MARKET_PLACE_CHECKOUT*`,
    auth: 'none',
  },
];
