import { describe, expect, it } from 'vitest';
import { ofrepEvaluationRequestSchema } from '@app/contracts/feature-toggle/ofrep';
import { checkOfrepBody } from './ofrep-validation.ts';

// Golden cases: the hand check on the hot path accepts and refuses exactly what the contract's schema does.
const CASES: unknown[] = [
  {},
  { context: {} },
  { context: { targetingKey: 'user-1', plan: 'pro', nested: { a: [1, 2] } } },
  { context: { targetingKey: 7 } }, // a wrongly typed attribute is the evaluation's concern (INVALID_CONTEXT there)
  { other: 'ignored' },
  { context: undefined },
  { context: null },
  { context: 'x' },
  { context: 42 },
  { context: true },
  { context: ['a'] },
  [],
  [{ context: {} }],
  'text',
  12,
  false,
];

describe('OFREP body check', () => {
  it.each(CASES.map((c) => [JSON.stringify(c) ?? 'undefined', c]))('agrees with the contract schema on %s', (_label, body) => {
    const ours = checkOfrepBody(body);
    const contract = ofrepEvaluationRequestSchema.safeParse(body);
    expect('value' in ours).toBe(contract.success);
    if ('value' in ours && contract.success) expect(ours.value.context).toEqual(contract.data.context);
  });

  it('names the context when the context is what is wrong', () => {
    expect(checkOfrepBody({ context: 'x' })).toMatchObject({ error: [{ instancePath: '/context' }] });
    expect(checkOfrepBody('x')).toMatchObject({ error: [{ instancePath: '' }] });
  });

  it('reads a missing body as an empty request', () => {
    expect(checkOfrepBody(null)).toEqual({ value: {} });
    expect(checkOfrepBody(undefined)).toEqual({ value: {} });
  });
});
