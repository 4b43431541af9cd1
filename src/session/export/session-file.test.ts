import { describe, expect, it } from 'vitest';
import { lessonById } from '../lessons/lesson-catalog';
import { runSpecOf, type SessionDocument } from '../session-document';
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

  describe('with a learner’s progress in `openAt`', () => {
    const progress = {
      picks: { 'three-errors': 'INVALID, UNKNOWN_TOOL, TIMEOUT' },
      revealed: { 'three-errors': 'INVALID, UNKNOWN_TOOL, TIMEOUT' },
    };
    const at = (openAt: unknown) => ({ ...lesson.document, openAt }) as unknown as SessionDocument;
    const withProgress = at({ point: 12, step: 1, lesson: lesson.id, progress });

    it('round-trip, and the run (so the trace and its hash) is the same as without it', () => {
      const read = readSessionFileText('x.session.json', sessionFileText(withProgress));
      expect(read).toEqual({ ok: true, document: withProgress });
      expect(runSpecOf(withProgress)).toEqual(runSpecOf(lesson.document));
      // A file from before progress travelled opens as it did.
      const older = at({ point: 12, step: 1, lesson: lesson.id });
      expect(readSessionFileText('x.session.json', sessionFileText(older))).toEqual({
        ok: true,
        document: older,
      });
    });

    it('refuse a progress out of shape or bounds, naming where', () => {
      const cases: [unknown, RegExp][] = [
        [{ picks: progress.picks }, /\/openAt\/progress is missing "revealed"/],
        [{ ...progress, score: 3 }, /\/openAt\/progress has a property "score"/],
        [
          { ...progress, picks: { 'three-errors': 42 } },
          /\/openAt\/progress\/picks\/three-errors must be string/,
        ],
        [
          { ...progress, picks: { 'three-errors': 'x'.repeat(501) } },
          /must NOT have more than 500 characters/,
        ],
        [{ ...progress, revealed: { '../Bad Id': 'x' } }, /\/openAt\/progress\/revealed/],
        [
          {
            ...progress,
            revealed: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, 'x'])),
          },
          /must NOT have more than 100 properties/,
        ],
        [[], /\/openAt\/progress must be object/],
      ];
      for (const [hostile, why] of cases) {
        const text = sessionFileText(at({ point: 12, step: 1, lesson: lesson.id, progress: hostile }));
        const read = readSessionFileText('evil.json', text);
        expect(read.ok ? 'opened' : read.reason).toMatch(why);
      }
      // Progress belongs to a lesson: without `lesson` there is none it could be.
      const orphan = sessionFileText(at({ point: 12, step: 1, progress }));
      const read = readSessionFileText('evil.json', orphan);
      expect(read.ok ? 'opened' : read.reason).toMatch(/\/openAt is missing "lesson"/);
    });
  });
});
