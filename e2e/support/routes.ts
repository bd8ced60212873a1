/** Every route of SPEC §2's route table, as the browser tests visit them. */
export const publicRoutes = [
  '/',
  '/login',
  '/register',
  '/cookies',
  '/experiment',
  '/compare-chat',
  '/document-parsing',
  '/ab-testing',
  '/ai-translator',
  '/feature-toggle',
  '/ai-innovation',
  '/ai-services',
  '/cv-matcher',
  '/cv-parsing',
  '/multi-factor',
  '/marketplace',
  '/marketplace/results',
  '/multi-factor/results',
] as const;

export const consoleRoutes = [
  '/login/manage-ab-test',
  '/login/manage-ab-test/create-ab-test',
  '/login/manage-ab-test/edit-ab-test',
  '/login/manage-ab-test/AB-cred',
  '/login/manage-ab-test/ab-cred',
  '/login/manage-ab-test/AB-cred/generate-client-secret',
  '/login/manage-ab-test/ab-cred/generate-client-secret',
  '/login/manage-feature-toggle',
  '/login/manage-feature-toggle/create-toggles',
  '/login/manage-feature-toggle/ft-cred',
  '/login/manage-feature-toggle/ft-cred/generate-client-secret',
] as const;

export const unknownPaths = [
  { path: '/no-such-service', heading: '404 - Service Not Found', needsLogin: false },
  { path: '/nope/deeper/path', heading: '404 - Service Not Found', needsLogin: false },
  { path: '/compare-chat/extra', heading: '404 - Page Not Found', needsLogin: false },
  { path: '/marketplace/unknown', heading: '404 - Page Not Found', needsLogin: false },
  { path: '/login/unknown-area', heading: '404 - Page Not Found', needsLogin: true },
  { path: '/login/manage-ab-test/unknown', heading: '404 - Page Not Found', needsLogin: true },
] as const;
