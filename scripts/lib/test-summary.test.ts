import { describe, expect, it } from 'vitest';
import { closingSummary, playwrightOutcome, vitestOutcome } from './test-summary.ts';

const root = '/repo';

describe('closing summary of npm test', () => {
  it('groups skipped tests by the reason their suite gave, and says when a skip gave none', () => {
    const vitest = vitestOutcome(
      {
        testResults: [
          {
            name: '/repo/apps/api/src/resilience/db-outage.api.test.ts',
            assertionResults: [
              { status: 'skipped', meta: { skipReason: 'needs PostgreSQL' } },
              { status: 'passed', meta: {} },
            ],
          },
          {
            name: '/repo/apps/api/src/resilience/replicas.api.test.ts',
            assertionResults: [
              { status: 'skipped', meta: { skipReason: 'needs PostgreSQL' } },
              { status: 'pending' },
              { status: 'failed' },
            ],
          },
        ],
      },
      root,
    );
    expect(vitest).toMatchObject({ passed: 1, failed: 1 });
    const lines = closingSummary([vitest], [], []);
    expect(lines[0]).toBe('Skipped 3 tests, and why:');
    expect(lines[1]).toMatch(/^\s+2 {2}needs PostgreSQL$/);
    expect(lines[2]).toContain(
      'apps/api/src/resilience/db-outage.api.test.ts, apps/api/src/resilience/replicas.api.test.ts',
    );
    expect(lines[3]).toMatch(/^\s+1 {2}no reason given/);
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 3 skipped');
  });

  it("reads Playwright's skip annotations, nested suites included, and counts flaky as passed", () => {
    const outcome = playwrightOutcome({
      suites: [
        {
          file: 'experiment-guide.spec.ts',
          specs: [
            { tests: [{ status: 'expected' }, { status: 'flaky' }] },
            {
              tests: [
                {
                  status: 'skipped',
                  annotations: [],
                  results: [{ annotations: [{ type: 'skip', description: 'curl is not installed' }] }],
                },
              ],
            },
          ],
          suites: [{ file: 'experiment-guide.spec.ts', specs: [{ tests: [{ status: 'unexpected' }] }] }],
        },
      ],
    });
    expect(outcome).toEqual({
      passed: 2,
      failed: 1,
      skipped: [{ file: 'e2e/experiment-guide.spec.ts', reason: 'curl is not installed' }],
    });
  });

  it('lists what did not run, the failed steps, and counts a step that failed before any test as a failure', () => {
    const lines = closingSummary(
      [{ passed: 10, failed: 0, skipped: [] }],
      ['browser journeys: SKIP_BROWSER=1'],
      ['lint'],
    );
    expect(lines).toEqual([
      'Not run:',
      '  - browser journeys: SKIP_BROWSER=1',
      'Failed steps: lint',
      '10 passed, 1 failed, 0 skipped',
    ]);
  });
});
