/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { setTheme } from './support/theme.ts';

const LIST = '/login/manage-ab-test';

async function logIn(page: Page, baseURL: string | undefined): Promise<void> {
  await setTokenCookie(page.context(), baseURL ?? '', await obtainConsoleToken(page.request));
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

test('create -> edit -> disable -> results -> delete an A/B test', async ({ page, baseURL }) => {
  const errors = trackPageErrors(page);
  await logIn(page, baseURL);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Manage AB tests' })).toBeVisible();
  await expect(page.getByText('No AB tests found.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ab-tests-empty.png') });

  await page.getByRole('button', { name: 'Create AB Test' }).click();
  await expect(page).toHaveURL(/\/login\/manage-ab-test\/create-ab-test$/);

  // Name: forced uppercase; the create screen's wording after blur.
  const name = page.getByLabel('AB Test Name');
  await name.fill('checkout-1');
  await expect(name).toHaveValue('CHECKOUT-1');
  await name.blur();
  await expect(page.getByText('enter a valid abTest name')).toBeVisible();
  await expect(page.getByText('All characters need to be alphabet')).toBeVisible();
  await expect(page.getByText('Underscore can be used as special character')).toBeVisible();
  await expect(page.getByText('For example: FASTER_CHECKOUT')).toBeVisible();
  await name.fill('new_checkout');
  await expect(name).toHaveValue('NEW_CHECKOUT');
  await expect(page.getByText('enter a valid abTest name')).toBeHidden();

  // Submitting an empty variant row.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Please fill all variant fields.')).toBeVisible();

  // Percentage typing rules.
  const pct0 = page.locator('input[id$="-percentage-0"]');
  await page.locator('input[id$="-variant-0"]').fill('control');
  await expect(page.locator('input[id$="-variant-0"]')).toHaveValue('CONTROL');
  await pct0.pressSequentially('0');
  await pct0.pressSequentially('5');
  await expect(pct0).toHaveValue('0');
  await expect(page.getByText('Enter a valid percentage (0-100)')).toBeVisible();
  await pct0.fill('');
  await pct0.pressSequentially('1a01');
  await expect(pct0).toHaveValue('10');
  await pct0.fill('60');
  await expect(page.getByRole('button', { name: 'Remove row 1' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add row' }).click();
  await page.locator('input[id$="-variant-1"]').fill('TREATMENT');
  const pct1 = page.locator('input[id$="-percentage-1"]');
  await pct1.pressSequentially('41');
  await expect(pct1).toHaveValue('4');
  await pct1.fill('');
  await pct1.pressSequentially('40');
  await expect(pct1).toHaveValue('40');
  const addRow = page.getByRole('button', { name: 'Add row' });
  await expect(addRow).toBeDisabled();
  await addRow.dispatchEvent('click');
  await expect(toast(page, 'Total percentage is already 100. You cannot add more variants.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove row 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'AB Test created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const row = page.getByRole('row', { name: /NEW_CHECKOUT/ });
  await expect(row).toContainText('Enabled');

  // Edit in the slide-in panel: the list wording, overlay closes it, a successful update closes it.
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit AB Test' });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ab-tests-edit-panel.png') });
  await page.getByTestId('panel-overlay').click({ position: { x: 10, y: 10 } });
  await expect(panel).toBeHidden();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByLabel('AB Test Name')).toHaveValue('NEW_CHECKOUT');
  await panel.getByLabel('AB Test Name').fill('');
  await panel.getByLabel('AB Test Name').blur();
  await expect(panel.getByText('Enter a valid AB Test name')).toBeVisible();
  await expect(panel.getByText('All characters must be uppercase alphabets')).toBeVisible();
  await expect(panel.getByText('Underscores are allowed')).toBeVisible();
  await expect(panel.getByText('Example: FASTER_CHECKOUT')).toBeVisible();
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel).toBeVisible();
  await panel.getByLabel('AB Test Name').fill('NEW_CHECKOUT');
  await panel.locator('input[id$="-percentage-1"]').fill('30');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'AB Test updated successfully.')).toBeVisible();
  await expect(panel).toBeHidden();

  // Close icon.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.locator('input[id$="-percentage-1"]')).toHaveValue('30');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The edit route with ?name=.
  await page.goto(`${LIST}/edit-ab-test?name=NEW_CHECKOUT`);
  await expect(page.getByRole('heading', { name: 'Edit AB Test' })).toBeVisible();
  await expect(page.getByLabel('AB Test Name')).toHaveValue('NEW_CHECKOUT');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'AB Test updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(toast(page, 'AB Test disabled successfully.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(toast(page, 'AB Test enabled successfully.')).toBeVisible();
  await expect(row).toContainText('Enabled');

  await row.getByRole('button', { name: 'Results' }).click();
  const results = page.getByRole('dialog', { name: 'Results: NEW_CHECKOUT' });
  await expect(results).toContainText('Assignments: 0');
  await expect(results).toContainText('Not enough assignments yet');
  await results.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AB test?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'AB Test deleted successfully.')).toBeVisible();
  await expect(page.getByText('No AB tests found.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the console A/B screens are accessible and fit a 500 px screen', async ({ page, baseURL }) => {
  // Six page loads with axe in two themes: slow on a loaded two-core machine.
  test.setTimeout(180_000);
  const token = await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', token);
  const seeded = await page.request.post('/abs-testing/api/v1/ab-test', {
    headers: { authorization: `Bearer ${token}` },
    data: { abTestName: 'ACCESS_CHECK', variantDtoList: [{ variantName: 'A', percentage: 50 }] },
  });
  expect(seeded.status()).toBe(201);
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [LIST, `${LIST}/create-ab-test`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === LIST) await expect(page.getByRole('row', { name: /ACCESS_CHECK/ })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`ab-${path.split('/').pop()}-${width}.png`),
        fullPage: true,
      });
      expect(await hasHorizontalScroll(page)).toBe(false);
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${theme} ${v.id}`);
        expect(serious).toEqual([]);
      }
    }
  }
});
