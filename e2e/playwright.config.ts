import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  projects: [
    { name: 'journeys', testIgnore: '**/*.alone.spec.ts' },
    // CPU-heavy journeys whose server-side work has a wall-clock budget: they run after the others, one at a time.
    { name: 'alone', testMatch: '**/*.alone.spec.ts', dependencies: ['journeys'], fullyParallel: false },
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Workers re-read this file after global setup has exported the server address.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
