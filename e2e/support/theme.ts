import type { Page } from '@playwright/test';

/**
 * Switches the theme and waits until the colour transitions have settled, so contrast checks see final colours.
 * Only running animations with an end are waited for, and for 3 s at most: an animation whose element stops being
 * rendered meanwhile may never report that it finished, and the app's own transitions last under a second.
 */
export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
  await page.evaluate(() => {
    const settling = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    const settled = Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}
