// `npm run trace:startup -- URL [URL…]`: loads each page in the system Chromium with the CPU slowed down 4× (as
// Lighthouse's mobile preset assumes) and reports, from a performance trace, the main-thread tasks over 50 ms after
// the first contentful paint and the time they block input (the sum of their excess over 50 ms). It is a closer look
// at what Lighthouse's total blocking time is made of: TRACE_RUNS loads per page (default 5), the median reported,
// TRACE_VERBOSE=1 lists every long task with what it spent its time on. Needs a running server.
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './lib/find-chromium.ts';
import { median } from './lib/stats.ts';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string } };
}

const LONG_TASK_MS = 50;
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 5));
const verbose = process.env.TRACE_VERBOSE === '1';

/** What a task spent its time on: the three largest kinds of event inside it. */
function breakdown(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + task.dur!;
  const totals = new Map<string, number>();
  for (const event of events) {
    if (
      event === task ||
      event.tid !== task.tid ||
      event.pid !== task.pid ||
      event.ts < task.ts ||
      event.ts + (event.dur ?? 0) > end
    )
      continue;
    if ((event.dur ?? 0) < 1000 || event.name === 'RunTask') continue;
    const key = event.name + (event.args?.data?.functionName ? ` ${event.args.data.functionName}` : '');
    totals.set(key, (totals.get(key) ?? 0) + event.dur! / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(', ');
}

async function traceOnce(browser: Browser, url: string): Promise<{ blocking: number; longest: number }> {
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The app takes the pre-rendered copy's place well within this at 4× CPU; later tasks are the visitor's.
    await page.waitForTimeout(4000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const start = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    const longTasks = events.filter(
      (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_MS * 1000 && (!paint || event.ts > paint.ts),
    );
    if (verbose) {
      console.log(`  first contentful paint at ${paint ? ((paint.ts - start) / 1000).toFixed(0) : '?'} ms`);
      for (const task of longTasks)
        console.log(
          `    ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${(task.dur! / 1000).toFixed(0)} ms task (${breakdown(task, events)})`,
        );
    }
    const durations = longTasks.map((task) => task.dur! / 1000);
    return { blocking: durations.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0), longest: Math.max(0, ...durations) };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('usage: npm run trace:startup -- URL [URL…]');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const url of urls) {
      const runs: { blocking: number; longest: number }[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await traceOnce(browser, url));
      const blocking = runs.map((run) => run.blocking);
      console.log(
        `${url}: blocking after first paint, median ${median(blocking).toFixed(0)} ms (runs ${blocking.map((ms) => ms.toFixed(0)).join(', ')}); ` +
          `longest task, median ${median(runs.map((run) => run.longest)).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
