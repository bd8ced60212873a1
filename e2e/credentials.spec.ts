/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { setTheme } from './support/theme.ts';

const AB_PATH = '/login/manage-ab-test/AB-cred';
const FT_PATH = '/login/manage-feature-toggle/ft-cred';

async function logIn(page: Page, baseURL: string | undefined): Promise<string> {
  const token = await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', token);
  return token;
}

function requestToken(request: APIRequestContext, clientId: string, secret: string) {
  return request.post('/auth/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  }
}

test('generate a secret, copy it, see it masked, use it, delete it', async ({ page, baseURL, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const errors = trackPageErrors(page);
  await logIn(page, baseURL);

  await page.goto(AB_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'AB test: Manage client credentials' })).toBeVisible();
  await expect(page.getByText('Client Info Fetched')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No client secrets found' })).toBeVisible();
  for (const header of ['#', 'Client Secret', 'Created', 'Action'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  const clientIdBox = page.getByRole('textbox', { name: 'Client ID' });
  await expect(clientIdBox).toHaveValue(/^[0-9a-f]{32}$/);
  await expect(clientIdBox).toHaveAttribute('readonly', '');
  const clientId = await clientIdBox.inputValue();
  await page.getByRole('button', { name: 'Copy client ID' }).click();
  await expect(page.getByRole('button', { name: 'copied!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(clientId);
  await expect(page.getByRole('button', { name: 'Copy client ID' })).toBeVisible({ timeout: 5_000 });

  await page.getByRole('link', { name: 'Generate Client Secret' }).click();
  await expect(page).toHaveURL(/\/AB-cred\/generate-client-secret$/);
  await expect(page.getByText('Key Generated')).toBeVisible();
  const secretBox = page.getByRole('textbox', { name: 'Client Secret' });
  await expect(secretBox).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  await expect(secretBox).toHaveAttribute('readonly', '');
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const secret = await secretBox.inputValue();
  await page.getByRole('button', { name: 'Copy client Secret' }).click();
  await expect(page.getByRole('button', { name: 'copied!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(secret);

  await page.getByRole('button', { name: 'Back to client credentials' }).click();
  await expect(page).toHaveURL(new RegExp(`${AB_PATH}$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`••••••••${secret.slice(-4)}`);
  await expect(rows.nth(1)).toContainText('Never used');
  expect(await page.content()).not.toContain(secret);

  // The secret works for the machine API until it is deleted.
  expect((await requestToken(page.request, clientId, secret)).status()).toBe(200);

  await rows
    .nth(1)
    .getByRole('button', { name: /^Delete client secret/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this client secret?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client Secret Deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No client secrets found' })).toBeVisible();
  expect((await requestToken(page.request, clientId, secret)).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('feature toggle mode lists the latest 5 of more secrets; cancelling a delete keeps the secret', async ({
  page,
  baseURL,
}) => {
  const errors = trackPageErrors(page);
  const token = await logIn(page, baseURL);
  for (let i = 0; i < 6; i += 1) {
    const response = await page.request.post('/customer/api/v1/client-credential/feature-toggle/generate-secret', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(FT_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Feature Toggle: Manage client credentials' }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  await expect(page.getByText('Showing only latest 5 of 6 secrets')).toBeVisible();
  await expect(page.getByText('Delete the inactive secret.')).toBeVisible();

  await page
    .getByRole('button', { name: /^Delete client secret/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Showing only latest 5 of 6 secrets')).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${width}px`).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`credentials-list-${width}.png`), fullPage: true });
  }

  await page.getByRole('link', { name: 'Generate Client Secret' }).click();
  await expect(page.getByRole('textbox', { name: 'Client Secret' })).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousAxeViolations(page);
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`credentials-generate-${width}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Back to client credentials' }).click();
  await expect(page).toHaveURL(new RegExp(`${FT_PATH}$`));
  await expect(page.getByText('Showing only latest 5 of 7 secrets')).toBeVisible();
  expect(errors).toEqual([]);
});
