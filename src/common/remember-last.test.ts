import { describe, expect, it } from 'vitest';
import { rememberLast } from './remember-last';

describe('rememberLast', () => {
  it('answers the same arguments from memory, and new ones afresh', () => {
    const asked: number[] = [];
    const key = [1];
    const sum = rememberLast((list: readonly number[], n: number) => {
      asked.push(n);
      return list.length + n;
    });
    expect([sum(key, 1), sum(key, 1), sum(key, 2), sum([1], 2)]).toEqual([2, 2, 3, 3]);
    expect(asked).toEqual([1, 2, 2]);
  });
});
