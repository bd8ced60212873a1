/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { setTheme } from './support/theme.ts';
import { CV_ANSWER_MS, gotoLive } from './support/live-app.ts';
import { toggleStateCell } from './support/toggle-list.ts';

/** Issue 23: the small unfinished touches a new visitor notices, each measured the way a user would see it. */

const cvFile = join(import.meta.dirname, '../apps/api/src/contexts/cv-processor/data/eval/gen-01-one-column.pdf');
const AB_LIST = '/login/manage-ab-test';
const TOGGLE_LIST = '/login/manage-feature-toggle';
const TOGGLE_API = '/feature-toggle/api/v1/toggle';

async function logIn(page: Page, baseURL: string | undefined): Promise<string> {
  const token = await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', token);
  return token;
}

async function postAs(page: Page, token: string, path: string, data: object): Promise<void> {
  const response = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Relative luminance (0 black .. 1 white) of a computed colour, a translucent one as seen over the page. */
async function luminanceOf(locator: Locator, property: 'backgroundColor' | 'color'): Promise<number> {
  const [colour, page] = await locator.evaluate(
    (element, name) => [getComputedStyle(element)[name], getComputedStyle(document.body).backgroundColor],
    property,
  );
  const [r0 = 0, g0 = 0, b0 = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [pr = 0, pg = 0, pb = 0] = (page.match(/[\d.]+/g) ?? []).map(Number);
  const [r, g, b] = [r0 * alpha + pr * (1 - alpha), g0 * alpha + pg * (1 - alpha), b0 * alpha + pb * (1 - alpha)];
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** How many lines the element's text takes: a name broken mid-word takes two. */
function lineCountOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

const toasts = (page: Page) => page.locator('.Toastify__toast');

test('CV matcher: score meters have a role, a dim track in the dark theme and numbers on one line', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await gotoLive(page, '/cv-matcher');
  await setTheme(page, 'dark');
  await page.getByLabel('Job spec').fill('Senior Backend Engineer\nRequirements:\n- Python, Django and PostgreSQL');
  await page.getByLabel('CV (PDF, below 1MB)').setInputFiles(cvFile);
  await page.getByRole('button', { name: 'Get compatibility score' }).click();
  await expect(page.getByTestId('score-result')).toBeVisible({ timeout: CV_ANSWER_MS });

  const meters = page.getByRole('meter');
  expect(await meters.count()).toBeGreaterThan(0);
  for (const meter of await meters.all()) {
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '100');
    await expect(meter).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(meter).toHaveAccessibleName(/\S/);
    // The unfilled track is the meter's own background: dim on the dark page, never white.
    expect(await luminanceOf(meter, 'backgroundColor')).toBeLessThan(0.2);
  }

  // Cards on one row show their numbers at one height, however long each card's explanation is.
  const values = page.getByTestId('score-result').locator('[data-testid^="score-"]:not([data-testid="score-result"])');
  const boxes = (await Promise.all((await values.all()).map((value) => value.boundingBox()))).filter((b) => b !== null);
  const cardTops = await page
    .getByTestId('score-result')
    .locator('[data-testid^="score-"]:not([data-testid="score-result"])')
    .evaluateAll((elements) =>
      elements.map((element) => Math.round(element.parentElement!.getBoundingClientRect().top)),
    );
  boxes.forEach((box, index) => {
    boxes.forEach((other, otherIndex) => {
      if (cardTops[index] === cardTops[otherIndex]) expect(Math.abs(box.y - other.y)).toBeLessThan(2);
    });
  });
  expect(errors).toEqual([]);
});

for (const path of ['/cv-parsing', '/cv-matcher', '/ai-translator']) {
  test(`${path}: a styled drop zone replaces the raw file control and shows its state once`, async ({ page }) => {
    await gotoLive(page, path);
    const input = page.locator('input[type="file"]');
    // The native "Choose File / No file chosen" control is not what the user sees.
    const box = await input.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('file-drop-zone')).toBeVisible();
    await expect(page.getByText('no file selected', { exact: true })).toHaveCount(1);
  });
}

