import { describe, expect, it } from 'vitest';
import { readLibrary } from '../../session/export/session-library';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { lessonPinTag } from '../../session/lessons/lesson-pin-tag';
import { createAppStore } from '../store';
import { openFromLocation } from './open-from-location';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!;

function setUp(address: { pathname: string; search: string }) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, { events: 10 });
  const storage = memoryStorage();
  return { store, runtime, storage, deps: fakeDeps({ store, runtime, storage, address }) };
}

const none = { embed: false, step: null, lessonId: null, shareFragment: null };

describe('opening what the address asks for', () => {
  it('keeps a shared session as a link entry, then drops the fragment from the address', async () => {
    const encoded = encodeShareFragment(lesson.document, null);
    if (!encoded.ok) throw new Error(encoded.reason);
    const { storage, deps } = setUp({ pathname: '/app/', search: '?x=1' });
    await openFromLocation(deps, { ...none, shareFragment: `#${encoded.fragment}` });
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => e.origin)).toEqual(['link']);
    expect(deps.replacedUrls).toEqual(['/app/?x=1']);
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

  it('opens a lesson link paused at its point, with the guide, and drops all of its parameters', async () => {
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
    expect(deps.replacedUrls).toEqual(['/?tab=gates']);
  });

  it('says so when a lesson link was made for another version of the lesson, and opens at its step', async () => {
    const { store, runtime, deps } = setUp({ pathname: '/', search: '' });
    await openFromLocation(deps, { ...none, lessonId: lesson.id, step: 1, at: 3, pin: '00000000' });
    expect(runtime.releasedTo).toEqual([]);
    expect(runtime.controls).toContain('run');
    expect(store.getState().notice?.kind).toBe('info');
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
  });
});
