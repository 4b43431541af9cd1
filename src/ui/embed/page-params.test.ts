import { describe, expect, it } from 'vitest';
import { readPageParams } from './page-params';

describe('page parameters', () => {
  it('reads embed, step, lesson, tab and a share fragment', () => {
    expect(readPageParams('?embed=1&step=3&lesson=budgets&tab=batches', '#s=1.abc')).toEqual({
      embed: true,
      step: 3,
      lessonId: 'budgets',
      at: null,
      pin: null,
      lang: null,
      tab: 'batches',
      shareFragment: '#s=1.abc',
    });
  });

  it('reads a lesson link: the point, the pin and the language', () => {
    const params = readPageParams('?lesson=budgets&step=4&at=57&pin=0a1b2c3d&lang=zh', '');
    expect(params).toMatchObject({ lessonId: 'budgets', step: 4, at: 57, pin: '0a1b2c3d', lang: 'zh' });
  });

  it('ignores anything malformed instead of guessing', () => {
    expect(readPageParams('?embed=true&step=-1&lesson=<script>&tab=nope', '#x=1')).toEqual({
      embed: false,
      step: null,
      lessonId: null,
      at: null,
      pin: null,
      lang: null,
      tab: null,
      shareFragment: null,
    });
    expect(readPageParams('?step=0', '').step).toBeNull();
    expect(readPageParams('?step=2.5', '').step).toBeNull();
    expect(readPageParams('?at=0x10&pin=XYZ&lang=fr', '')).toMatchObject({ at: null, pin: null, lang: null });
  });
});