test('CV parsing drop zone: keyboard opens the chooser, a drop shows the file name and size', async ({ page }) => {
  const errors = trackPageErrors(page);
  await gotoLive(page, '/cv-parsing');
  const input = page.getByLabel('CV (PDF, below 1MB)');
  await input.focus();
  await expect(page.getByTestId('file-drop-zone')).toHaveCSS('outline-style', 'solid');
  for (const key of ['Enter', ' ']) {
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await (await chooser).setFiles(cvFile);
  }
  await expect(page.getByTestId('file-name')).toHaveText('gen-01-one-column.pdf');
  await expect(page.getByTestId('file-size')).toHaveText(/^\d+(\.\d)? (B|KB|MB)$/);

  await page.getByTestId('file-drop-zone').evaluate((zone) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4 dropped'], 'dropped-cv.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByTestId('file-name')).toHaveText('dropped-cv.pdf');
  await expect(page.getByTestId('file-size')).toHaveText('16 B');

  // SPEC §4: an invalid choice resets to 'no file selected' with the SPEC message.
  await page.getByTestId('file-drop-zone').evaluate((zone) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('no file selected');
  expect(errors).toEqual([]);
});

test('console tables fit 420 px without breaking names mid-word; the results drawer at 1280 px too', async ({
  page,
  baseURL,
}) => {
  const errors = trackPageErrors(page);
  const token = await logIn(page, baseURL);
  const name = 'ONE_CLICK_CHECKOUT_TEST_WITH_A_LONG_NAME';
  await postAs(page, token, '/abs-testing/api/v1/ab-test', {
    abTestName: name,
    variantDtoList: [
      { variantName: 'ONE_CLICK', percentage: 50 },
      { variantName: 'CONTROL_CHECKOUT', percentage: 50 },
    ],
  });
  await postAs(page, token, `${TOGGLE_API}/simple`, { toggleName: 'CHECKOUT_TEST_FLAG_FOR_EVERYONE', enabled: true });

  await page.setViewportSize({ width: 420, height: 900 });
  // Entering the generate screen creates a secret (SPEC §4), so the credentials table has a row.
  await page.goto(`${AB_LIST}/ab-cred/generate-client-secret`);
  await expect(page.getByText('Key Generated')).toBeVisible();
  expect(await hasHorizontalScroll(page), 'the generate screen overflows at 420 px').toBe(false);
  for (const path of [AB_LIST, TOGGLE_LIST, `${AB_LIST}/ab-cred`]) {
    await gotoLive(page, path);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await hasHorizontalScroll(page), `${path} overflows at 420 px`).toBe(false);
  }
  await page.goto(AB_LIST);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  expect(await lineCountOf(page.getByRole('cell', { name, exact: true }))).toBe(1);
  await page.goto(TOGGLE_LIST);
  expect(await lineCountOf(page.getByRole('cell', { name: 'CHECKOUT_TEST_FLAG_FOR_EVERYONE', exact: true }))).toBe(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(AB_LIST);
  await page
    .getByRole('group', { name: `Actions for ${name}` })
    .getByRole('button', { name: 'Results' })
    .click();
  const drawer = page.getByRole('dialog');
  const variant = drawer.getByText('ONE_CLICK', { exact: true }).first();
  await expect(variant).toBeVisible();
  for (const cell of await drawer.getByText(/^(ONE_CLICK|CONTROL_CHECKOUT)$/).all()) {
    expect(await lineCountOf(cell)).toBe(1);
  }
  const offenders = await drawer.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    // Content inside a sideways-scrolling region may be wider; the region itself must fit.
    const scrolls = (node: Element) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
    const isInsideScroller = (node: Element) => {
      for (let up = node.parentElement; up && up !== element; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    return Array.from(element.querySelectorAll('*'))
      .filter((child) => !isInsideScroller(child) && child.getBoundingClientRect().right > right + 1)
      .map((child) => `${child.tagName}.${child.className} ${Math.round(child.getBoundingClientRect().right)}>${right}`)
      .slice(0, 8);
  });
  expect(offenders).toEqual([]);
  expect(errors).toEqual([]);
});

test('A/B form shows the remaining share; a refused value says how much is left', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  await page.goto(`${AB_LIST}/create-ab-test`);
  await expect(page.getByTestId('remaining-share')).toHaveText('Remaining: 100%');
  await page.locator('input[id$="-variant-0"]').fill('CONTROL');
  await page.locator('input[id$="-percentage-0"]').fill('60');
  await expect(page.getByTestId('remaining-share')).toHaveText('Remaining: 40%');
  await page.getByRole('button', { name: 'Add row' }).click();
  const second = page.locator('input[id$="-percentage-1"]');
  await second.pressSequentially('70');
  await expect(second).toHaveValue('7');
  await expect(page.getByText('Enter a valid percentage (0-100)')).toBeVisible();
  await expect(page.getByText('The other rows leave 40% for this one.')).toBeVisible();
  await expect(page.getByTestId('remaining-share')).toHaveText('Remaining: 33%');
});

