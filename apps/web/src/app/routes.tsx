import type { RouteObject } from 'react-router';
import { NotFound } from '../components/ui/not-found';
import { AuthGuard } from './auth-guard';
import { RootLayout } from './root-layout';

// Each page is its own lazy chunk, so replacing a page file never touches this table (SPEC §2 route table).
const consoleRoutes: RouteObject[] = [
  {
    path: 'manage-ab-test',
    lazy: async () => ({ Component: (await import('./routes/console/console-layout')).ConsoleLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/console/ab-tests-page')).AbTestsPage }) },
      {
        path: 'create-ab-test',
        lazy: async () => ({ Component: (await import('./routes/console/ab-test-create-page')).AbTestCreatePage }),
      },
      {
        path: 'edit-ab-test',
        lazy: async () => ({ Component: (await import('./routes/console/ab-test-edit-page')).AbTestEditPage }),
      },
      {
        path: 'ab-test-results',
        lazy: async () => ({ Component: (await import('./routes/console/ab-test-results-page')).AbTestResultsPage }),
      },
      // Paths match case-insensitively, so this also serves /ab-cred.
      {
        path: 'AB-cred',
        lazy: async () => {
          const { CredentialsPage } = await import('./routes/console/credentials-page');
          return { Component: () => <CredentialsPage mode="ab-cred" /> };
        },
      },
      {
        path: 'AB-cred/generate-client-secret',
        lazy: async () => {
          const { GenerateSecretPage } = await import('./routes/console/generate-secret-page');
          return { Component: () => <GenerateSecretPage mode="ab-cred" /> };
        },
      },
      { path: '*', Component: NotFound },
    ],
  },
  {
    path: 'manage-feature-toggle',
    lazy: async () => ({ Component: (await import('./routes/console/console-layout')).ConsoleLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/console/toggles-page')).TogglesPage }) },
      {
        path: 'create-toggles',
        lazy: async () => ({ Component: (await import('./routes/console/toggle-create-page')).ToggleCreatePage }),
      },
      {
        path: 'ft-cred',
        lazy: async () => {
          const { CredentialsPage } = await import('./routes/console/credentials-page');
          return { Component: () => <CredentialsPage mode="ft-cred" /> };
        },
      },
      {
        path: 'ft-cred/generate-client-secret',
        lazy: async () => {
          const { GenerateSecretPage } = await import('./routes/console/generate-secret-page');
          return { Component: () => <GenerateSecretPage mode="ft-cred" /> };
        },
      },
      { path: '*', Component: NotFound },
    ],
  },
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Until the first page's lazy module has loaded nothing renders (a pre-rendered copy is on screen meanwhile).
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/marketing/landing-page')).LandingPage }) },
      {
        path: 'cookies',
        lazy: async () => ({ Component: (await import('./routes/marketing/cookies-page')).CookiesPage }),
      },
      {
        path: 'experiment',
        lazy: async () => ({ Component: (await import('./routes/marketing/experiment-page')).ExperimentPage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./routes/auth/register-page')).RegisterPage }),
      },
      {
        path: 'login',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/auth/login-page')).LoginPage }) },
          { Component: AuthGuard, children: consoleRoutes },
        ],
      },
      {
        path: ':sectionId/*',
        lazy: async () => ({ Component: (await import('./routes/marketing/section-page')).SectionPage }),
      },
      { path: '*', Component: NotFound },
    ],
  },
];
