import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { startFakeLlmServer, type FakeLlmServer } from '../apps/api/src/test/fake-llm-server.ts';

/**
 * Compare chat against the real server and the real AI SDK providers, with a local fake provider speaking the
 * OpenAI chat-completions and Gemini wire formats. The global server has no provider keys, so this spec starts
 * its own (same production build) pointed at the fake.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const nodeBin = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;
const MODELS = ['gpt-4o', 'gemini-2.0-flash-001', 'grok-2-latest', 'deepseek-chat'];
// Generous so the healthy models always finish first even on a loaded machine; only the hung model reaches it.
const TIMEOUT_MS = 8000;

test.describe.configure({ mode: 'serial' });

let fake: FakeLlmServer;
const servers: ChildProcess[] = [];
let baseUrl: string;
let clientCounter = 0;

async function startServer(env: Record<string, string>): Promise<string> {
  const child = spawn(nodeBin, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    // TRUST_PROXY lets each test present its own client address, so the per-IP question limit never couples tests.
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: 'memory:',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Ready: (http\S+)/.exec(out);
      if (match?.[1]) resolve(match[1].replace('//localhost:', '//127.0.0.1:'));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

// Starting a server (PGlite, migrations) can take a minute on a loaded machine.
const SERVER_START_MS = 180_000;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS);
  fake = await startFakeLlmServer();
  baseUrl = await startServer({ ...fake.env, AI_TIMEOUT_MS: String(TIMEOUT_MS) });
});

test.afterAll(async () => {
  for (const child of servers) child.kill('SIGTERM');
  await fake?.close();
});

test.beforeEach(async ({ page }) => {
  fake.reset();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++clientCounter}` });
});

const card = (page: Page, model: string) => page.locator(`[data-testid="model-card"][data-model="${model}"]`);

async function askQuestion(page: Page, question: string) {
  await page.getByPlaceholder('Ask a question...').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
}

test('all four models answer, each in its own card, with timings, tokens and copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  MODELS.forEach((m) => fake.script(m, { answer: `The answer of **${m}**.\n\n- first point\n- second point` }));
  await page.goto(`${baseUrl}/compare-chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Chat Models' })).toBeVisible();
  await expect(page.locator('[data-testid="model-card"]')).toHaveCount(4);
  for (const [model, provider] of [
    ['gpt-4o', 'OpenAI'],
    ['gemini-2.0-flash-001', 'Google'],
    ['grok-2-latest', 'xAI'],
    ['deepseek-chat', 'DeepSeek'],
  ]) {
    await expect(card(page, model!).getByRole('heading', { name: model })).toBeVisible();
    await expect(card(page, model!)).toContainText(provider!);
  }

  await askQuestion(page, 'Which model are you?');
  for (const model of MODELS) {
    const c = card(page, model);
    await expect(c).toHaveAttribute('data-status', 'done');
    await expect(c.getByRole('heading', { level: 2, name: model })).toBeVisible();
    await expect(c.locator('strong')).toHaveText(model);
    await expect(c.getByTestId('ttft')).toHaveText(/\d+(\.\d)? m?s/);
    await expect(c.getByTestId('total-time')).toHaveText(/\d+(\.\d)? m?s/);
    await expect(c.getByTestId('tokens')).toHaveText(/^\d+$/);
  }
  // Each answer landed in its own card: no card shows another model's text.
  for (const model of MODELS) {
    for (const other of MODELS.filter((m) => m !== model))
      await expect(card(page, model)).not.toContainText(`answer of ${other}`);
  }
  expect(
    fake.requests
      .filter((r) => r.stream)
      .map((r) => r.model)
      .sort(),
  ).toEqual([...MODELS].sort());

  await card(page, 'grok-2-latest')
    .getByRole('button', { name: /Copy the answer of grok-2-latest/ })
    .click();
  await expect(card(page, 'grok-2-latest').getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'The answer of **grok-2-latest**.\n\n- first point\n- second point',
  );

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('compare-chat-desktop.png'), fullPage: false });
  const axe = await new AxeBuilder({ page }).include('form').include('[aria-label="Answers by model"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 500, height: 900 });
  await page.screenshot({ path: test.info().outputPath('compare-chat-500.png'), fullPage: false });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('compare-chat-light.png'), fullPage: false });
});

test('a blank question shows the info toast and asks nobody', async ({ page }) => {
  await page.goto(`${baseUrl}/compare-chat`);
  await askQuestion(page, '   ');
  await expect(page.getByText('Please enter a question.')).toBeVisible();
  expect(fake.requests).toHaveLength(0);
});

test('a failing and a hanging model do not hold back the others; a failed card can be retried', async ({ page }) => {
  fake.script('gpt-4o', { answer: 'slow but steady answer arriving in pieces', chunkDelayMs: 250 });
  fake.script('grok-2-latest', { status: 500 });
  fake.script('gemini-2.0-flash-001', { hang: true });
  await page.goto(`${baseUrl}/compare-chat`);
  await askQuestion(page, 'Race!');

  // Text streams in: part of the slow answer is visible before it is complete.
  await expect(card(page, 'gpt-4o')).toHaveAttribute('data-status', 'streaming');
  await expect(card(page, 'gpt-4o').getByTestId('answer')).toContainText('slow');
  await expect(card(page, 'deepseek-chat')).toHaveAttribute('data-status', 'done');
  await expect(card(page, 'grok-2-latest')).toHaveAttribute('data-status', 'error');
  await expect(card(page, 'grok-2-latest')).toContainText('No response received.');
  await expect(card(page, 'gpt-4o')).toHaveAttribute('data-status', 'done');
  // The others finished while the hanging model is still inside its own deadline.
  await expect(card(page, 'gemini-2.0-flash-001')).toHaveAttribute('data-status', 'waiting');
  await expect(card(page, 'gemini-2.0-flash-001')).toHaveAttribute('data-status', 'timeout', {
    timeout: TIMEOUT_MS + 10_000,
  });
  await expect(card(page, 'gemini-2.0-flash-001')).toContainText('No response received.');
  await expect(card(page, 'gemini-2.0-flash-001')).toContainText('The model did not answer in time.');
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('compare-chat-failures.png') });

  fake.script('grok-2-latest', { answer: 'Back on my feet.' });
  await card(page, 'grok-2-latest').getByRole('button', { name: 'Ask grok-2-latest again' }).click();
  await expect(card(page, 'grok-2-latest')).toHaveAttribute('data-status', 'done');
  await expect(card(page, 'grok-2-latest').getByTestId('answer')).toHaveText('Back on my feet.');
  // The retry asked only that model, and the other answers stayed.
  expect(fake.requests.filter((r) => r.prompt === 'Race!' && r.model === 'deepseek-chat')).toHaveLength(1);
  await expect(card(page, 'gpt-4o').getByTestId('answer')).toHaveText('slow but steady answer arriving in pieces');
});

test('hostile model output is rendered inert; code is highlighted', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  fake.script('deepseek-chat', {
    answer: [
      'Here you go <script>window.__pwned = 1; alert("script")</script>',
      '<img src=x onerror="window.__pwned = 2; alert(\'img\')">',
      '[click me](javascript:alert(3))',
      '```js',
      'const answer = 42;',
      '```',
    ].join('\n\n'),
  });
  await page.goto(`${baseUrl}/compare-chat`);
  await askQuestion(page, 'Be evil');
  const answer = card(page, 'deepseek-chat').getByTestId('answer');
  await expect(card(page, 'deepseek-chat')).toHaveAttribute('data-status', 'done');
  await expect(answer).toContainText('Here you go');
  await expect(answer.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(answer.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(answer.locator('pre code .hljs-keyword')).toHaveText('const');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the compare page loads without the Markdown renderer, which arrives with the first question', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('compare-chat-page'))).toBe(false);
  await page.goto(`${baseUrl}/compare-chat`);
  // Enabled: the live page, not the pre-rendered copy (ADR 076).
  await expect(page.getByPlaceholder('Ask a question...')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('compare-chat-page'))).toBe(true);
  expect(scripts.some((url) => url.includes('markdown-answer'))).toBe(false);

  MODELS.forEach((m) => fake.script(m, { answer: 'Some **bold** words' }));
  await askQuestion(page, 'Anything in bold?');
  await expect(card(page, 'gpt-4o').getByTestId('answer').locator('strong')).toHaveText('bold');
  expect(scripts.some((url) => url.includes('markdown-answer'))).toBe(true);
});

test('a model without a key says it is not configured and is never asked', async ({ page }) => {
  test.setTimeout(SERVER_START_MS + 60_000);
  const { XAI_API_KEY: _dropped, ...env } = fake.env;
  const url = await startServer(env);
  await page.goto(`${url}/compare-chat`);
  const grok = card(page, 'grok-2-latest');
  await expect(grok).toHaveAttribute('data-status', 'not_configured');
  await expect(grok).toContainText('Not configured');
  await askQuestion(page, 'Anyone there?');
  await expect(card(page, 'gpt-4o')).toHaveAttribute('data-status', 'done');
  await expect(grok).toHaveAttribute('data-status', 'not_configured');
  await expect(grok).toContainText('This model is not configured');
  expect(fake.requests.map((r) => r.provider)).not.toContain('xai');
});
