import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { requiredLiteral } from './required-literal';
import { propertyOptions } from '../../common/testing/property-runs';

describe('requiredLiteral', () => {
  it.each([
    ['TODO', 'TODO'],
    ['function\\s+parse', 'function'],
    ['foo.*barbaz', 'barbaz'],
    ['colou?r', 'colo'],
    ['ab+c', 'ab'],
    ['a\\.b', 'a.b'],
    ['x{2,3}yz', 'yz'],
    ['(foo|bar)baz', 'baz'],
    ['[abc]def', 'def'],
    ['[]x]yz', 'yz'],
    ['^import ', 'import '],
    ['\\bword\\b', 'word'],
  ])('%s requires %s', (pattern, literal) => {
    expect(requiredLiteral(pattern)).toBe(literal);
  });

  it.each(['foo|bar', 'a*', '\\d+', '\\p{Greek}x', '.', '(ab)?'])('%s has no prefilter', (pattern) => {
    expect(requiredLiteral(pattern)).toBeUndefined();
  });

  it('never claims a literal that a real match lacks', () => {
    const atom = fc.constantFrom('a', 'b', 'ab', '.', '\\.', '[ab]', '(a|b)', '\\w', 'x');
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{0,2}', '*?');
    const pattern = fc
      .array(
        fc.tuple(atom, quantifier).map(([a, q]) => a + q),
        { minLength: 1, maxLength: 5 },
      )
      .map((p) => p.join(''));
    const subject = fc.string({ unit: fc.constantFrom('a', 'b', 'x', '.', 'c'), maxLength: 12 });
    fc.assert(
      fc.property(pattern, subject, (p, s) => {
        const literal = requiredLiteral(p);
        if (literal !== undefined && RE2JS.compile(p).test(s)) expect(s).toContain(literal);
      }),
      propertyOptions(2000),
    );
  });
});
