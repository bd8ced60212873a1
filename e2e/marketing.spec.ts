/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { publicRoutes } from './support/routes.ts';
import { setTheme } from './support/theme.ts';

const landingOrder = ['home', 'about', 'services', 'why', 'demo', 'pricing', 'faq', 'contact'];
const myServicePages = ['/document-parsing', '/ab-testing', '/ai-innovation', '/ai-services'];

async function revealAll(page: Page): Promise<void> {
  // Lazy sections (the contact form) grow the page while we scroll: sweep until every section has been seen.
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await expect(page.locator('[data-revealed="false"]')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('landing page', () => {
  test('sections come in SPEC order and the hero buttons lead to /register and /compare-chat', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await expect(page.locator('#contact')).toBeAttached();
    const ids = await page.locator('main > section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(landingOrder);
    await expect(page.getByRole('heading', { level: 2, name: "what you'll get" })).toBeVisible();
    await expect(page.locator('#services li')).toHaveCount(5);
    await expect(page.locator('#why li')).toHaveCount(6);
    await expect(page.locator('#faq button[aria-expanded]')).toHaveCount(5);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /NovaStack/);
    const hero = page.locator('#home');
    await hero.getByRole('link', { name: 'Compare AI Models' }).click();
    await expect(page).toHaveURL(/\/compare-chat$/);
    await page.goBack();
    await hero.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(errors).toEqual([]);
  });

  test('when the app cannot start, the pre-rendered page still reads and its links still lead on', async ({ page }) => {
    // The providers are the last start-up stage (app/main.tsx): the first three load, the fourth does not.
    await page.route(/\/assets\/providers-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const copy = page.locator('#root[data-prerendered]');
    await expect(copy).not.toHaveAttribute('inert');
    await expect(copy).toBeAttached();
    await expect(page.locator('h1')).toBeVisible();
    await copy.locator('#home').getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('reveal on scroll shows each section once and leaves it shown', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing [data-revealed]');
    await expect(pricing).toHaveAttribute('data-revealed', 'false');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(pricing).toHaveAttribute('data-revealed', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pricing).toHaveAttribute('data-revealed', 'true');
  });

  test('nothing moves when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Polled: while the pre-rendered page hydrates, the element read may be one React is replacing, whose computed
    // style is empty. An element that moves keeps a transform, so the poll fails for it as it should.
    await expect
      .poll(() => page.locator('#pricing [data-revealed]').evaluate((node) => getComputedStyle(node).transform))
      .toBe('none');
  });

  test('the FAQ opens the first item, keeps one open at a time and closes the open one on click', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('#faq button[aria-expanded]');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-answer-0')).toBeVisible();
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-answer-0')).toBeHidden();
    await questions.nth(2).click();
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(0);
    await questions.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'false');
    await page.locator('#faq').getByRole('link', { name: 'Connect us' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the demo switcher defaults to Marketplace Checkout, switches by mouse and keyboard and links Try now', async ({
    page,
  }) => {
    await page.goto('/');
    const demo = page.locator('#demo');
    const tab = (name: string) => demo.getByRole('tab', { name });
    await expect(tab('Marketplace Checkout')).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('tabpanel')).toContainText('market-place-demo');
    await demo.getByRole('button', { name: 'Reset the results' }).click();
    await expect(page.getByText('The demo results were reset')).toBeVisible();
    await tab('CV Parsing').click();
    await expect(demo.getByRole('tabpanel')).toContainText('parse-cv');
    await expect(demo.getByRole('button', { name: 'Reset the results' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Multi-Factor Authentication')).toBeFocused();
    await expect(tab('Multi-Factor Authentication')).toHaveAttribute('aria-selected', 'true');
    await demo.getByRole('link', { name: 'Try now' }).click();
    await expect(page).toHaveURL(/\/multi-factor$/);
    for (const [name, path] of [
      ['Marketplace Checkout', '/marketplace'],
      ['CV Parsing', '/cv-parsing'],
    ] as const) {
      await page.goto('/');
      await tab(name).click();
      await demo.getByRole('link', { name: 'Try now' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("pricing shows SPEC §9 plans; Get now registers and Let's talk scrolls to contact", async ({ page }) => {
    await page.goto('/');
    const free = page.getByTestId('plan-free');
    const business = page.getByTestId('plan-business');
    const enterprise = page.getByTestId('plan-enterprise');
    await expect(free).toContainText('$0');
    await expect(free).toContainText('per month, billed annually');
    await expect(free).toContainText('Free A/B testing');
    await expect(free).toContainText('Data cleaned weekly');
    await expect(business).toContainText('$350');
    await expect(business).toContainText('Popular');
    await expect(business).toContainText('$0.10 per 100 writes');
    await expect(business).toContainText('$0.10 per 1K API calls');
    await expect(enterprise).not.toContainText('$');
    await enterprise.getByRole('link', { name: "Let's talk" }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await business.getByRole('link', { name: 'Get now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the navigation reaches every landing section from another page', async ({ page }) => {
    await page.goto('/cookies');
    const footer = page.locator('footer').last();
    for (const [name, id] of [
      ['About Us', 'about'],
      ['Pricing', 'pricing'],
      ['FAQ', 'faq'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#home')).toBeInViewport();
  });
});

test.describe('service pages, guide and policy', () => {
  for (const path of myServicePages) {
    test(`${path} explains the service, shows real API calls and links to pricing`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Code language' });
      await expect(tabs.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
      await tabs.getByRole('tab', { name: 'TypeScript' }).click();
      await expect(page.getByRole('tabpanel').first()).toContainText('fetch(');
      for (const id of ['faq', 'contact']) await expect(page.locator(`#${id}`)).toBeAttached();
      await expect(page.locator('footer').last()).toBeAttached();
      expect(await page.title()).toMatch(/\| NovaStack$/);
      await page.getByRole('link', { name: 'See pricing' }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#pricing')).toBeInViewport();
      expect(errors).toEqual([]);
    });
  }

  test('/experiment lists the ten steps with curl and TypeScript and copy buttons', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/experiment');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Before you start',
      'Register',
      'Log in with your password',
    ]);
    await expect(page.locator('ol > li')).toHaveCount(10);
    await expect(page.locator('#access-token')).toContainText('/auth/token');
    await expect(page.locator('#get-or-assign')).toContainText('/api/ab-test/get-or-assign');
    await expect(page.locator('#track')).toContainText('/api/ab-test/track');
    const copy = page.locator('#get-or-assign').getByRole('button', { name: /Copy the curl snippet/ });
    await copy.click();
    await expect(copy).toHaveText('copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('get-or-assign');
  });

  test('/cookies holds the three policies with SPEC content, effective May 2025', async ({ page }) => {
    await page.goto('/cookies');
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Cookies Policy']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const main = page.locator('main');
    for (const text of [
      'Effective date: May 2025',
      'API usage logs are collected',
      'only when volunteered',
      'No personal data is taken from processed documents',
      'No data is sold',
      'No cookies are used today',
      '[Country]',
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test('unknown sections and pages show their 404s', async ({ page }) => {
    await page.goto('/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Service Not Found' })).toBeVisible();
    await page.goto('/ab-testing/extra');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  });
});

// 420 and 1280 px are every-route.spec's widths; these are the narrowest phone and a wide desktop.
for (const width of [320, 1920]) {
  test(`no horizontal scroll on the marketing pages at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/experiment', '/cookies', ...myServicePages]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await hasHorizontalScroll(page), `${path} at ${width}px`).toBe(false);
      const overflowing = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (node) => node.getBoundingClientRect().right > window.innerWidth + 1 && !node.closest('pre'),
          ).length,
      );
      expect(overflowing, `${path} elements past the right edge at ${width}px`).toBe(0);
    }
  });
}

test.describe('at 500px', () => {
  test.use({ viewport: { width: 500, height: 800 } });

  test('the sidebar reaches sections and pages and closes on navigation', async ({ page }) => {
    await page.goto('/cookies');
    const sidebar = page.getByRole('dialog', { name: 'Mobile navigation' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'Contact' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'AI Consulting' }).click();
    await expect(page).toHaveURL(/\/ai-innovation$/);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('accessibility of every public route in both themes', () => {
  for (const route of publicRoutes) {
    test(`axe: no serious or critical violations on ${route}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      await revealAll(page);
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
      }
    });
  }
});
