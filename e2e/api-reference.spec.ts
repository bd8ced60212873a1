/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors } from './support/page-errors.ts';

// /docs is the API reference of an API company (issue 23, point 4): the product's name and theme, a way back to the
// site, nothing of the framework's branding, and a console without errors or CSP violations. The reference is plain
// HTML (fast on a phone); Swagger UI, to send requests from the browser, is at /docs/try.

const luminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });

const watchCsp = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective}`),
    ),
  );

test('the API reference carries the product, its themes and a way back to the site', async ({ page }) => {
  const errors = trackPageErrors(page);
  await watchCsp(page);
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/NovaStack/);
  expect(await page.title()).not.toContain('Swagger');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  // The reference is on the page itself, no script needed: sections by tag, operations with their schemas.
  await expect(page.getByRole('heading', { level: 2, name: 'abs-testing', exact: true })).toBeVisible();
  const operation = page.locator('#op-post-api-ab-test-get-or-assign');
  await expect(operation.getByRole('heading', { level: 3 })).toContainText('/api/ab-test/get-or-assign');
  await expect(operation.locator('pre').first()).toContainText('abTestName');
  // Its contents link to each operation.
  await page
    .getByRole('navigation', { name: 'Contents' })
    .locator('a[href="#op-post-api-ab-test-get-or-assign"]')
    .click();
  await expect(page).toHaveURL(/#op-post-api-ab-test-get-or-assign$/);
  expect(await page.locator('script[src*="swagger" i], img[src*="fastify" i], a[href*="fastify" i]').count()).toBe(0);

  // Dark by default, light on request, and the choice is the site's own `theme` key.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await luminance(page)).toBeLessThan(0.2);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await luminance(page)).toBeGreaterThan(0.8);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the interactive console is one link away, in the same frame', async ({ page }) => {
  // Swagger UI's bundle is large: on a busy two-core machine it takes a while to render the operations.
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await watchCsp(page);
  await page.goto('/docs');
  await page.getByRole('link', { name: 'Try it out in Swagger UI' }).click();
  await expect(page).toHaveURL(/\/docs\/try$/);
  await expect(page).toHaveTitle(/NovaStack/);
  await expect(page.getByRole('heading', { level: 1, name: 'Try the API' })).toBeVisible();
  await expect(page.locator('.opblock-tag').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.topbar')).toHaveCount(0);
  expect(await page.locator('img[src*="fastify" i], a[href*="fastify" i]').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await luminance(page)).toBeLessThan(0.2);
  await page.getByRole('link', { name: 'Back to the API reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('pages the app has answer 200 and unknown ones 404 with the not-found page', async ({ page, request }) => {
  for (const path of ['/', '/compare-chat', '/marketplace/results', '/login/manage-ab-test'])
    expect((await request.get(path)).status(), path).toBe(200);
  const api = await request.get('/customer/api/v1/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ status: 404, validationErrors: [] });

  for (const [path, heading] of [
    ['/nope', '404 - Service Not Found'],
    ['/compare-chat/nope', '404 - Page Not Found'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
