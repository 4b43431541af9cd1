import { describe, expect, it } from 'vitest';
import { boundedList, boundedPieces, boundedText } from './bounded';

describe('what the page draws of a long list or text', () => {
  it('a list: the first items and how many are left out', () => {
    const calls = Array.from({ length: 1_000 }, (_, i) => i);
    expect(boundedList(calls, 50)).toEqual({ shown: calls.slice(0, 50), hidden: 950 });
    expect(boundedList(calls.slice(0, 50), 50)).toEqual({ shown: calls.slice(0, 50), hidden: 0 });
  });

  it('a text: the first characters, never half a surrogate pair', () => {
    expect(boundedText('abcdef', 4)).toEqual({ shown: 'abcd', hidden: 2 });
    expect(boundedText('abc', 4)).toEqual({ shown: 'abc', hidden: 0 });
    expect(boundedText('a😀b', 2)).toEqual({ shown: 'a', hidden: 3 });
  });

  it('stream pieces: cut where their characters reach the bound', () => {
    expect(boundedPieces(['ab', 'cd', 'ef'], 3)).toEqual({ shown: ['ab', 'c'], hidden: 3 });
    expect(boundedPieces(['ab', 'cd'], 4)).toEqual({ shown: ['ab', 'cd'], hidden: 0 });
    expect(boundedPieces(['x'.repeat(65_536), 'y'.repeat(65_536)], 20_000).shown.join('').length).toBe(
      20_000,
    );
  });
});
