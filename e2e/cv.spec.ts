/// <reference lib="dom" />
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, trackPageErrors } from './support/page-errors.ts';
import { CV_ANSWER_MS, gotoLive } from './support/live-app.ts';

const generated = join(import.meta.dirname, '../apps/api/src/contexts/cv-processor/data/eval');
const cvFile = join(generated, 'gen-01-one-column.pdf');
const notPdf = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') };

test('CV parsing: validation, parse, readable view, Download JSON', async ({ page }) => {
  // Three uploads, a parse, a download, an accessibility scan and two full-page screenshots.
  test.slow();
  const errors = trackPageErrors(page);
  await gotoLive(page, '/cv-parsing');
  await expect(page.getByRole('heading', { name: 'CV parsing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the marketplace checkout demo' })).toHaveAttribute(
    'href',
    '/marketplace',
  );

  await page.getByRole('button', { name: 'Parse CV' }).click();
  await expect(page.getByText('Please select a valid file')).toBeVisible();

  const input = page.getByLabel('CV (PDF, below 1MB)');
  await input.setInputFiles(notPdf);
  await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('no file selected');

  await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024) });
  await expect(page.getByText('File size must be less than 1MB')).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('no file selected');

  await input.setInputFiles(cvFile);
  await expect(page.getByTestId('file-name')).toHaveText('gen-01-one-column.pdf');
  await page.getByRole('button', { name: 'Parse CV' }).click();
  const result = page.getByTestId('cv-result');
  await expect(result).toContainText('Maria Fernandes', { timeout: CV_ANSWER_MS });
  await expect(result).toContainText('maria.fernandes@example.com');
  await expect(result).toContainText('+351 912 345 678');
  await expect(result).toContainText('Senior Backend Engineer');
  await expect(result).toContainText('University of Porto');
  await expect(result.getByRole('link', { name: 'https://github.com/mfernandes' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  expect((await download).suggestedFilename()).toBe('cv.json');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('cv-parsing-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 500, height: 900 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('cv-parsing-500.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('CV matcher: asks for both inputs, then shows the score view with N/A and None', async ({ page }) => {
  const errors = trackPageErrors(page);
  await gotoLive(page, '/cv-matcher');
  await expect(page.getByRole('heading', { name: 'CV compatibility score' })).toBeVisible();
  await page.getByRole('button', { name: 'Get compatibility score' }).click();
  await expect(page.getByText('Please enter a job spec and select a CV file')).toBeVisible();

  await page
    .getByLabel('Job spec')
    .fill(
      'Senior Backend Engineer\nRequirements:\n- 5+ years of experience\n- Strong Python, Django and PostgreSQL\nNice to have:\n- Kubernetes',
    );
  await page.getByLabel('CV (PDF, below 1MB)').setInputFiles(cvFile);
  await page.getByRole('button', { name: 'Get compatibility score' }).click();
  const score = page.getByTestId('score-result');
  await expect(score).toContainText('Matched must-have skills', { timeout: CV_ANSWER_MS });
  await expect(score).toContainText('Django');
  await expect(page.getByTestId('score-Certifications')).toHaveText('N/A');
  await expect(score).toContainText('Kubernetes');
  await page.screenshot({ path: test.info().outputPath('cv-matcher-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 500, height: 900 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('cv-matcher-500.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('AI translator says up front that no model is configured, with the upload turned off', async ({ page }) => {
  const errors = trackPageErrors(page);
  const status = page.waitForResponse((response) => response.url().endsWith('/cv-processor/api/v1/translator/status'));
  await gotoLive(page, '/ai-translator');
  await expect(page.getByRole('heading', { name: 'AI translator: English to Chinese PDF' })).toBeVisible();
  expect(await (await status).json()).toEqual({ configured: false });
  // Before any file is picked: the state is on the page, not in a toast after an upload.
  await expect(page.getByRole('status').filter({ hasText: 'Not configured' })).toBeVisible();
  await expect(page.getByText('This server has no AI model for translation, so uploads are turned off.')).toBeVisible();
  await expect(page.getByLabel('English PDF')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Translate' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('ai-translator.png'), fullPage: true });
  expect(errors).toEqual([]);
});
