import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Projects: `unit` (pure logic), `api` (app.inject on PGlite) and, when TEST_DATABASE_URL is set, `api-pg`
 * (the same API tests on PostgreSQL). Two cores: at most two workers.
 *
 * The API projects share each worker's module graph between files (`isolate: false`): every file builds its own app,
 * database and clock, and none mocks a module, so nothing leaks; loading Fastify, pdf.js and the contexts once per
 * worker instead of once per file takes the api project from ~240 s to ~140 s on two cores. The unit project, whose
 * web tests mock modules, stays isolated.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'apps/**/src/**/*.test.{ts,tsx}',
            'packages/**/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-pg',
                include: ['apps/api/src/**/*.api.test.ts'],
                isolate: false,
                env: { TEST_DB: 'pg' },
              },
            },
          ]
        : []),
    ],
  },
});
