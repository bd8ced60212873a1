/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so these files see DOM types.
import { expect, test, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { unknownPaths } from './support/routes.ts';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'narrow', width: 500, height: 800 },
] as const;

let consoleToken: string | undefined;

async function loginCookie(page: Page, baseURL: string | undefined): Promise<void> {
  consoleToken ??= await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', consoleToken);
}

async function expectCleanPage(page: Page, errors: string[]): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await hasHorizontalScroll(page), 'horizontal scroll').toBe(false);
  expect(errors).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`routes at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // Every known route is visited by every-route.spec.ts (420 and 1280 px, both themes, stricter checks).

    // One page for all unknown paths (signed in for the console ones, which come last).
    test('unknown paths answer 404 with their not-found page', async ({ page, baseURL }) => {
      const errors = trackPageErrors(page);
      const ordered = [...unknownPaths].sort((a, b) => Number(a.needsLogin ?? false) - Number(b.needsLogin ?? false));
      for (const unknown of ordered) {
        if (unknown.needsLogin) await loginCookie(page, baseURL);
        const response = await page.goto(unknown.path);
        // The server knows the page table: an unknown page is a 404 (crawlers, monitoring), with the same app.
        expect(response?.status(), unknown.path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: unknown.heading })).toBeVisible();
        // The browser reports each document's 404 status as a console error: expected here, nothing else is.
        await expectCleanPage(
          page,
          errors.filter((error) => !ordered.some(({ path }) => error.endsWith(`404 (Not Found) @ ${baseURL}${path}`))),
        );
      }
    });
  });
}

// axe on every public route in both themes: marketing.spec.ts.

test.describe('shell behaviour', () => {
  test('a guarded path without a token redirects to /login and keeps the origin', async ({ page }) => {
    await page.goto('/login/manage-feature-toggle/ft-cred');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access the Developer Console' })).toBeVisible();
    const from = await page.evaluate(
      () => (window.history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname,
    );
    expect(from).toBe('/login/manage-feature-toggle/ft-cred');
  });

  test('dropdowns open by mouse and keyboard and their links navigate', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['AI', 'Backend', 'AI Consulting Services'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Server-Side A/B Testing' }).click();
    await expect(page).toHaveURL(/\/ab-testing$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    const demo = nav.getByRole('button', { name: 'Demo' });
    await demo.focus();
    await page.keyboard.press('Enter');
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'CV Matching' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'CV Parsing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(demo).toHaveAttribute('aria-expanded', 'false');
    await expect(demo).toBeFocused();
    // A fast keyboard user: End straight after ArrowDown, without waiting for the menu to show.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Marketplace Checkout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/marketplace$/);
    expect(errors).toEqual([]);
  });

  test('Contact and footer links scroll to landing sections', async ({ page }) => {
    await page.goto('/cookies');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('logged-in bar shows the console entries and logout returns home', async ({ page, baseURL }) => {
    await loginCookie(page, baseURL);
    await page.goto('/');
    await page.getByRole('link', { name: 'back to logged section' }).click();
    await expect(page).toHaveURL(/\/login\/manage-ab-test$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Manage AB Testing' })).toBeVisible();
    await nav.getByRole('link', { name: 'Manage Feature Toggle' }).click();
    await expect(page).toHaveURL(/\/login\/manage-feature-toggle$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  });

  test('theme toggle switches and persists across reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test.describe('at 500px', () => {
    test.use({ viewport: { width: 500, height: 800 } });

    test('the sidebar opens, closes on outside click and on route change', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      const sidebar = page.getByRole('dialog', { name: 'Mobile navigation' });
      await openMenu.click();
      await expect(sidebar).toBeVisible();
      await page.mouse.click(480, 400);
      await expect(sidebar).toBeHidden();
      await openMenu.click();
      await sidebar.getByRole('link', { name: 'Feature Toggle' }).click();
      await expect(page).toHaveURL(/\/feature-toggle$/);
      await expect(sidebar).toBeHidden();
      await openMenu.click();
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(openMenu).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
});
