// Runs the tracking snippets of a test's results screen exactly as published (curl through bash, TypeScript through
// Node, Python through python3 with requests) against the live server, so they cannot drift from the API (ADR 072's
// approach, issue 20).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { trackingSnippets, SNIPPET_USER_ID } from '../apps/web/src/features/ab-tests/lib/tracking-snippets.ts';
import { obtainConsoleToken } from './support/console-session.ts';
import { machineClient } from './support/machine-client.ts';

const binDir = join(import.meta.dirname, '..', 'node_modules', '.bin');
const nodeBin = existsSync(join(binDir, 'node')) ? join(binDir, 'node') : process.execPath;

const RUNNERS: Record<string, (code: string) => [string, string[]]> = {
  bash: (code) => ['bash', ['-c', code]],
  typescript: (code) => [nodeBin, ['--input-type=module-typescript', '-e', code]],
  python: (code) => ['python3', ['-c', code]],
};

for (const kind of ['CONVERSION', 'VALUE'] as const) {
  test(`the tracking snippets for a ${kind.toLowerCase()} metric run against the server and count once`, async ({
    request,
    baseURL,
  }) => {
    test.skip(spawnSync('curl', ['--version']).status !== 0, 'curl is not installed');
    test.skip(spawnSync('python3', ['-c', 'import requests']).status !== 0, 'python3 with requests is not installed');
    const consoleToken = await obtainConsoleToken(request);
    const abTestName = kind === 'VALUE' ? 'SNIPPET_REVENUE' : 'SNIPPET_CHECKOUT';
    const metric = kind === 'VALUE' ? 'order.value' : 'checkout.completed';
    const created = await request.post('/abs-testing/api/v1/ab-test', {
      headers: { authorization: `Bearer ${consoleToken}` },
      data: {
        abTestName,
        variantDtoList: [
          { variantName: 'CONTROL', percentage: 50 },
          { variantName: 'ONE_CLICK', percentage: 50 },
        ],
        metrics: [{ name: metric, kind }],
      },
    });
    expect(created.status()).toBe(201);
    const client = await machineClient(request, consoleToken);
    const env = {
      ...process.env,
      NOVA_URL: baseURL ?? '',
      CLIENT_ID: client.clientId,
      CLIENT_SECRET: client.clientSecret,
    };

    for (const snippet of trackingSnippets({ abTestName, metric, kind })) {
      const [command, args] = RUNNERS[snippet.language]!(snippet.code);
      const run = spawnSync(command, args, { env, encoding: 'utf8', timeout: 30_000 });
      expect(run.status, `${snippet.label}: ${run.stderr}`).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines.join('\n'), snippet.label).toMatch(/CONTROL|ONE_CLICK/);
      expect(JSON.parse(lines.at(-1)!), `${snippet.label} printed ${run.stdout}`).toEqual({
        accepted: true,
        attributed: true,
      });
    }

    // Three runs of the same eventId: one conversion, one value.
    const results = await request.get(`/abs-testing/api/v1/ab-test/${abTestName}/results`, {
      headers: { authorization: `Bearer ${consoleToken}` },
    });
    const [figures] = (await results.json()).metrics as {
      variants: { users: number; conversions?: number; mean?: number }[];
    }[];
    const user = figures!.variants.find((v) => v.users === 1)!;
    if (kind === 'CONVERSION') expect(user.conversions).toBe(1);
    else expect(user.mean).toBeCloseTo(49.9, 9);
    expect(SNIPPET_USER_ID).toBe('user-42');
  });
}
