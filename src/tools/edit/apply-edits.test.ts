import { describe, expect, it } from 'vitest';
import { planEdits } from './apply-edits';

const edit = (oldString: string, newString: string, replaceAll = false) => ({
  oldString,
  newString,
  replaceAll,
});

describe('planEdits', () => {
  it('replaces a unique match', () => {
    expect(planEdits('a b c', [edit('b', 'B')], 'f')).toEqual({
      ok: true,
      text: 'a B c',
      replacements: 1,
      spans: [{ start: 2, end: 3, text: 'B' }],
    });
  });

  it('locates every edit in the original text, not in the result of the previous one', () => {
    expect(planEdits('x y', [edit('x', 'y'), edit('y', 'z')], 'f')).toEqual({
      ok: true,
      text: 'y z',
      replacements: 2,
      spans: [
        { start: 0, end: 1, text: 'y' },
        { start: 2, end: 3, text: 'z' },
      ],
    });
  });

  it('reports which edit is ambiguous and how many times it matches', () => {
    const plan = planEdits('foo foo', [edit('bar', 'x', true), edit('foo', 'baz')], 'f');
    expect(plan).toMatchObject({ ok: false, failedIndex: 0 });
    const second = planEdits('foo foo bar', [edit('bar', 'x'), edit('foo', 'baz')], 'f');
    expect(second).toEqual({
      ok: false,
      failedIndex: 1,
      message:
        'edits[1].old_string matches 2 times in f; it must match exactly once. Include more surrounding lines to make it unique, or set replace_all to true.',
    });
  });

  it('counts overlapping matches as ambiguous, but replace_all takes non-overlapping ones', () => {
    expect(planEdits('aaa', [edit('aa', 'b')], 'f')).toMatchObject({ ok: false, failedIndex: 0 });
    expect(planEdits('aaaa', [edit('aa', 'b', true)], 'f')).toEqual({
      ok: true,
      text: 'bb',
      replacements: 2,
      spans: [
        { start: 0, end: 2, text: 'b' },
        { start: 2, end: 4, text: 'b' },
      ],
    });
  });

  it('rejects overlapping edits and names both', () => {
    const plan = planEdits('hello world', [edit('hello wo', 'A'), edit('o w', 'B')], 'f');
    expect(plan).toMatchObject({ ok: false, failedIndex: 1 });
    expect(!plan.ok && plan.message).toContain('edits[0] and edits[1] overlap');
  });

  it('rejects the same text edited twice', () => {
    expect(planEdits('one', [edit('one', '1'), edit('one', 'uno')], 'f')).toMatchObject({ ok: false });
  });

  it('rejects empty and no-op edits', () => {
    expect(planEdits('x', [edit('', 'y')], 'f')).toMatchObject({ ok: false, failedIndex: 0 });
    expect(planEdits('x', [edit('x', 'x')], 'f')).toMatchObject({ ok: false, failedIndex: 0 });
  });

  it('says when the text is not found', () => {
    const plan = planEdits('abc', [edit('ABC', 'x')], 'src/a.ts');
    expect(!plan.ok && plan.message).toContain('edits[0].old_string was not found in src/a.ts');
  });
});
