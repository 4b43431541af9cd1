import { describe, expect, it } from 'vitest';
import { readActiveSession } from '../../session/export/library-active';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runSpecOf } from '../../session/session-document';
import { fileTreeKey, isFolderOpen } from '../file-tree-slice';
import { createAppStore } from '../store';
import { openDocument, openLesson, reopenLessonIn } from './open-document';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!;

function setUp(options: { events?: number } = {}) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, options);
  const storage = memoryStorage();
  const deps = fakeDeps({ store, runtime, storage });
  return { store, runtime, storage, deps };
}

describe('opening a document', () => {
  it('loads it, keeps it as a new library entry, makes that the active one and remembers the document', async () => {
    const { store, runtime, storage, deps } = setUp();
    const opened = await openDocument(deps, { document: lesson.document, saveAs: 'file', step: null });
    expect(opened).toEqual({ ok: true, endpoint: null });
    expect(runtime.loads.map((l) => l.spec)).toEqual([runSpecOf(lesson.document)]);
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((e) => [e.title, e.origin])).toEqual([[lesson.document.title, 'file']]);
    const state = store.getState();
    expect(state.activeSessionId).toBe(read.entries[0]!.id);
    expect(state.currentSession).toEqual({ document: lesson.document, lessonId: null });
    expect(state.libraryRestoring).toBe(false);
    // The open completed: the pointer no longer says "opening", so a reload reopens the entry.
    expect(readActiveSession(storage)).toEqual({ id: read.entries[0]!.id, released: 0, finished: false });
  });

  it('keeps a folder closed while the new entry was being written (the tree was on screen already)', async () => {
    const store = createAppStore('en');
    const runtime = fakeRuntime(store);
    const memory = memoryStorage();
    let foldedDuringWrite = false;
    const storage = {
      ...memory,
      setItem: (key: string, value: string) => {
        if (!foldedDuringWrite) {
          foldedDuringWrite = true; // a person closes "src" before the entry has its id
          store.getState().setFolderOpen(fileTreeKey(store.getState()), 'src', false);
        }
        memory.setItem(key, value);
      },
    };
    const deps = fakeDeps({ store, runtime, storage });
    await openDocument(deps, { document: lesson.document, saveAs: 'file', step: null });
    const state = store.getState();
    expect(foldedDuringWrite).toBe(true);
    expect(state.activeSessionId).not.toBeNull();
    expect(isFolderOpen(state.folderFolds[fileTreeKey(state)], 'src')).toBe(false);
  });

  it('keeps nothing when the runtime refuses the document, and says why in place of its errno', async () => {
    const { store, runtime, storage, deps } = setUp();
    runtime.loadOutcome = { ok: false, reason: "EINVAL: invalid argument, restore 'a/../../b'" };
    const opened = await openDocument(deps, { document: lesson.document, saveAs: 'link', step: null });
    expect(opened).toEqual({
      ok: false,
      reason: "cannot open (link): EINVAL: invalid argument, restore 'a/../../b'",
      refused: "EINVAL: invalid argument, restore 'a/../../b'",
    });
    expect(storage.getItem('toolscope.library.v1')).toBeNull();
    expect(store.getState()).toMatchObject({
      activeSessionId: null,
      currentSession: null,
      libraryRestoring: false,
      // Said once, in the notice of the caller (open-from-location.ts); nothing of the link stays on screen.
      traceError: null,
      traceSource: { kind: 'none' },
    });
  });

  it('opens the session though a full library refuses the new entry, says so, and keeps it nowhere', async () => {
    const store = createAppStore('en');
    const runtime = fakeRuntime(store);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      },
    };
    const deps = fakeDeps({ store, runtime, storage: full });
    const opened = await openDocument(deps, { document: lesson.document, saveAs: 'file', step: null });
    expect(opened.ok).toBe(true);
    expect(store.getState().activeSessionId).toBeNull();
    expect(store.getState().notice).toMatchObject({ kind: 'error' });
    expect(store.getState().notice?.text).toMatch(/full/);
  });

  it('runs a shared step and puts the cursor at its end', async () => {
    const { store, runtime, deps } = setUp({ events: 0 });
    // The fake releases step-start events only: give the run a step-end of step 1 to stop at.
    runtime.control = (command) => {
      runtime.controls.push(command);
      store.getState().appendEvents([
        { type: 'step-start', seq: 0, step: 1, timeMs: 0 },
        { type: 'step-end', seq: 1, step: 1, timeMs: 0 },
        { type: 'step-start', seq: 2, step: 2, timeMs: 0 },
      ] as never);
      return Promise.resolve();
    };
    const opened = await openDocument(deps, { document: lesson.document, saveAs: null, step: 1 });
    expect(opened.ok).toBe(true);
    expect(runtime.controls).toEqual(['run']);
    expect(store.getState().cursorSeq).toBe(1);
    expect(store.getState().activeSessionId).toBeNull(); // saveAs null: kept nowhere
  });

  it('opens a lesson as a lesson entry, and refuses a lesson that does not exist', async () => {
    const { store, storage, deps } = setUp();
    expect(await openLesson(deps, 'no-such-lesson')).toEqual({
      ok: false,
      reason: 'shareLinks.refused {"why":"shareLinks.noLesson {\\"id\\":\\"no-such-lesson\\"}"}',
    });
    expect((await openLesson(deps, lesson.id)).ok).toBe(true);
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => [e.origin, e.lessonId])).toEqual([['lesson', lesson.id]]);
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
  });

  it('opens a lesson told in the page’s language; reopens it in another at the same place', async () => {
    const { store, runtime, deps } = setUp({ events: 10 });
    void store.getState().setLanguage('zh');
    await openLesson(deps, lesson.id);
    expect(store.getState().currentSession?.document).toBe(lessonDocumentIn(lesson, 'zh'));
    expect(runtime.loads.at(-1)?.spec.userMessages).toEqual(lessonDocumentIn(lesson, 'zh').userMessages);
    // The learner switched to English at step 1 (point 6): the English conversation, paused there.
    await reopenLessonIn(deps, lesson.id, 'en', { step: 1, point: 6 });
    expect(store.getState().currentSession?.document).toBe(lesson.document);
    expect(runtime.releasedTo.at(-1)).toBe(6);
    expect(runtime.controls).not.toContain('run');
  });
});
