import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compilePattern, type PatternMatcher } from './compile-pattern.ts';

function matcher(source: string): PatternMatcher {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.matcher;
}

describe('compilePattern', () => {
  it.each([
    ['^ADMIN_', 'ADMIN_JANE', true],
    ['^ADMIN_', 'X_ADMIN_JANE', false],
    ['beta', 'user-beta-7', true],
    ['^user-\\d+$', 'user-42', true],
    ['^user-\\d+$', 'user-42x', false],
    ['^[a-z]+@example\\.com$', 'jane@example.com', true],
    ['^[a-z]+@example\\.com$', 'jane@exampleXcom', false],
    ['^(foo|bar){2}$', 'foobar', true],
    ['^(foo|bar){2}$', 'foo', false],
    ['^a{2,3}$', 'aaaa', false],
    ['^(?:ab)*c?$', 'ababc', true],
    ['^[^0-9]+$', 'abc', true],
    ['^[^0-9]+$', 'ab1', false],
    ['^\\w+\\s\\w+$', 'hello world', true],
    ['(?<tier>gold|silver)', 'tier-gold', true],
    ['^.$', '\n', false],
    ['[]', 'a', false],
    ['^[^]$', '\n', true],
    ['', 'anything', true],
  ])('%s on %s -> %s, like RegExp', (source, input, expected) => {
    expect(matcher(source).test(input)).toBe(expected);
    expect(new RegExp(source).test(input)).toBe(expected);
  });

  it.each([
    ['(a', "missing ')'"],
    ['a)', "Unmatched ')'"],
    ['[a-', "missing ']'"],
    ['*a', 'Nothing to repeat'],
    ['a**', 'Nothing to repeat'],
    ['(a)\\1', 'Backreferences'],
    ['(?=a)', 'Lookahead'],
    ['(?<!a)b', 'Lookahead'],
    ['\\bword', 'Word boundaries'],
    ['a{101}', 'above 100'],
    ['a{3,2}', 'out of order'],
    ['[z-a]', 'out of order'],
    ['(((a{100}){100}){100})', 'too complex'],
  ])('rejects %s', (source, reason) => {
    const result = compilePattern(source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('answers a catastrophic-backtracking pattern on a long input', () => {
    const evil = matcher('^(a+)+$');
    expect(evil.test(`${'a'.repeat(20_000)}!`)).toBe(false);
    expect(evil.test('a'.repeat(20_000))).toBe(true);
    expect(matcher('^(a|aa)*b$').test('a'.repeat(20_000))).toBe(false);
    expect(matcher('(x+x+)+y').test('x'.repeat(5_000))).toBe(false);
  });

  it('agrees with RegExp on generated patterns and inputs', () => {
    const atom = fc.constantFrom('a', 'b', '.', '[ab]', '[^a]', '\\d', '1', '(a|b)', '(?:ab)', '^', '$');
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,2}', '{0,}', '*?');
    const piece = fc.tuple(atom, quantifier).map(([a, q]) => (a === '^' || a === '$' ? a : a + q));
    const branch = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    const pattern = fc.array(branch, { minLength: 1, maxLength: 3 }).map((b) => b.join('|'));
    const input = fc.stringMatching(/^[ab1\n]{0,10}$/);
    fc.assert(
      fc.property(pattern, input, (source, text) => {
        expect(matcher(source).test(text)).toBe(new RegExp(source).test(text));
      }),
      { numRuns: 3_000 },
    );
  });
});
