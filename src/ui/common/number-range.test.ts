import { describe, expect, it } from 'vitest';
import { numberProblem, wholeNumbers } from './number-range';

describe('numberProblem', () => {
  it('counts the step from min, as the browser does', () => {
    const thousands = { min: 1, step: 1000 };
    expect(numberProblem(1001, thousands)).toBeNull();
    expect(numberProblem(300_000, thousands)).toBe('off-step');
    expect(numberProblem(300_000, { min: 0, step: 1000 })).toBeNull();
  });

  it('names what is wrong', () => {
    const range = wholeNumbers(1, 20);
    expect(numberProblem(Number.NaN, range)).toBe('not-a-number');
    expect(numberProblem(0, range)).toBe('below-min');
    expect(numberProblem(21, range)).toBe('above-max');
    expect(numberProblem(2.5, range)).toBe('off-step');
    expect(numberProblem(20, range)).toBeNull();
    expect(numberProblem(10 ** 12, wholeNumbers(1))).toBeNull();
  });
});
