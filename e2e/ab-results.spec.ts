/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { machineClient } from './support/machine-client.ts';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { setTheme } from './support/theme.ts';

const LIST = '/login/manage-ab-test';
const TEST = 'CHECKOUT_WINNER';

/** 300 users through get-or-assign; TREATMENT users buy three times as often as CONTROL users (seeded by index). */
async function driveTraffic(request: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const variants = new Map<string, string>();
  for (let start = 0; start < 300; start += 50) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, k) => {
        const userId = `shopper-${start + k}`;
        const res = await request.post('/api/ab-test/get-or-assign', { headers, data: { abTestName: TEST, userId } });
        expect(res.status()).toBe(200);
        return [userId, ((await res.json()) as { variantName: string }).variantName] as const;
      }),
    );
    for (const [userId, variant] of answers) variants.set(userId, variant);
  }
  const events = [...variants].flatMap(([userId, variant], i) =>
    (variant === 'TREATMENT' ? i % 3 !== 2 : i % 5 === 0) ? [{ abTestName: TEST, userId, metric: 'purchase' }] : [],
  );
  const tracked = await request.post('/api/ab-test/track/batch', { headers, data: { events } });
  expect(tracked.status()).toBe(202);
  const { results } = (await tracked.json()) as { results: { accepted: boolean; attributed: boolean }[] };
  expect(results.every((r) => r.accepted && r.attributed)).toBe(true);
}

test('create a test with a conversion metric, drive traffic, see the leader, the chart and the CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = trackPageErrors(page);
  const consoleToken = await obtainConsoleToken(page.request);
  await setTokenCookie(page.context(), baseURL ?? '', consoleToken);

  // Create the test with its metric in the console.
  await page.goto(`${LIST}/create-ab-test`);
  await page.getByLabel('AB Test Name').fill(TEST);
  await page.locator('input[id$="-variant-0"]').fill('CONTROL');
  await page.locator('input[id$="-percentage-0"]').fill('50');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.locator('input[id$="-variant-1"]').fill('TREATMENT');
  await page.locator('input[id$="-percentage-1"]').fill('50');
  await page.getByRole('button', { name: 'Add metric' }).click();
  // An invalid event name is caught before anything is sent.
  await page.getByLabel('Metric name').fill('purchase made');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Use letters, digits, "_", "-" and "." only.')).toBeVisible();
  await page.getByLabel('Metric name').fill('purchase');
  await expect(page.getByLabel('Kind')).toHaveValue('CONVERSION');
  await expect(page.getByLabel('Role')).toHaveValue('PRIMARY');
  await expect(page.getByLabel('Control variant (the others are compared with it)')).toHaveValue('CONTROL');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.locator('.Toastify').getByText('AB Test created successfully!', { exact: true })).toBeVisible();

  // Before any traffic: the results screen says so.
  await page.goto(`${LIST}/ab-test-results?name=${TEST}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results: ${TEST}` })).toBeVisible();
  await expect(page.getByText(/^No data yet for purchase/)).toBeVisible();

  // Assignments and events through the machine API, as a customer's backend would send them.
  const client = await machineClient(page.request, consoleToken);
  await driveTraffic(page.request, client.accessToken);

  // From the list: Results, then the full screen.
  await page.goto(LIST);
  await page
    .getByRole('row', { name: new RegExp(TEST) })
    .getByRole('button', { name: 'Results' })
    .click();
  await page.getByRole('link', { name: 'Open the full results: metrics, chart, CSV and code' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/ab-test-results\\?name=${TEST}$`));
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('TREATMENT leads on purchase');
  await expect(summary).toContainText('Significant');
  await expect(summary).toContainText(/Statistically significant \(p [<=] /);

  const table = page.getByRole('table', { name: 'purchase per variant' });
  await expect(table.getByRole('row', { name: /CONTROL/ })).toContainText('(control)');
  await expect(table.getByRole('row', { name: /TREATMENT/ })).toContainText(/\+\d+\.\d%/);

  // The chart: a labelled figure, reachable by keyboard, with its data as a table.
  const chart = page.getByRole('figure', { name: /Cumulative conversion rate of purchase per variant over time/ });
  const plot = chart.getByRole('application', { name: /Cumulative conversion rate of purchase/ });
  await expect(plot).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  // Keyboard: focus the plot, an arrow key shows the figures of a day.
  await plot.focus();
  await page.keyboard.press('ArrowRight');
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText(new Date().toISOString().slice(0, 10));
  await expect(tooltip).toContainText('TREATMENT');
  await chart.getByText('Chart data as a table').click();
  await expect(chart.getByRole('row', { name: /TREATMENT/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ab-results-1280.png'), fullPage: true });

  // CSV export of the per-variant figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('checkout_winner-results.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(
    'metric,kind,role,variant,is_control,users,conversions,rate,mean,uplift,ci_low,ci_high,p_value,chance_to_beat_control',
  );
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(/^purchase,CONVERSION,PRIMARY,CONTROL,true,\d+,\d+,0\.\d+,,,,,,$/);
  const treatment = csv[2]!.split(',');
  expect(treatment.slice(0, 5)).toEqual(['purchase', 'CONVERSION', 'PRIMARY', 'TREATMENT', 'false']);
  expect(Number(treatment[12])).toBeLessThan(0.05);
  expect(Number(treatment[13])).toBeGreaterThan(0.95);

  // The snippets are on this screen, for this test's metric.
  await expect(page.getByRole('heading', { name: 'Track events from your code' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Python' })).toBeVisible();
  await expect(page.locator('pre').first()).toContainText(`"abTestName":"${TEST}"`);

  // Accessible in both themes, and it fits 500 px.
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(plot).toBeVisible();
    // The chart follows the new width once its resize observer has run.
    await expect.poll(() => hasHorizontalScroll(page)).toBe(false);
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${theme} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      if (width === 500)
        await page.screenshot({ path: test.info().outputPath(`ab-results-500-${theme}.png`), fullPage: true });
    }
  }
  expect(errors).toEqual([]);
});
