import { describe, expect, it } from 'vitest';
import { readPageParams } from './page-params';

describe('page parameters', () => {
  it('reads embed, step, lesson, tab and a share fragment', () => {
    expect(readPageParams('?embed=1&step=3&lesson=budgets&tab=batches', '#s=1.abc')).toEqual({
      embed: true,
      step: 3,
      lessonId: 'budgets',
      tab: 'batches',
      shareFragment: '#s=1.abc',
      lessonFragment: null,
    });
    expect(readPageParams('', '#l=1.abc').lessonFragment).toBe('#l=1.abc');
    expect(readPageParams('', '#l=1.abc').shareFragment).toBeNull();
  });

  it('ignores anything malformed instead of guessing', () => {
    expect(readPageParams('?embed=true&step=-1&lesson=<script>&tab=nope', '#x=1')).toEqual({
      embed: false,
      step: null,
      lessonId: null,
      tab: null,
      shareFragment: null,
      lessonFragment: null,
    });
    expect(readPageParams('?step=0', '').step).toBeNull();
    expect(readPageParams('?step=2.5', '').step).toBeNull();
  });
});
