// "Shuffle the choices": a new order every press, the same choices, and the order stored is the order shown.
import { describe, expect, it } from 'vitest';
import { shuffledChoices } from './choice-order';

/** A seeded source, so each run of the test draws the same numbers. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('shuffling a checkpoint’s choices', () => {
  it('gives a different order of the same choices every time', () => {
    const choices = ['success', 'error NOT_FOUND', 'error DENIED'];
    const random = seeded(7);
    let order = choices as readonly string[];
    const firsts = new Set<string>();
    for (let press = 0; press < 20; press += 1) {
      const next = shuffledChoices(order, random);
      expect(next).not.toEqual(order);
      expect([...next].sort()).toEqual([...choices].sort());
      firsts.add(next[0]!);
      order = next;
    }
    // The answer does not stay first: every choice comes first at some press.
    expect(firsts.size).toBe(3);
  });

  it('moves even with a source that always draws the same number, and leaves one choice alone', () => {
    expect(shuffledChoices(['a', 'b'], () => 0.99)).toEqual(['b', 'a']);
    expect(shuffledChoices(['a', 'b', 'c'], () => 0.999)).not.toEqual(['a', 'b', 'c']);
    expect(shuffledChoices(['only'], Math.random)).toEqual(['only']);
    expect(shuffledChoices(['same', 'same'], Math.random)).toEqual(['same', 'same']);
  });
});
