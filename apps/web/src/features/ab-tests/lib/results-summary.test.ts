import { describe, expect, it } from 'vitest';
import type { AbTestResults, MetricResult } from '@app/contracts/abs-testing/results';
import { resultsCsv } from './results-csv';
import { summarise } from './results-summary';
import { pValue, signedPercent } from './result-format';

const metric = (patch: Partial<MetricResult>): MetricResult => ({
  name: 'purchase',
  kind: 'CONVERSION',
  role: 'PRIMARY',
  control: 'CONTROL',
  enoughData: true,
  unattributedEvents: 0,
  variants: [
    { variantName: 'CONTROL', users: 1000, conversions: 100, rate: 0.1 },
    {
      variantName: 'TREATMENT',
      users: 1000,
      conversions: 130,
      rate: 0.13,
      uplift: 0.3,
      ciLow: 0.05,
      ciHigh: 0.6,
      pValue: 0.03,
      chanceToBeatControl: 0.98,
    },
  ],
  ...patch,
});
const results = (metrics: MetricResult[]): AbTestResults => ({
  abTestName: 'EXP',
  abTestStatus: 'ENABLED',
  totalAssignments: 2000,
  notEnrolledPercentage: 0,
  variants: [],
  srm: null,
  metrics,
});

describe('results summary', () => {
  it('names the leading variant and whether it is significant', () => {
    expect(summarise(results([metric({})]))).toMatchObject({
      state: 'ready',
      leader: { variantName: 'TREATMENT' },
      leaderIsControl: false,
      significant: true,
    });
  });

  it('says when there are no metrics, no data, or not enough data yet', () => {
    expect(summarise(results([])).state).toBe('no-metrics');
    const empty = metric({
      enoughData: false,
      variants: [
        { variantName: 'CONTROL', users: 0, conversions: 0 },
        { variantName: 'TREATMENT', users: 0, conversions: 0 },
      ],
    });
    expect(summarise(results([empty])).state).toBe('no-data');
    expect(summarise(results([metric({ enoughData: false })]))).toMatchObject({ state: 'collecting', users: 2000 });
  });

  it('lets the control lead when it converts best', () => {
    const variants = metric({}).variants.map((v) => (v.variantName === 'CONTROL' ? { ...v, rate: 0.2 } : v));
    expect(summarise(results([metric({ variants })]))).toMatchObject({ leaderIsControl: true });
  });
});

describe('results CSV', () => {
  it('has one row per metric and variant with full-precision figures and empty cells for missing ones', () => {
    const csv = resultsCsv(results([metric({ name: 'a,"b"' })]));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'metric,kind,role,variant,is_control,users,conversions,rate,mean,uplift,ci_low,ci_high,p_value,chance_to_beat_control',
    );
    expect(lines[1]).toBe('"a,""b""",CONVERSION,PRIMARY,CONTROL,true,1000,100,0.1,,,,,,');
    expect(lines[2]).toBe('"a,""b""",CONVERSION,PRIMARY,TREATMENT,false,1000,130,0.13,,0.3,0.05,0.6,0.03,0.98');
    expect(lines).toHaveLength(4);
  });
});

describe('result formats', () => {
  it('signs uplifts and floors tiny p-values', () => {
    expect(signedPercent(0.2)).toBe('+20.0%');
    expect(signedPercent(-0.05)).toBe('−5.0%');
    expect(pValue(0.0004)).toBe('< 0.001');
    expect(pValue(0.04321)).toBe('0.043');
  });
});
