// A new lesson's title is filled per language (issue 33 item 4), not one title copied into both fields.
import { describe, expect, it } from 'vitest';
import { draftTitleFor } from './draft-title';

describe('a new lesson’s title, per language', () => {
  it('takes a built-in lesson’s title in both languages', () => {
    expect(draftTitleFor('Parallel reads', { en: 'Parallel reads', zh: '并行读取' })).toEqual({
      en: 'Parallel reads',
      zh: '并行读取',
    });
  });
  it('puts a session’s own title in the language it is written in only', () => {
    expect(draftTitleFor('My session', null)).toEqual({ en: 'My session', zh: '' });
    expect(draftTitleFor('我的会话 v2', null)).toEqual({ en: '', zh: '我的会话 v2' });
  });
});
