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
      problems: [],
      lessonFragment: null,
    });
    expect(readPageParams('', '#l=1.abc').lessonFragment).toBe('#l=1.abc');
    expect(readPageParams('', '#l=1.abc').shareFragment).toBeNull();
  });

  it('reads a lesson link: the point, the pin and the language', () => {
    const params = readPageParams('?lesson=budgets&step=4&at=57&pin=0a1b2c3d&lang=zh', '');
    expect(params).toMatchObject({ lessonId: 'budgets', step: 4, at: 57, pin: '0a1b2c3d', lang: 'zh' });
  });

  it('names every link parameter that is there but malformed, instead of guessing', () => {
    expect(readPageParams('?embed=true&step=-1&lesson=<script>&tab=nope', '#x=1')).toEqual({
      embed: false,
      step: null,
      lessonId: null,
      at: null,
      pin: null,
      lang: null,
      tab: null,
      shareFragment: null,
      problems: [
        { param: 'lesson', kind: 'malformed' },
        { param: 'step', kind: 'malformed' },
        { param: 'tab', kind: 'malformed' },
      ],
      lessonFragment: null,
    });
    const malformed = (search: string) => readPageParams(search, '').problems.map((p) => p.param);
    expect(malformed('?step=0')).toEqual(['step']);
    expect(malformed('?step=2.5')).toEqual(['step']);
    expect(malformed('?step=')).toEqual(['step']);
    expect(malformed('?lesson=Budgets')).toEqual(['lesson']);
    expect(malformed(`?lesson=${'a'.repeat(65)}`)).toEqual(['lesson']);
    expect(malformed('?at=0x10&pin=XYZ&lang=fr')).toEqual(['at', 'pin', 'lang']);
    expect(malformed('?at=-1&step=99999999')).toEqual(['step', 'at']);
    expect(malformed('?lang=__proto__&tab=constructor')).toEqual(['lang', 'tab']);
  });

  it('takes a parameter given twice as a problem, not the first or the last', () => {
    const params = readPageParams('?lesson=budgets&at=3&at=40', '');
    expect(params.at).toBeNull();
    expect(params.problems).toEqual([{ param: 'at', kind: 'repeated' }]);
  });

  it('reads at=0 (before the first event) and leaves parameters of no link alone', () => {
    expect(readPageParams('?lesson=budgets&at=0', '')).toMatchObject({ at: 0, problems: [] });
    expect(readPageParams('?utm_source=x&embed=yes', '').problems).toEqual([]);
  });
});
