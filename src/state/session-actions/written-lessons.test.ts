// Opening, keeping and removing lessons written in the editor, and the lesson a link carries: the guide's
// lesson comes from the document, the language from the link, and a refused link changes nothing.
import { describe, expect, it } from 'vitest';
import { readLibrary } from '../../session/export/library-snapshot';
import { buildLesson, newDraft } from '../../session/lessons/authoring/lesson-draft';
import { memoryLessonShelf } from '../../session/lessons/authoring/lesson-shelf';
import { encodeLessonFragment } from '../../session/lessons/authoring/written-lesson-link';
import { writtenLessonRef } from '../../session/lessons/authoring/written-lesson-ref';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { createAppStore } from '../store';
import { openFromLocation } from './open-from-location';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';
import { bindWrittenLessons } from './written-lessons';

const built = buildLesson(
  {
    ...newDraft('my-lesson', { en: 'Mine', zh: 'Mine' }),
    summary: { en: 'Mine.', zh: '我的。' },
    notes: [{ at: { kind: 'step', step: 0 }, text: { en: 'Look.', zh: '看。' } }],
  },
  lessonById('registration')!.document,
);
if (!built.ok) throw new Error(built.reason);
const lesson = built.lesson;

function setUp() {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const storage = memoryStorage();
  const base = fakeDeps({ store, runtime, storage, address: { pathname: '/app/', search: '' } });
  const shelf = memoryLessonShelf();
  const deps = { ...base, storage: { ...base.storage, lessons: () => shelf } };
  return { store, runtime, storage, deps };
}

const none = { embed: false, step: null, lessonId: null, shareFragment: null };

describe('written lessons', () => {
  it('open with their own guide and are kept, listed and removed on the shelf', async () => {
    const { store, deps } = setUp();
    const actions = bindWrittenLessons(deps);
    const opened = await actions.open(lesson, { saveAs: null });
    expect(opened.ok).toBe(true);
    expect(store.getState().currentSession?.lesson?.id).toBe('my-lesson');
    const revision = store.getState().libraryRevision;
    expect((await actions.save(lesson)).ok).toBe(true);
    expect(store.getState().libraryRevision).toBeGreaterThan(revision);
    const read = await actions.read();
    expect(read.ok && read.value.lessons.map((l) => l.id)).toEqual(['my-lesson']);
    await actions.remove('my-lesson');
    const after = await actions.read();
    expect(after.ok && after.value.lessons).toEqual([]);
  });

  it('a lesson link opens the lesson with its guide, in its language, kept as a link entry', async () => {
    const { store, storage, deps } = setUp();
    const encoded = encodeLessonFragment(lesson, 'zh');
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, { ...none, lessonFragment: `#${encoded.fragment}` });
    expect(store.getState().language).toBe('zh');
    expect(store.getState().currentSession?.lesson?.id).toBe('my-lesson');
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => e.origin)).toEqual(['link']);
    // The language the link carried stays in the address, so a reload is in it too.
    expect(deps.replacedUrls).toEqual(['/app/?lang=zh']);
  });

  it('a lesson link keeps its lesson in Your lessons, so the entry names it and a reload brings the guide', async () => {
    const { storage, deps } = setUp();
    const encoded = encodeLessonFragment(lesson, 'en');
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, { ...none, lessonFragment: `#${encoded.fragment}` });
    const shelved = await bindWrittenLessons(deps).read();
    expect(shelved.ok && shelved.value.lessons.map((l) => l.id)).toEqual(['my-lesson']);
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]?.writtenLesson?.sha256).toBe(writtenLessonRef(lesson).sha256);
  });

  it('a lesson link never overwrites another lesson kept under its id (the entry then names none)', async () => {
    const { storage, deps } = setUp();
    const actions = bindWrittenLessons(deps);
    const mine = { ...lesson, summary: { en: 'My own edit.', zh: '我自己改过。' } };
    expect((await actions.save(mine)).ok).toBe(true);
    const encoded = encodeLessonFragment(lesson, 'en');
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, { ...none, lessonFragment: `#${encoded.fragment}` });
    const shelved = await actions.read();
    expect(shelved.ok && shelved.value.lessons.map((l) => l.lesson.summary.en)).toEqual(['My own edit.']);
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]?.writtenLesson).toBeUndefined();
  });

  it('a hostile lesson link is refused in the page’s words and changes nothing', async () => {
    const { store, runtime, storage, deps } = setUp();
    await openFromLocation(deps, { ...none, lessonFragment: '#l=1.AAAA-not-a-lesson' });
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'reasons.share.not-base64url',
    });
    expect(runtime.loads).toEqual([]);
    expect(storage.getItem('toolscope.library.v1')).toBeNull();
    expect(store.getState().language).toBe('en');
  });
});
