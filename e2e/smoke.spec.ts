/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so these files see DOM types.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { consoleRoutes, publicRoutes, unknownPaths } from './support/routes.ts';
import { setTheme } from './support/theme.ts';

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

    for (const route of publicRoutes) {
      test(`public ${route} renders cleanly`, async ({ page }) => {
        const errors = trackPageErrors(page);
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
        await expectCleanPage(page, errors);
        expect(await page.title()).not.toBe('');
      });
    }

    for (const route of consoleRoutes) {
      test(`console ${route} renders when logged in`, async ({ page, baseURL }) => {
        const errors = trackPageErrors(page);
        await loginCookie(page, baseURL);
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
        await expectCleanPage(page, errors);
        await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
      });
    }

    for (const unknown of unknownPaths) {
      test(`unknown ${unknown.path} shows ${unknown.heading}`, async ({ page, baseURL }) => {
        const errors = trackPageErrors(page);
        if (unknown.needsLogin) await loginCookie(page, baseURL);
        await page.goto(unknown.path);
        await expect(page.getByRole('heading', { level: 1, name: unknown.heading })).toBeVisible();
        await expectCleanPage(page, errors);
      });
    }
  });
}

test.describe('accessibility', () => {
  for (const route of publicRoutes) {
    test(`axe finds no serious violations on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }
    });
  }
});

test.describe('shell behaviour', () => {
  test('a guarded path without a token redirects to /login and keeps the origin', async ({ page }) => {
    await page.goto('/login/manage-feature-toggle/ft-cred');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access the Developer Console' })).toBeVisible();
    const from = await page.evaluate(() => (window.history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname);
    expect(from).toBe('/login/manage-feature-toggle/ft-cred');
  });

  test('dropdowns open by mouse and keyboard and their links navigate', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['AI', 'Backend', 'AI Consulting Services']) await expect(nav.getByText(group, { exact: true })).toBeVisible();
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
