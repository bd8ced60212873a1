/// <reference lib="dom" />
import type { Page, Response } from '@playwright/test';

/**
 * Opens a page and waits for the live app. Pre-rendered pages arrive as an inert static copy that the app replaces in
 * one step (ADR 076): a visitor cannot type into the copy, but Playwright's fill and setInputFiles can, and what they
 * put there is gone after the swap. Journeys that type or pick a file right after loading open the page with this.
 */
export async function gotoLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
  return response;
}

/**
 * Longest a CV answer may take by the server's own bounds (ADR 061: 3.5 s in the queue, then at most twice the 6 s CPU
 * budget while a busy machine leaves the low-priority worker little CPU). Waiting less would test the machine's load.
 */
export const CV_ANSWER_MS = 20_000;
