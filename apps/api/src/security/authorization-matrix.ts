/**
 * Who may call each route. The security suite takes the route inventory from the running app and fails when a route
 * is missing here (or listed here but gone), then probes every route with every kind of credential.
 */
export type Access =
  | 'public' // anyone; rate-limited where it costs us something
  | 'customer' // console access token (aud console)
  | 'machine:abs-testing' // machine token from the abs-testing credentials
  | 'machine:feature-toggle' // machine token from the feature-toggle credentials
  | 'stream:feature-toggle' // console token or feature-toggle machine token (long-lived SSE)
  | 'ops' // health, metrics, API reference
  | 'dev'; // dev outbox, never mounted in production

export const AUTHORIZATION_MATRIX: Record<string, Access> = {
  'GET /docs': 'ops',
  'GET /docs/assets/:file': 'ops',
  'GET /docs/json': 'ops',
  'GET /docs/yaml': 'ops',
  'GET /docs/try': 'ops',
  'GET /docs/try/static/index.html': 'ops',
  'GET /docs/try/static/swagger-initializer.js': 'ops',
  'GET /docs/try/json': 'ops',
  'GET /docs/try/yaml': 'ops',
  'GET /docs/try/static/*': 'ops',
  'GET /docs/try/static/theme/novastack.css': 'ops',
  'GET /docs/try/static/theme/novastack.js': 'ops',
  'GET /docs/try/static/theme/favicon.svg': 'ops',
  'GET /openapi.json': 'ops',
  'GET /livez': 'ops',
  'GET /readyz': 'ops',
  'GET /metrics': 'ops',
  'GET /dev/mailbox': 'dev',

  'POST /customer/api/v1/public/auth-token/username-password': 'public',
  'POST /customer/api/v1/public/two-factor-verification': 'public',
  'POST /customer/api/v1/public/two-factor-verification/resend-code/:uuid': 'public',
  'POST /customer/api/v1/public/auth-token/refresh': 'public',
  'POST /customer/api/v1/public/auth-token/logout': 'public',
  'POST /customer/api/v1/public/customer/register': 'public',
  'POST /customer/api/v1/public/forgot-password': 'public',
  'POST /customer/api/v1/public/forgot-password/reset': 'public',
  'POST /customer/api/v1/public/contact': 'public',
  'GET /customer/api/v1/public/compare-ai-models/models': 'public',
  'POST /customer/api/v1/public/compare-ai-models/ask': 'public',
  'POST /customer/api/v1/public/compare-ai-models/stream': 'public',

  'GET /customer/api/v1/client-credential/:serviceId': 'customer',
  'POST /customer/api/v1/client-credential/:serviceId/generate-secret': 'customer',
  'DELETE /customer/api/v1/client-credential/:secretId/delete': 'customer',
  'POST /auth/token': 'public',

  'POST /api/ab-test/get-or-assign': 'machine:abs-testing',
  'POST /api/ab-test/track': 'machine:abs-testing',
  'POST /api/ab-test/track/batch': 'machine:abs-testing',
  'GET /abs-testing/api/v1/ab-tests': 'customer',
  'GET /abs-testing/api/v1/ab-test/:abTestName': 'customer',
  'POST /abs-testing/api/v1/ab-test': 'customer',
  'POST /abs-testing/api/v1/ab-test/:abTestName': 'customer',
  'POST /abs-testing/api/v1/ab-test/:abTestName/enable': 'customer',
  'POST /abs-testing/api/v1/ab-test/:abTestName/disable': 'customer',
  'DELETE /abs-testing/api/v1/ab-test/:abTestName': 'customer',
  'GET /abs-testing/api/v1/ab-test/:abTestName/results': 'customer',
  'GET /abs-testing/api/v1/ab-test/:abTestName/results/timeline': 'customer',
  'GET /abs-testing/api/v1/public/market-place-demo': 'public',
  // The demo visitor buys: rate-limited per IP like every demo call; needs the visitor cookie of a preview.
  'POST /abs-testing/api/v1/public/market-place-demo/purchase': 'public',
  'GET /abs-testing/api/v1/public/access-code-demo': 'public',
  'GET /abs-testing/api/v1/public/result-demo/:type': 'public',
  'GET /abs-testing/api/v1/public/result-demo/:type/reset': 'public',

  'GET /feature-toggle/api/v1/toggle/all': 'customer',
  'GET /feature-toggle/api/v1/toggle/:toggleType/:toggleName': 'customer',
  'DELETE /feature-toggle/api/v1/toggle/:toggleType/:toggleName': 'customer',
  'POST /feature-toggle/api/v1/toggle/simple': 'customer',
  'PUT /feature-toggle/api/v1/toggle/simple/:toggleName': 'customer',
  'POST /feature-toggle/api/v1/toggle/date': 'customer',
  'PUT /feature-toggle/api/v1/toggle/date/:toggleName': 'customer',
  'POST /feature-toggle/api/v1/toggle/variable': 'customer',
  'PUT /feature-toggle/api/v1/toggle/variable/:toggleName': 'customer',
  'POST /feature-toggle/api/v1/toggle/pattern': 'customer',
  'PUT /feature-toggle/api/v1/toggle/pattern/:toggleName': 'customer',
  'GET /feature-toggle/api/v1/stream': 'stream:feature-toggle',
  'POST /ofrep/v1/evaluate/flags/:key': 'machine:feature-toggle',
  'POST /ofrep/v1/evaluate/flags': 'machine:feature-toggle',

  'POST /cv-processor/api/v1/parse-cv': 'public',
  'POST /cv-processor/api/v1/compatibility-score/text': 'public',
  // Translation jobs are public like the demo page; a job id is an unguessable uuid known only to its uploader.
  'GET /cv-processor/api/v1/translator/status': 'public',
  'POST /cv-processor/api/v1/translations': 'public',
  'GET /cv-processor/api/v1/translations/:id': 'public',
  'GET /cv-processor/api/v1/translations/:id/file': 'public',
};

/** Sample values for path parameters, so every route can be called. */
export const SAMPLE_PARAMS: Record<string, string> = {
  uuid: '6f1c1b9e-3a57-4d0b-9a43-0c3f2b1d8e71',
  serviceId: 'abs-testing',
  secretId: '6f1c1b9e-3a57-4d0b-9a43-0c3f2b1d8e72',
  abTestName: 'SAMPLE_TEST',
  type: 'MARKET_PLACE_CHECKOUT',
  toggleType: 'simple',
  toggleName: 'SAMPLE_TOGGLE',
  key: 'SAMPLE_TOGGLE',
  id: '6f1c1b9e-3a57-4d0b-9a43-0c3f2b1d8e73',
  file: 'reference.css',
  '*': 'index.html',
};

export function fillPath(url: string): string {
  return url.replace(/:([A-Za-z]+)|\*/g, (match, name: string | undefined) => SAMPLE_PARAMS[name ?? '*'] ?? match);
}
