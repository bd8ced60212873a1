/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees DOM types.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { obtainConsoleToken, setTokenCookie } from './support/console-session.ts';
import { consoleRoutes, publicRoutes } from './support/routes.ts';

// Every public page and every console screen, at a phone's and a laptop's width, in both themes (issue 23): no console
// error, no CSP violation, no unused preload, no horizontal scroll, no character drawn as a missing-glyph box.
// One page per combination is reused for all its routes, so the journey stays cheap on two cores.

const widths = [420, 1280] as const;
/** Public pages the server writes itself rather than the app: the API reference and its console. */
const pages = [...publicRoutes, '/docs', '/docs/try'];
const themes = ['dark', 'light'] as const;

/** Chromium's warning for a preload nobody used: it comes a few seconds after the load event. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;
const UNUSED_PRELOAD_DELAY_MS = 3500;

interface Problems {
  messages: string[];
}

/** Console errors, page errors, CSP violations and unused-preload warnings of the page, as they happen. */
async function watch(page: Page, theme: (typeof themes)[number]): Promise<Problems> {
  const problems: Problems = { messages: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || UNUSED_PRELOAD.test(text) || /Content Security Policy/.test(text))
      problems.messages.push(`${message.type()}: ${text} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
  await page.addInitScript((value) => {
    window.localStorage.setItem('theme', value);
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, theme);
  return problems;
}

/** Characters of the visible text whose every font lacks a glyph: drawn exactly like a surely missing code point. */
function missingGlyphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fonts = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent?.checkVisibility()) continue;
      for (const char of walker.currentNode.textContent ?? '') {
        if (char.codePointAt(0)! < 0x7f || /[\s\p{M}\p{Cf}]/u.test(char) || fonts.has(char)) continue;
        const style = getComputedStyle(parent);
        fonts.set(char, `${style.fontStyle} ${style.fontWeight} 32px ${style.fontFamily}`);
      }
    }
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (text: string, font: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.font = font;
      context.fillText(text, 8, 36);
      return `${context.measureText(text).width}:${context.getImageData(0, 0, canvas.width, canvas.height).data.join('')}`;
    };
    return [...fonts].filter(([char, font]) => draw(char, font) === draw('\u{10FFFD}', font)).map(([char]) => char);
  });
}

async function visit(page: Page, route: string, problems: Problems): Promise<string[]> {
  const before = problems.messages.length;
  const response = await page.goto(route);
  expect(response?.status(), `${route} status`).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  // The page stays where it was asked for (no redirect), and says what it is in the tab.
  await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
  expect(await page.title(), `${route} title`).not.toBe('');
  await page.waitForLoadState('load');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const found = problems.messages.slice(before).map((message) => `${route}: ${message}`);
  if (overflow > 0) found.push(`${route}: horizontal overflow of ${overflow}px`);
  const glyphs = await missingGlyphs(page);
  if (glyphs.length) found.push(`${route}: missing glyphs ${glyphs.join(' ')}`);
  return found;
}

/**
 * Every public page in a tab of its own, left open for the unused-preload warning's few seconds while the next ones
 * load (a few tabs at a time), so the wait is paid about once instead of once per page.
 */
async function visitAndSettle(context: BrowserContext, theme: (typeof themes)[number]): Promise<string[]> {
  const TABS = 4;
  const found: string[] = [];
  const settling: Promise<void>[] = [];
  for (const route of pages) {
    if (settling.length >= TABS) await settling.shift();
    const tab = await context.newPage();
    const problems = await watch(tab, theme);
    found.push(...(await visit(tab, route, problems)));
    const seen = problems.messages.length;
    settling.push(
      tab.waitForTimeout(UNUSED_PRELOAD_DELAY_MS).then(async () => {
        found.push(...problems.messages.slice(seen).map((message) => `${route}: ${message}`));
        await tab.close();
      }),
    );
  }
  await Promise.all(settling);
  return found;
}

let consoleToken: string | undefined;

for (const theme of themes) {
  for (const width of widths) {
    test.describe(`${theme} theme at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('every public page is clean', async ({ page, context }) => {
        test.setTimeout(180_000);
        // The unused-preload warning needs a few seconds after load; preloads do not depend on theme or width, so
        // one combination waits for it on every page and the others move on at once.
        if (theme === 'dark' && width === 1280) {
          expect(await visitAndSettle(context, theme)).toEqual([]);
          return;
        }
        const problems = await watch(page, theme);
        const found: string[] = [];
        for (const route of pages) found.push(...(await visit(page, route, problems)));
        expect(found).toEqual([]);
      });

      test('every console screen is clean', async ({ page, baseURL }) => {
        test.setTimeout(180_000);
        consoleToken ??= await obtainConsoleToken(page.request);
        await setTokenCookie(page.context(), baseURL ?? '', consoleToken);
        const problems = await watch(page, theme);
        const found: string[] = [];
        for (const route of consoleRoutes) {
          const issues = await visit(page, route, problems);
          await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
          found.push(...issues);
        }
        expect(found).toEqual([]);
      });
    });
  }
}
