/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';

async function tableRows(page: Page, title: string) {
  return page.getByRole('region', { name: title }).locator('tbody tr');
}

test('marketplace demo -> results -> reset', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace checkout demo' })).toBeVisible();
  const variant = page.getByTestId('checkout-variant');
  await expect(variant).toHaveText('Checkout');
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const answer = page.waitForResponse((r) => r.url().includes('/public/market-place-demo'));
    await page.getByRole('button', { name: 'Preview Next User Experience' }).click();
    await answer;
    const text = (await variant.textContent()) ?? '';
    expect(['Faster Checkout', 'One-Click Checkout', 'Checkout']).toContain(text);
    seen.add(text);
  }
  await expect(page.locator('input[type="file"][accept="image/*"]')).toBeDisabled();
  // The last previewed user buys (twice: one purchase counts); the purchase is tracked as that user's conversion.
  for (let i = 0; i < 2; i++) {
    const bought = page.waitForResponse((r) => r.url().includes('/public/market-place-demo/purchase'));
    await variant.click();
    expect((await bought).status()).toBe(202);
  }
  await expect(page.getByText('Purchase tracked for this user.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ab-demo-marketplace.png'), fullPage: true });

  await page.getByRole('button', { name: 'See the results' }).click();
  await expect(page).toHaveURL(/\/marketplace\/results$/);
  await expect(page.getByRole('heading', { name: 'Demo results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MARKET_PLACE_CHECKOUT' })).toBeVisible();
  const split = page.getByRole('region', { name: 'MARKET_PLACE_CHECKOUT' });
  await expect(split).toContainText('ONE_CLICK_BUY');
  await expect(split).toContainText('10%');
  await expect(split).toContainText('60%');
  await expect(split.locator('th')).toHaveText(['#', 'Variant', 'Percentage']);
  await expect(page.getByRole('region', { name: 'Count' }).locator('th')).toHaveText(['#', 'Variant', 'Count']);
  await expect(page.getByRole('region', { name: 'Breakdown' }).locator('th')).toHaveText(['#', 'Variant', 'User ID']);
  expect(await (await tableRows(page, 'Breakdown')).count()).toBeGreaterThanOrEqual(12);
  // Beside SPEC's counts: users, purchases and conversion rate per variant.
  const conversion = page.getByRole('region', { name: 'Conversion' });
  await expect(conversion.locator('th')).toHaveText(['#', 'Variant', 'Users', 'Purchases', 'Conversion rate']);
  const purchases = await conversion.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(purchases.reduce((sum, n) => sum + Number(n), 0)).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('ab-demo-results.png'), fullPage: true });

  await page.getByRole('button', { name: 'Reset from results' }).click();
  await expect(page.getByRole('region', { name: 'Count' })).toContainText('No users yet.');
  await expect(page.getByRole('region', { name: 'Breakdown' })).toContainText('No users yet.');
  await expect(conversion).toContainText('No users yet.');
  await expect(split).toContainText('TRADITIONAL_CHECK_OUT');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('multi-factor demo -> results -> reset', async ({ page }) => {
  const errors = trackPageErrors(page);
  const first = page.waitForResponse((r) => r.url().includes('/public/access-code-demo'));
  await page.goto('/multi-factor');
  await first;
  await expect(page.getByTestId('mfa-factor')).toHaveText(/^(SMS|Email|Authenticator App)$/);
  await expect(page.getByTestId('mfa-code')).toHaveText(/^\d{6}$/);
  const before = await page.getByTestId('mfa-code').textContent();
  const next = page.waitForResponse((r) => r.url().includes('/public/access-code-demo'));
  await page.getByRole('button', { name: 'Preview Next User Experience' }).click();
  await next;
  await expect(page.getByTestId('mfa-code')).not.toHaveText(before ?? '');

  await page.getByRole('button', { name: 'View A/B results' }).click();
  await expect(page).toHaveURL(/\/multi-factor\/results$/);
  await expect(page.getByRole('heading', { name: 'CLIENT_AUTHENTICATION' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CLIENT_AUTHENTICATION' })).toContainText('APP_FLOW');
  expect(await (await tableRows(page, 'Breakdown')).count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Reset from results' }).click();
  await expect(page.getByRole('region', { name: 'Breakdown' })).toContainText('No users yet.');
  expect(errors).toEqual([]);
});

test('the landing switcher leads to the demos, and they are accessible at 500 px', async ({ page }) => {
  // Six page loads with axe in two themes: slow on a loaded two-core machine.
  test.setTimeout(180_000);
  await page.goto('/');
  // The switcher shows one demo at a time; the default one is the marketplace.
  await page
    .getByRole('link', { name: /try now/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('heading', { name: 'Marketplace checkout demo' })).toBeVisible();
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/marketplace', '/multi-factor', '/marketplace/results']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (width === 500)
        await page.screenshot({
          path: test.info().outputPath(`ab-demo${path.replaceAll('/', '-')}-500.png`),
          fullPage: true,
        });
      expect(await hasHorizontalScroll(page)).toBe(false);
      const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      expect(serious).toEqual([]);
    }
  }
});
