/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so these files see DOM types.
import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions; a clean page must end with an empty list. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
