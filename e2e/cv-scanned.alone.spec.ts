/// <reference lib="dom" />
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { trackPageErrors } from './support/page-errors.ts';
import { gotoLive } from './support/live-app.ts';

/*
 * Runs alone, after every other journey (the "alone" project of playwright.config.ts). PDF workers run at a lower
 * CPU priority than the server (ADR 084), and OCR is their heaviest work: next to two browsers rendering other
 * journeys on a 2-core machine, a scan could outlast its time budget and answer "took too long" — the product
 * behaving as designed, but not what this journey checks.
 */
const generated = join(import.meta.dirname, '../apps/api/src/contexts/cv-processor/data/eval');

test('CV parsing: a scanned CV is read by OCR and the page says so', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = trackPageErrors(page);
  await gotoLive(page, '/cv-parsing');
  await page.getByLabel('CV (PDF, below 1MB)').setInputFiles(join(generated, 'scanned-gen-01.pdf'));
  await page.getByRole('button', { name: 'Parse CV' }).click();
  await expect(page.getByTestId('ocr-note')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cv-result')).toContainText('Maria Fernandes');
  expect(errors).toEqual([]);
});
