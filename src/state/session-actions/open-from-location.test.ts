import { describe, expect, it } from 'vitest';
import { writeActiveSession } from '../../session/export/library-active';
import { createEntry } from '../../session/export/library-store';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { lessonPinTag } from '../../session/lessons/lesson-pin-tag';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { createAppStore } from '../store';
import { openFromLocation } from './open-from-location';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!;

function setUp(address: { pathname: string; search: string }) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, { events: 10, reportsRun: true });
  const storage = memoryStorage();
  return { store, runtime, storage, deps: fakeDeps({ store, runtime, storage, address }) };
}

const none = { embed: false, step: null, lessonId: null, shareFragment: null };

describe('opening what the address asks for', () => {
  it('keeps a shared session as a link entry, then drops the fragment but keeps lang=, so a reload stays in it', async () => {
    const encoded = encodeShareFragment(lesson.document, null);
    if (!encoded.ok) throw new Error(encoded.reason);
    const { storage, deps } = setUp({ pathname: '/app/', search: '?x=1&lang=zh' });
    await openFromLocation(deps, { ...none, shareFragment: `#${encoded.fragment}` });
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => e.origin)).toEqual(['link']);
    expect(deps.replacedUrls).toEqual(['/app/?x=1&lang=zh']);
  });

  it('says why a link does not decode, and changes nothing', async () => {
    const { store, runtime, storage, deps } = setUp({ pathname: '/', search: '' });
    await openFromLocation(deps, { ...none, shareFragment: '#s=1.not-a-link' });
    expect(store.getState().notice?.kind).toBe('error');
    expect(runtime.loads).toEqual([]);
    expect(storage.getItem('toolscope.library.v1')).toBeNull();
    expect(deps.replacedUrls).toEqual([]);
  });

  it('opens a lesson and drops its parameters, keeping the others', async () => {
    const { store, deps } = setUp({ pathname: '/', search: `?lesson=${lesson.id}&tab=gates` });
    await openFromLocation(deps, { ...none, lessonId: lesson.id });
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
    expect(deps.replacedUrls).toEqual(['/?tab=gates']);
  });

  it('keeps nothing and leaves the address alone for the embedded player', async () => {
    const { storage, deps } = setUp({ pathname: '/', search: `?embed=1&lesson=${lesson.id}` });
    await openFromLocation(deps, { ...none, embed: true, lessonId: lesson.id });
    expect(storage.getItem('toolscope.library.v1')).toBeNull();
    expect(deps.replacedUrls).toEqual([]);
  });

  it('opens a lesson link paused at its point, with the guide, and drops its parameters but lang=', async () => {
    const search = `?lesson=${lesson.id}&step=1&at=3&pin=${lessonPinTag(lesson.id)}&lang=zh&tab=gates`;
    const { store, runtime, deps } = setUp({ pathname: '/', search });
    await openFromLocation(deps, {
      ...none,
      lessonId: lesson.id,
      step: 1,
      at: 3,
      pin: lessonPinTag(lesson.id),
    });
    expect(runtime.releasedTo).toEqual([3]);
    expect(runtime.controls).not.toContain('run');
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
    expect(store.getState().notice).toBeNull();
    expect(deps.replacedUrls).toEqual(['/?lang=zh&tab=gates']);
  });

  it('says so when a lesson link was made for another version of the lesson, and opens at its step', async () => {
    const { store, runtime, deps } = setUp({ pathname: '/', search: '' });
    await openFromLocation(deps, { ...none, lessonId: lesson.id, step: 1, at: 3, pin: '00000000' });
    expect(runtime.releasedTo).toEqual([]);
    expect(runtime.controls).toContain('run');
    expect(store.getState().notice?.kind).toBe('info');
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
  });

  it('refuses a link with a malformed parameter in words, loads nothing and brings back the session on screen', async () => {
    const { store, runtime, storage, deps } = setUp({ pathname: '/', search: '?lesson=registration&at=x' });
    const kept = createEntry(storage, { ...lesson.document, title: 'Mine' }, 'lesson', 't');
    if (!kept.ok) throw new Error(kept.reason);
    writeActiveSession(storage, { id: kept.value.id, released: 2, finished: false });
    const before = storage.getItem('toolscope.library.v1');
    await openFromLocation(deps, {
      ...none,
      lessonId: lesson.id,
      problems: [{ param: 'at', kind: 'malformed' }],
    });
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'shareLinks.refused {"why":"shareLinks.problem.malformed {\\"param\\":\\"at\\",\\"expected\\":\\"shareLinks.expected.at\\"}"}',
    });
    // The only load is the session that was on screen, back where it was; the library is as it was.
    expect(runtime.loads).toHaveLength(1);
    expect(store.getState().activeSessionId).toBe(kept.value.id);
    expect(runtime.releasedTo).toEqual([2]);
    expect(storage.getItem('toolscope.library.v1')).toBe(before);
    expect(deps.replacedUrls).toEqual([]);
  });

  it('refuses a lesson that does not exist, in the embed too, and keeps nothing', async () => {
    for (const embed of [false, true]) {
      const { store, runtime, storage, deps } = setUp({ pathname: '/', search: '?lesson=no-such' });
      await openFromLocation(deps, { ...none, embed, lessonId: 'no-such' });
      expect(store.getState().notice?.text).toBe(
        'shareLinks.refused {"why":"shareLinks.noLesson {\\"id\\":\\"no-such\\"}"}',
      );
      expect(runtime.loads).toEqual([]);
      expect(storage.getItem('toolscope.library.v1')).toBeNull();
    }
  });

  it('says so when a lesson link points past the lesson’s end, and opens at the end', async () => {
    const { store, runtime, deps } = setUp({ pathname: '/', search: '' });
    await openFromLocation(deps, { ...none, lessonId: lesson.id, step: 9, at: 50 });
    expect(runtime.releasedTo).toEqual([50]);
    expect(store.getState().events).toHaveLength(10);
    expect(store.getState().notice).toEqual({
      kind: 'info',
      text: 'shareLinks.pastEnd {"at":50,"number":1,"end":10}',
    });
  });

  it('opens the conversation of the page’s language, or the one a link’s pin names', async () => {
    const zh = lessonDocumentIn(lesson, 'zh');
    const opened = async (language: 'en' | 'zh', link: { at?: number; pin?: string | null } = {}) => {
      const { store, deps } = setUp({ pathname: '/', search: '' });
      void store.getState().setLanguage(language);
      await openFromLocation(deps, { ...none, lessonId: lesson.id, step: 1, ...link });
      return store.getState().currentSession?.document;
    };
    expect(await opened('zh')).toBe(zh);
    expect(await opened('en')).toBe(lesson.document);
    // A Chinese link opened on an English page reproduces the Chinese session, and the other way round; a
    // link made before lessons were told in Chinese carries the English pin: it stays the English session.
    expect(await opened('en', { at: 3, pin: lessonPinTag(lesson.id, 'zh') })).toBe(zh);
    expect(await opened('zh', { at: 3, pin: lessonPinTag(lesson.id, 'en') })).toBe(lesson.document);
    expect(await opened('zh', { at: 3, pin: null })).toBe(zh);
  });
});
