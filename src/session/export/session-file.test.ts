import { describe, expect, it } from 'vitest';
import { lessonById } from '../lessons/lesson-catalog';
import type { SessionDocument } from '../session-document';
import { chooseSessionFile, readSessionFileText, sessionFileName, sessionFileText } from './session-file';

const lesson = lessonById('broken-calls')!;

describe('session files', () => {
  it('round-trip through export and import', () => {
    const read = readSessionFileText('x.session.json', sessionFileText(lesson.document));
    expect(read).toEqual({ ok: true, document: lesson.document });
  });

  it('get a readable name from the title', () => {
    expect(sessionFileName('Lesson 4 · Broken calls')).toBe('lesson-4-broken-calls.session.json');
    expect(sessionFileName('课程')).toBe('session.session.json');
  });

  it('never carry an API key', () => {
    const keyed = {
      ...lesson.document,
      provider: { ...lesson.document.provider, apiKey: 'sk-secret-0123456789' },
    } as unknown as SessionDocument;
    expect(sessionFileText(keyed)).not.toContain('sk-secret');
  });

  it('refuse hostile files with one sentence and nothing else', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const proto = sessionFileText(lesson.document).replace('"title"', '"__proto__": {"x": 1}, "title"');
    for (const [text, why] of [
      ['not json', /not JSON/],
      [deep, /nests deeper/],
      [proto, /__proto__/],
      ['{"format":"toolscope.session","formatVersion":1}', /missing/],
    ] as const) {
      const read = readSessionFileText('evil.json', text);
      expect(read.ok ? 'opened' : read.reason).toMatch(why);
      expect(read.ok ? '' : read.reason).toMatch(/^evil\.json cannot be opened: .+\. Nothing was changed\.$/);
    }
  });

  it('pick the first .json of the files dropped', () => {
    const files = [
      { name: 'notes.txt', size: 3 },
      { name: 'a.session.json', size: 10 },
    ];
    expect(chooseSessionFile(files)).toEqual({ ok: true, file: files[1] });
    expect(chooseSessionFile([{ name: 'x.png', size: 1 }])).toEqual({
      ok: false,
      reason: 'x.png is not a .json session file.',
      problem: {
        code: 'not-session-file',
        params: { name: 'x.png' },
        text: 'x.png is not a .json session file.',
      },
    });
    expect(chooseSessionFile([])).toMatchObject({ ok: false, problem: { code: 'no-file' } });
    expect(chooseSessionFile([{ name: 'big.json', size: 1e9 }])).toMatchObject({
      ok: false,
      problem: { code: 'session-file-too-large', params: { name: 'big.json' } },
    });
  });
});
