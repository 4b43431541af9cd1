import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../session/export/session-library';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { compareSources, defaultPair } from './compare-sources';

const t = ((key: string, options: Record<string, unknown>) =>
  `${key} ${JSON.stringify(options)}`) as unknown as TFunction;

const entry = (id: string, lessonId?: string, forkedFrom?: string): LibraryEntry => ({
  id,
  title: `title ${id}`,
  origin: 'lesson',
  savedAt: '2026-12-02T00:00:00Z',
  document:
    forkedFrom === undefined
      ? LESSONS[0]!.document
      : {
          ...LESSONS[0]!.document,
          fork: { source: { title: 'source', traceHash: 'h', entry: forkedFrom }, step: 3 },
        },
  ...(lessonId === undefined ? {} : { lessonId }),
});

describe('the compare view’s choices', () => {
  it('lists the saved sessions (the one on screen marked) and every lesson', () => {
    const sources = compareSources(t, 'zh', [entry('a'), entry('b')], 'b');
    expect(sources.map((s) => s.key)).toEqual([
      'entry:a',
      'entry:b',
      ...LESSONS.map((l) => `lesson:${l.id}`),
    ]);
    expect(sources[0]!.label).toMatch(/^compare\.entry /);
    expect(sources[1]!.label).toMatch(/^compare\.onScreen /);
    expect(sources[2]!.label).toContain(LESSONS[0]!.title.zh);
  });

  it('offers a fork beside the lesson it came from, else the session on screen beside another', () => {
    const entries = [entry('a'), entry('b', LESSONS[2]!.id)];
    const sources = compareSources(t, 'en', entries, 'b');
    expect(defaultPair(sources, entries, 'b')).toEqual({
      left: `lesson:${LESSONS[2]!.id}`,
      right: 'entry:b',
    });
    expect(defaultPair(sources, entries, 'a')).toEqual({ left: 'entry:b', right: 'entry:a' });
    // A fork made from the page sits beside the session it was forked from, while that is kept.
    const forked = [...entries, entry('c', LESSONS[2]!.id, 'a')];
    const withFork = compareSources(t, 'en', forked, 'c');
    expect(defaultPair(withFork, forked, 'c')).toEqual({ left: 'entry:a', right: 'entry:c' });
    const sourceGone = [entry('b'), entry('c', LESSONS[2]!.id, 'a')];
    expect(defaultPair(compareSources(t, 'en', sourceGone, 'c'), sourceGone, 'c').left).toBe(
      `lesson:${LESSONS[2]!.id}`,
    );
    const none = compareSources(t, 'en', [], null);
    expect(defaultPair(none, [], null)).toEqual({
      left: `lesson:${LESSONS[1]!.id}`,
      right: `lesson:${LESSONS[0]!.id}`,
    });
  });
});
