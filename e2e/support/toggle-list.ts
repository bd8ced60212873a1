import type { Locator, Page } from '@playwright/test';

/** The State cell (the fourth) of the toggle list's row for `name`. */
export function toggleStateCell(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .getByRole('cell')
    .nth(3);
}
