// Measuring how deep JSON nests without recursion: text before it is parsed, values before they are written.
import { describe, expect, it } from 'vitest';
import { deepArgumentsText } from './testing/hostile-documents';
import { jsonTextProblem, nestsDeeperThan, parseJsonWithinDepth } from './json-depth';

describe('json depth', () => {
  it('measures text: brackets outside strings, escaped quotes kept inside', () => {
    expect(jsonTextProblem('[[1]]', { maxDepth: 2 })).toBeNull();
    expect(jsonTextProblem('[[[1]]]', { maxDepth: 2 })).toEqual({ kind: 'depth' });
    expect(jsonTextProblem('["\\"[[[["]', { maxDepth: 1 })).toBeNull();
    expect(jsonTextProblem('["abcdef"]', { maxDepth: 9, maxStringChars: 3 })).toEqual({ kind: 'string' });
  });

  it('measures a value 100,000 deep without overflowing the stack', () => {
    const value = JSON.parse(deepArgumentsText(100_000)) as unknown;
    expect(nestsDeeperThan(value, 64)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('parses only what is within the depth, and says which refusal it is', () => {
    expect(parseJsonWithinDepth('{"a":[1]}', 2)).toEqual({ ok: true, value: { a: [1] } });
    expect(parseJsonWithinDepth('{"a":[1]}', 1)).toEqual({ ok: false, tooDeep: true });
    expect(parseJsonWithinDepth('{', 1)).toMatchObject({ ok: false, tooDeep: false });
  });
});
