import { describe, expect, it } from 'vitest';
import { compareNaturally } from './natural-order';

describe('compareNaturally', () => {
  it('reads digits as numbers and does not split the list by case', () => {
    const names = ['mod10.ts', 'B.md', 'mod2.ts', 'a.md', 'mod1.ts', 'c.md', 'mod02.ts'];
    expect([...names].sort(compareNaturally)).toEqual([
      'a.md',
      'B.md',
      'c.md',
      'mod1.ts',
      'mod02.ts',
      'mod2.ts',
      'mod10.ts',
    ]);
  });

  it('is a total order: names the collator holds equal still get one place', () => {
    expect(compareNaturally('a1', 'a01')).not.toBe(0);
    expect(Math.sign(compareNaturally('a1', 'a01'))).toBe(-Math.sign(compareNaturally('a01', 'a1')));
    expect(compareNaturally('x', 'x')).toBe(0);
  });
});
