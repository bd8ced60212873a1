import { relative } from 'node:path';

/** What one runner (Vitest, Playwright) reported: counts, and each skipped test with the reason it gave. */
export interface Outcome {
  passed: number;
  failed: number;
  skipped: { file: string; reason: string }[];
}

const NO_REASON =
  'no reason given (skip with runsWhen(…) from apps/api/src/test/requirements.ts, or test.skip(…, why))';

interface VitestReport {
  testResults?: {
    name: string;
    assertionResults: { status: string; meta?: { skipReason?: string } }[];
  }[];
}

/** Vitest's JSON report; a suite skipped through runsWhen(…) carries its reason in meta.skipReason. */
export function vitestOutcome(report: VitestReport, root: string): Outcome {
  const outcome: Outcome = { passed: 0, failed: 0, skipped: [] };
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') outcome.passed += 1;
      else if (test.status === 'failed') outcome.failed += 1;
      else outcome.skipped.push({ file: relative(root, file.name), reason: test.meta?.skipReason ?? NO_REASON });
    }
  }
  return outcome;
}

interface Annotation {
  type: string;
  description?: string;
}
interface PlaywrightSuite {
  file: string;
  specs: {
    tests: { status: string; annotations?: Annotation[]; results?: { annotations?: Annotation[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report; test.skip(condition, why) leaves a "skip" annotation with the reason. */
export function playwrightOutcome(report: { suites?: PlaywrightSuite[] }): Outcome {
  const outcome: Outcome = { passed: 0, failed: 0, skipped: [] };
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') outcome.passed += 1;
        else if (test.status === 'unexpected') outcome.failed += 1;
        else {
          const annotations = [
            ...(test.annotations ?? []),
            ...(test.results ?? []).flatMap((r) => r.annotations ?? []),
          ];
          const why = annotations.find((a) => (a.type === 'skip' || a.type === 'fixme') && a.description);
          outcome.skipped.push({ file: `e2e/${suite.file}`, reason: why?.description ?? NO_REASON });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return outcome;
}

/**
 * The run's closing lines: why each skipped test was skipped (grouped by reason, with its files), what did not run
 * at all and why, the failed steps, and last the one line CI reads, "N passed, N failed, N skipped".
 */
export function closingSummary(outcomes: Outcome[], notRun: string[], failedSteps: string[]): string[] {
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  let failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  const skipped = outcomes.flatMap((o) => o.skipped);
  const byReason = new Map<string, { count: number; files: Set<string> }>();
  for (const { file, reason } of skipped) {
    const group = byReason.get(reason) ?? { count: 0, files: new Set<string>() };
    group.count += 1;
    group.files.add(file);
    byReason.set(reason, group);
  }
  const lines: string[] = [];
  if (byReason.size > 0) {
    lines.push(`Skipped ${skipped.length} tests, and why:`);
    for (const [reason, group] of [...byReason].sort((a, b) => b[1].count - a[1].count)) {
      lines.push(`  ${String(group.count).padStart(4)}  ${reason}`);
      lines.push(`        in ${[...group.files].sort().join(', ')}`);
    }
  }
  if (notRun.length > 0) {
    lines.push('Not run:');
    for (const note of notRun) lines.push(`  - ${note}`);
  }
  if (failedSteps.length > 0) {
    lines.push(`Failed steps: ${failedSteps.join('; ')}`);
    // A step that failed before reporting a single test (type check, lint, a crash) still counts as a failure.
    if (failed === 0) failed = failedSteps.length;
  }
  lines.push(`${passed} passed, ${failed} failed, ${skipped.length} skipped`);
  return lines;
}
