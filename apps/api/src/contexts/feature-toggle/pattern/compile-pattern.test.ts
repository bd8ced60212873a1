import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compilePattern, type PatternMatcher } from './compile-pattern.ts';

function matcher(source: string): PatternMatcher {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(result.reason);
  return result.matcher;
}

function isEcmaScriptPattern(source: string): boolean {
  try {
    return new RegExp(source) instanceof RegExp;
  } catch {
    return false;
  }
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
    // Where RE2's own syntax means something else, the pattern keeps its ECMAScript meaning.
    ['^.$', '\r', false],
    ['^.$', '\u2028', false],
    ['^\\s$', '\u00a0', true],
    ['^\\s$', '\v', true],
    ['^[\\S]$', '\u3000', false],
    ['^[\\S]$', 'x', true],
    ['^[\\b]$', '\b', true],
    ['\\bword\\b', 'a word.', true],
    ['\\Bord', 'a word', true],
    ['^[[:alpha:]]$', ':]', true],
    ['^\\u0041\\x42\\0$', 'AB\0', true],
    ['^a{,2}$', 'a{,2}', true],
    ['^\\/\\-\\é$', '/-é', true],
  ])('%s on %s -> %s, like RegExp', (source, input, expected) => {
    expect(matcher(source).test(input)).toBe(expected);
    expect(new RegExp(source).test(input)).toBe(expected);
  });

  it.each([
    ['(a', 'missing closing )'],
    ['a)', 'unexpected )'],
    ['[a-', 'missing closing ]'],
    ['*a', 'missing argument to repetition operator'],
    ['a**', 'invalid nested repetition operator'],
    ['(a)\\1', 'Backreferences'],
    ['(?<x>a)\\k<x>', 'Backreferences'],
    ['(?=a)', 'Lookahead'],
    ['(?<!a)b', 'Lookahead'],
    ['(?i:a)', 'inline flags'],
    ['\\p{L}', 'Unknown escape \\p'],
    ['\\u{41}', 'Invalid \\u escape'],
    ['a\\', 'lone backslash'],
    ['a{101}', 'above 100'],
    ['a{3,2}', 'out of order'],
    ['[z-a]', 'invalid character class range'],
    ['(((a{100}){100}){100})', 'too complex'],
    ['((a{40}){40})', 'too complex'],
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
    const atom = fc.constantFrom(
      ...['a', 'b', '.', '[ab]', '[^a]', '\\d', '1', '(a|b)', '(?:ab)', '^', '$', '\\b', '\\B'],
      ...['\\s', '\\S', '[\\s1]', '[^\\S]', '\\w', '[^]', '[]', '(?<g>a|\\s)', '\\u00a0', '\\x0d', '{'],
    );
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,2}', '{0,}', '*?');
    const piece = fc.tuple(atom, quantifier).map(([a, q]) => (['^', '$', '\\b', '\\B', '{'].includes(a) ? a : a + q));
    const branch = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    const pattern = fc.array(branch, { minLength: 1, maxLength: 3 }).map((b) => b.join('|'));
    const input = fc.stringMatching(/^[ab1\n\r \u00a0\u2028\v_{]{0,10}$/);
    fc.assert(
      fc.property(pattern, input, (source, text) => {
        fc.pre(isEcmaScriptPattern(source)); // e.g. a group name used twice in one branch
        expect(matcher(source).test(text)).toBe(new RegExp(source).test(text));
      }),
      { numRuns: 5_000 },
    );
  });
});
