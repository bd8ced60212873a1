import { describe, expect, it } from 'vitest';
import { hasTwoPrimaries, metricProblems, newMetricRow, type MetricRow } from './metric-rules';

const row = (name: string, role: MetricRow['role'] = 'SECONDARY'): MetricRow => ({ name, kind: 'CONVERSION', role });

describe('metric rules', () => {
  it('checks names as the API does: required, letters digits _ - . only, 64 at most, unique with case kept', () => {
    expect(
      metricProblems([
        row('purchase'),
        row(''),
        row('checkout completed'),
        row('x'.repeat(65)),
        row('purchase'),
        row('Purchase'),
        row('checkout.completed-v2_b'),
      ]),
    ).toEqual([null, 'required', 'format', 'length', 'duplicate', null, null]);
  });

  it('makes the first metric primary and flags a second primary', () => {
    expect(newMetricRow([]).role).toBe('PRIMARY');
    expect(newMetricRow([row('a', 'PRIMARY')]).role).toBe('SECONDARY');
    expect(hasTwoPrimaries([row('a', 'PRIMARY'), row('b', 'PRIMARY')])).toBe(true);
    expect(hasTwoPrimaries([row('a', 'PRIMARY'), row('b', 'GUARDRAIL')])).toBe(false);
  });
});
