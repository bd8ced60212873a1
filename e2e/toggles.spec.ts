/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { setTheme } from './support/theme.ts';

const LIST = '/login/manage-feature-toggle';
const API = '/feature-toggle/api/v1/toggle';

async function logIn(page: Page, baseURL: string | undefined): Promise<string> {
  const token = await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', token);
  return token;
}

async function detail(page: Page, token: string, kind: string, name: string) {
  const res = await page.request.get(`${API}/${kind}/${name}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

async function startCreate(page: Page, label: string) {
  await page.getByRole('button', { name: `Create ${label} Toggle` }).click();
  await expect(page).toHaveURL(/\/create-toggles$/);
  await expect(page.getByRole('heading', { level: 1, name: `Create ${label} Toggle` })).toBeVisible();
}

async function saveAndExpect(page: Page, message: string, name: string, type: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('row', { name: new RegExp(`${name}\\s+${type}`) })).toBeVisible();
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
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

test('create and edit each kind of toggle, then delete one', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const errors = trackPageErrors(page);
  const token = await logIn(page, baseURL);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Feature Toggle' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No toggles found.' })).toBeVisible();
  for (const header of ['#', 'Name', 'Type', 'Action'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Client Credentials' })).toBeVisible();

  // Simple: the name is forced to uppercase; the status dropdown closes on pick.
  await startCreate(page, 'Simple');
  await page.getByLabel('Toggle Name').fill('new_checkout');
  await expect(page.getByLabel('Toggle Name')).toHaveValue('NEW_CHECKOUT');
  await page.getByRole('button', { name: /Toggle Status/ }).click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('button', { name: /Toggle Status/ })).toHaveText(/Disabled/);
  await saveAndExpect(page, 'Simple Toggle created successfully!', 'NEW_CHECKOUT', 'SIMPLE');
  expect(await detail(page, token, 'simple', 'NEW_CHECKOUT')).toMatchObject({ enabled: false });

  // Date: an unreadable date is flagged; a valid one is saved in UTC.
  await startCreate(page, 'Date');
  await page.getByLabel('Toggle Name').fill('SUMMER_SALE');
  const dateInput = page.getByLabel('Toggle Date');
  await dateInput.fill('13/45/2031');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
  await dateInput.fill('07/01/2031 9:30 AM');
  await dateInput.press('Escape');
  await expect(page.getByText('Date input not valid.')).toBeHidden();
  await saveAndExpect(page, 'Date Toggle created successfully!', 'SUMMER_SALE', 'DATE');
  const expectedDate = await page.evaluate(() => new Date(2031, 6, 1, 9, 30).toISOString());
  expect(await detail(page, token, 'date', 'SUMMER_SALE')).toMatchObject({ toggleDate: expectedDate });

  // Variable: rows can be removed only while more than one exists; create keeps the typed case.
  await startCreate(page, 'Variable');
  await page.getByLabel('Toggle Name').fill('BETA_USERS');
  await expect(page.getByRole('button', { name: /Remove variable/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Variable 1' }).fill('alice');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('textbox', { name: 'Variable 2' }).fill('bob');
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('button', { name: /Remove variable/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove variable 3' }).click();
  await saveAndExpect(page, 'Variable Toggle created successfully!', 'BETA_USERS', 'VARIABLE');
  expect(await detail(page, token, 'variable', 'BETA_USERS')).toMatchObject({ variables: ['alice', 'bob'] });

  await startCreate(page, 'Pattern');
  await page.getByLabel('Toggle Name').fill('STAFF');
  await page.getByLabel('Toggle Pattern').fill('@example\\.com$');
  await saveAndExpect(page, 'Pattern Toggle created successfully!', 'STAFF', 'PATTERN');

  // Edit panels load current values; Update closes them with SPEC's message.
  await row(page, 'NEW_CHECKOUT').getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit SIMPLE Toggle' });
  await expect(panel.getByRole('button', { name: /Toggle Status/ })).toHaveText(/Disabled/);
  await panel.getByRole('button', { name: /Toggle Status/ }).click();
  await panel.getByRole('option', { name: 'Enabled' }).click();
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Simple Toggle Upadted successfully!')).toBeVisible();
  await expect(panel).toBeHidden();
  expect(await detail(page, token, 'simple', 'NEW_CHECKOUT')).toMatchObject({ enabled: true });

  await row(page, 'SUMMER_SALE').getByRole('button', { name: 'Edit' }).click();
  const datePanel = page.getByRole('dialog', { name: 'Edit DATE Toggle' });
  await expect(datePanel.getByLabel('Toggle Date')).toHaveValue('07/01/2031 9:30 AM');
  await datePanel.getByLabel('Toggle Date').fill('08/15/2031 6:00 PM');
  await datePanel.getByLabel('Toggle Date').press('Escape');
  await expect(datePanel).toBeVisible();
  await datePanel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Date Toggle Upadted successfully!')).toBeVisible();
  const expectedEdited = await page.evaluate(() => new Date(2031, 7, 15, 18, 0).toISOString());
  expect(await detail(page, token, 'date', 'SUMMER_SALE')).toMatchObject({ toggleDate: expectedEdited });

  await row(page, 'BETA_USERS').getByRole('button', { name: 'Edit' }).click();
  const variablePanel = page.getByRole('dialog', { name: 'Edit VARIABLE Toggle' });
  await expect(variablePanel.getByRole('textbox', { name: 'Variable 1' })).toHaveValue('alice');
  await expect(variablePanel.getByRole('textbox', { name: 'Variable 2' })).toHaveValue('bob');
  await variablePanel.getByRole('button', { name: 'Add row' }).click();
  await variablePanel.getByRole('textbox', { name: 'Variable 3' }).fill('carol');
  await expect(variablePanel.getByRole('textbox', { name: 'Variable 3' })).toHaveValue('CAROL');
  await variablePanel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Variable Toggle Upadted successfully!')).toBeVisible();
  expect(await detail(page, token, 'variable', 'BETA_USERS')).toMatchObject({ variables: ['alice', 'bob', 'CAROL'] });

  await row(page, 'STAFF').getByRole('button', { name: 'Edit' }).click();
  const patternPanel = page.getByRole('dialog', { name: 'Edit PATTERN Toggle' });
  await expect(patternPanel.getByLabel('Toggle Pattern')).toHaveValue('@example\\.com$');
  await patternPanel.getByLabel('Toggle Pattern').fill('^staff-');
  await patternPanel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Pattern Toggle Upadted successfully!')).toBeVisible();
  expect(await detail(page, token, 'pattern', 'STAFF')).toMatchObject({ togglePattern: '^staff-' });

  // The overlay closes a panel without saving.
  await row(page, 'STAFF').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit PATTERN Toggle' })).toBeVisible();
  await page.getByTestId('panel-overlay').click({ position: { x: 10, y: 10 } });
  await expect(page.getByRole('dialog', { name: 'Edit PATTERN Toggle' })).toBeHidden();

  await row(page, 'STAFF').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this toggle?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Pattern Toggle deleted successfully!')).toBeVisible();
  await expect(row(page, 'STAFF')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('rejects an invalid name and a taken one; the list follows changes made elsewhere', async ({ page, baseURL }) => {
  const token = await logIn(page, baseURL);
  // The State column comes with the list: the page never asks for one toggle's detail while no edit panel is open.
  const detailRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/toggle\/(simple|date|variable|pattern)\/[^/]+$/.test(pathname) && request.method() === 'GET')
      detailRequests.push(pathname);
  });
  await page.goto(LIST);
  await expect(page.getByRole('cell', { name: 'No toggles found.' })).toBeVisible();
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post(`${API}/simple`, {
    headers,
    data: { toggleName: 'FROM_THE_API', enabled: true },
  });
  expect(created.status()).toBe(201);
  await expect(row(page, 'FROM_THE_API')).toBeVisible();
  await expect(row(page, 'FROM_THE_API').getByRole('cell', { name: 'On', exact: true })).toBeVisible();

  // A change made elsewhere reaches the State cell through the stream, without a reload.
  const updated = await page.request.put(`${API}/simple/FROM_THE_API`, {
    headers,
    data: { toggleName: 'FROM_THE_API', enabled: false },
  });
  expect(updated.status()).toBe(200);
  await expect(row(page, 'FROM_THE_API').getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  const variables = await page.request.post(`${API}/variable`, {
    headers,
    data: { toggleName: 'API_USERS', variables: ['ALICE', 'BOB'] },
  });
  expect(variables.status()).toBe(201);
  await expect(
    row(page, 'API_USERS').getByRole('cell', { name: '2 variables: ALICE, BOB', exact: true }),
  ).toBeVisible();
  expect(detailRequests).toEqual([]);

  await startCreate(page, 'Pattern');
  await page.getByLabel('Toggle Name').fill('BAD-NAME');
  await page.getByLabel('Toggle Pattern').fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid toggle name')).toBeVisible();
  await page.getByLabel('Toggle Name').fill('FROM_THE_API');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A toggle named FROM_THE_API already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/create-toggles$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('screens are accessible and fit desktop and 500 px; the service page shows the SDK snippet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = trackPageErrors(page);
  const token = await logIn(page, baseURL);
  const seeded = await page.request.post(`${API}/variable`, {
    headers: { authorization: `Bearer ${token}` },
    data: { toggleName: 'BETA_USERS', variables: ['ALICE'] },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LIST);
    await expect(row(page, 'BETA_USERS')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`toggles-list-${width}.png`), fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));

    await row(page, 'BETA_USERS').getByRole('button', { name: 'Edit' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit VARIABLE Toggle' }).getByRole('textbox', { name: 'Variable 1' }),
    ).toHaveValue('ALICE');
    await page.screenshot({ path: test.info().outputPath(`toggles-edit-${width}.png`) });
    await page.keyboard.press('Escape');

    await startCreate(page, 'Date');
    await page.getByLabel('Toggle Date').click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`toggles-create-date-${width}.png`), fullPage: true });
    await page.keyboard.press('Escape');
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));

    await page.goto('/feature-toggle');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature Toggle' })).toBeVisible();
    await expect(page.getByText('OFREPProvider').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`feature-toggle-service-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});
