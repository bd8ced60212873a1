import type { Page } from '@playwright/test';

/** Switches the theme and waits until the colour transitions have settled, so contrast checks see final colours. */
export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}