test('register states the password rules under the field and ticks them while typing', async ({ page }) => {
  await gotoLive(page, '/register');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules).toBeVisible();
  const length = rules.locator('[data-rule="length"]');
  const email = rules.locator('[data-rule="email"]');
  await expect(length).toContainText('At least 8 characters');
  await expect(rules.locator('[data-rule="common"]')).toContainText('Not a commonly used password');
  await expect(length).toHaveAttribute('data-state', 'unmet');

  await page.getByLabel('Email').fill('ada@example.com');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expect(length).toHaveAttribute('data-state', 'unmet');
  await password.fill('ada@example.com');
  await expect(length).toHaveAttribute('data-state', 'met');
  await expect(email).toHaveAttribute('data-state', 'unmet');
  await password.fill('Correct-Horse-Battery-9');
  await expect(email).toHaveAttribute('data-state', 'met');
  await expect(password).toHaveAttribute('aria-describedby', (await rules.getAttribute('id')) ?? 'missing');
});

test('toggle list shows each toggle state; the date picker follows the dark theme', async ({ page, baseURL }) => {
  const errors = trackPageErrors(page);
  const token = await logIn(page, baseURL);
  await postAs(page, token, `${TOGGLE_API}/simple`, { toggleName: 'SIMPLE_ON', enabled: true });
  await postAs(page, token, `${TOGGLE_API}/simple`, { toggleName: 'SIMPLE_OFF', enabled: false });
  await postAs(page, token, `${TOGGLE_API}/date`, { toggleName: 'LAUNCH_DAY', toggleDate: '2031-03-04T12:30:00.000Z' });
  await postAs(page, token, `${TOGGLE_API}/variable`, { toggleName: 'BETA_USERS', variables: ['ANA', 'BO'] });
  await postAs(page, token, `${TOGGLE_API}/pattern`, { toggleName: 'STAFF', togglePattern: '.*@example.com' });

  await page.goto(TOGGLE_LIST);
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible();
  const stateOf = (name: string) => toggleStateCell(page, name);
  await expect(stateOf('SIMPLE_ON')).toHaveText('On');
  await expect(stateOf('SIMPLE_OFF')).toHaveText('Off');
  await expect(stateOf('LAUNCH_DAY')).toHaveText(/^03\/04\/2031 \d{1,2}:30 (AM|PM)$/);
  await expect(stateOf('BETA_USERS')).toHaveText('2 variables: ANA, BO');
  await expect(stateOf('STAFF')).toHaveText('.*@example.com');

  await page.getByRole('button', { name: 'Create Date Toggle' }).click();
  await setTheme(page, 'dark');
  await page.getByLabel('Toggle Date').click();
  const calendar = page.locator('.react-datepicker');
  await expect(calendar).toBeVisible();
  expect(await luminanceOf(calendar, 'backgroundColor')).toBeLessThan(0.1);
  expect(await luminanceOf(page.locator('.react-datepicker__header').first(), 'backgroundColor')).toBeLessThan(0.1);
  expect(
    await luminanceOf(page.locator('.react-datepicker__day:not(.react-datepicker__day--disabled)').first(), 'color'),
  ).toBeGreaterThan(0.5);
  expect(errors).toEqual([]);
});

test('toasts: one per message, at most two, narrow, below the header and beside an open drawer', async ({
  page,
  baseURL,
}) => {
  await gotoLive(page, '/cv-parsing');
  const parse = page.getByRole('button', { name: 'Parse CV' });
  for (let i = 0; i < 3; i += 1) await parse.click();
  await expect(page.getByText('Please select a valid file')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  const toastBox = await toasts(page).first().boundingBox();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(toastBox!.width).toBeLessThanOrEqual(300);
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);

  const token = await logIn(page, baseURL);
  await postAs(page, token, '/abs-testing/api/v1/ab-test', {
    abTestName: 'DRAWER_TOAST',
    variantDtoList: [{ variantName: 'ONLY', percentage: 100 }],
  });
  await page.goto(AB_LIST);
  await page.getByRole('group', { name: 'Actions for DRAWER_TOAST' }).getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('input[id$="-variant-0"]').fill('');
  await drawer.getByRole('button', { name: 'Update' }).click();
  const toast = page.locator('.Toastify__toast', { hasText: 'Please fill all variant fields.' });
  await expect(toast).toBeVisible();
  const drawerBox = await drawer.boundingBox();
  // The toast slides in from the right edge: its resting place is what the user reads.
  await expect
    .poll(
      async () => {
        const box = await toast.boundingBox();
        return box ? box.x + box.width : Infinity;
      },
      { message: 'the toast covers the edit drawer' },
    )
    .toBeLessThanOrEqual(drawerBox!.x);
});
