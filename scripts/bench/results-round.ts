// The results-latency row of `npm run bench` (issue 20): prepared and measured on the PostgreSQL product only.
import type { LoadClient } from './load-client.ts';
import type { MailCatcher } from './mail-catcher.ts';
import type { BenchOptions } from './options.ts';
import type { ServerProcess } from './processes.ts';
import { progress } from './progress.ts';
import { prepareResultsTests, RESULTS_EVENTS, RESULTS_TESTS, resultsRequest } from './results-latency.ts';
import { runSeries } from './rounds.ts';
import { summarize, type Row } from './summary.ts';
import { cellsFor } from './targets.ts';

const FIGURE = 'A/B results read, 10 000 000 vs 1 000 tracked events (issue 20)';
const LABELS: Readonly<Record<string, string>> = {
  'pg:1k-events': 'product, PostgreSQL: a test with 1 000 tracked events',
  'pg:10m-events': 'product, PostgreSQL: a test with 10 000 000 tracked events',
};

export async function measureResults(
  product: ServerProcess,
  mail: MailCatcher,
  databaseUrl: string,
  options: BenchOptions,
  load: LoadClient,
): Promise<{ rows: Row[]; setting: string }> {
  // The quick run keeps the 10 million events but over fewer users, so its seeding stays short.
  const largeUsers = options.mode === 'quick' ? 100_000 : 1_000_000;
  progress(
    `results: seeding ${RESULTS_EVENTS.large.toLocaleString('en')} events of ${largeUsers.toLocaleString('en')} users`,
  );
  const { consoleToken, seedSeconds } = await prepareResultsTests(product.origin, mail, databaseUrl, largeUsers);
  const cells = [
    ...cellsFor([{ key: 'pg:1k-events', server: product, token: consoleToken }], resultsRequest(RESULTS_TESTS.small)),
    ...cellsFor([{ key: 'pg:10m-events', server: product, token: consoleToken }], resultsRequest(RESULTS_TESTS.large)),
  ];
  const runs = await runSeries(FIGURE, cells, options, load);
  const rows = summarize(
    'results',
    FIGURE,
    runs,
    (key) => LABELS[key] ?? key,
    (key) => (key === 'pg:10m-events' ? 'pg:1k-events' : null),
  );
  return {
    rows,
    setting:
      `results: \`GET /abs-testing/api/v1/ab-test/{name}/results\` with a console token, two tests seeded into ` +
      `PostgreSQL in ${seedSeconds.toFixed(0)} s (100 and ${largeUsers.toLocaleString('en')} users over 60 days, ` +
      'half of them converting on two metrics; assignments, per-user totals and per-day counters); ' +
      'ratios of the 10 million-event test to the 1 000-event test in the same rounds',
  };
}
