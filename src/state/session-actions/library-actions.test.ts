import { describe, expect, it } from 'vitest';
import { writeActiveSession } from '../../session/export/library-active';
import { createEntry, setEntryOpenFailure } from '../../session/export/library-store';
import type { KeyValueStorage, LibraryEntry } from '../../session/export/session-library';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { createAppStore } from '../store';
import {
  deleteSession,
  duplicateSession,
  openEntry,
  renameSession,
  saveCurrentAsNew,
  switchToEntry,
} from './library-actions';
import { startLibraryAutosave } from './autosave';
import { restoreActiveSession } from './restore-session';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!.document;

function library(storage: KeyValueStorage): LibraryEntry[] {
  const read = readLibrary(storage);
  if (!read.ok) throw new Error(read.reason);
  return [...read.entries];
}

function setUp(titles: readonly string[], options: { events?: number } = {}) {
  const storage = memoryStorage();
  const entries = titles.map((title) => {
    const created = createEntry(storage, { ...lesson, title }, 'lesson', 't');
    if (!created.ok) throw new Error(created.reason);
    return created.value;
  });
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, options);
  const deps = fakeDeps({ store, runtime, storage });
  return { storage, entries, store, runtime, deps };
}

describe('library actions', () => {
  it('rename and duplicate change storage first, then tell open lists to read it again', async () => {
    const { storage, entries, store, deps } = setUp(['One']);
    const revision = store.getState().libraryRevision;
    expect((await renameSession(deps, entries[0]!.id, 'Renamed')).ok).toBe(true);
    expect((await duplicateSession(deps, entries[0]!.id, 'Copy')).ok).toBe(true);
    expect(library(storage).map((e) => e.title)).toEqual(['Renamed', 'Copy']);
    expect(store.getState().libraryRevision).toBe(revision + 2);
  });

  it('a refused write changes nothing anywhere', async () => {
    const { storage, entries, store } = setUp(['One']);
    const full: KeyValueStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: () => {
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      },
    };
    const deps = fakeDeps({ store, storage: full });
    const revision = store.getState().libraryRevision;
    const renamed = await renameSession(deps, entries[0]!.id, 'Renamed');
    expect(renamed.ok).toBe(false);
    expect(library(storage).map((e) => e.title)).toEqual(['One']);
    expect(store.getState().libraryRevision).toBe(revision);
  });

  it('opens an entry where it was left: replayed to its position, its waiting inputs queued again', async () => {
    const { entries, store, runtime, deps } = setUp(['One'], { events: 10 });
    const pending = [{ type: 'clock-advance', ms: 5 } as const];
    const opened = await openEntry(deps, { ...entries[0]!, pending }, { released: 3, finished: false });
    expect(opened.ok).toBe(true);
    // Released to the point by the runtime itself: no stepping that could give up half-way.
    expect(runtime.releasedTo).toEqual([3]);
    expect(runtime.controls).toEqual([]);
    expect(store.getState().events).toHaveLength(3);
    expect(runtime.queued).toEqual([pending]);
    expect(store.getState()).toMatchObject({ activeSessionId: entries[0]!.id, libraryRestoring: false });
  });

  it('records a refused open on the entry, and brings back the session that was on screen', async () => {
    const { storage, entries, store, runtime, deps } = setUp(['Good', 'Bad']);
    expect((await openEntry(deps, entries[0]!)).ok).toBe(true);
    runtime.loadOutcome = { ok: false, reason: 'no such tool' };
    const loaded = runtime.loads.length;
    // The runtime accepts again once the bad entry was refused, so the good one can come back.
    const load = runtime.load.bind(runtime);
    runtime.load = (spec, options) =>
      load(spec, options).finally(() => {
        runtime.loadOutcome = { ok: true };
      });
    const opened = await switchToEntry(deps, entries[1]!);
    expect(opened).toMatchObject({ ok: false, refused: 'no such tool' });
    expect(library(storage)[1]!.openFailure).toMatchObject({ kind: 'load-failed', reason: 'no such tool' });
    expect(runtime.loads.length - loaded).toBe(2); // the refused one, then the one on screen again
    expect(store.getState().activeSessionId).toBe(entries[0]!.id);
  });

  it('deleting the session on screen opens the next one and says which', async () => {
    const { storage, entries, store, deps } = setUp(['One', 'Two']);
    await openEntry(deps, entries[0]!);
    const deleted = await deleteSession(deps, entries[0]!.id);
    expect(deleted).toEqual({
      ok: true,
      value: { said: 'library.deletedShowing {"title":"One","next":"Two"}' },
    });
    expect(library(storage).map((e) => e.title)).toEqual(['Two']);
    expect(store.getState().activeSessionId).toBe(entries[1]!.id);
  });

  it('deleting the last session opens a new blank one', async () => {
    const { storage, entries, store, deps } = setUp(['Only']);
    await openEntry(deps, entries[0]!);
    const deleted = await deleteSession(deps, entries[0]!.id);
    expect(deleted).toEqual({ ok: true, value: { said: 'library.deletedBlank {"title":"Only"}' } });
    const left = library(storage);
    expect(left.map((e) => [e.title, e.origin])).toEqual([['library.blankTitle', 'new']]);
    expect(store.getState().activeSessionId).toBe(left[0]!.id);
  });

  it('saves the session on screen as a new entry, and refuses when there is none', async () => {
    const { storage, entries, deps } = setUp(['One']);
    expect(await saveCurrentAsNew(deps, 'Copy')).toEqual({
      ok: false,
      reason: 'There is no session on screen to save.',
    });
    await openEntry(deps, entries[0]!);
    expect((await saveCurrentAsNew(deps, 'Copy')).ok).toBe(true);
    expect(library(storage).map((e) => [e.title, e.origin])).toEqual([
      ['One', 'lesson'],
      ['Copy', 'new'],
    ]);
  });
});

describe('restoring the active session after a reload', () => {
  it('reopens the entry the tab had open, replayed to the position its pointer holds', async () => {
    const { storage, entries, store, runtime, deps } = setUp(['One'], { events: 10 });
    writeActiveSession(storage, { id: entries[0]!.id, released: 2, finished: false });
    await restoreActiveSession(deps);
    expect(store.getState().activeSessionId).toBe(entries[0]!.id);
    expect(runtime.releasedTo).toEqual([2]);
    expect(store.getState().events).toHaveLength(2);
  });

  it('offers an entry whose last open failed instead of opening it, and says why', async () => {
    const { storage, entries, store, runtime, deps } = setUp(['One']);
    setEntryOpenFailure(storage, entries[0]!.id, { kind: 'load-failed', reason: 'no such tool', at: 't' });
    writeActiveSession(storage, { id: entries[0]!.id, released: 0, finished: false });
    await restoreActiveSession(deps);
    expect(runtime.loads).toEqual([]);
    expect(store.getState()).toMatchObject({ activeSessionId: null, sessionsDialogOpen: true });
    expect(store.getState().notice).toEqual({
      kind: 'error',
      text: 'library.notReopened {"title":"One","reason":"no such tool"}',
    });
    // The next reload opens nothing either, quietly: this tab's pointer was cleared.
    expect(deps.pointers.tab.getItem('toolscope.library.active.v1')).toBe('null');
  });

  it('offers an entry the page went away from while it was opening', async () => {
    const { storage, entries, runtime, deps } = setUp(['One']);
    writeActiveSession(storage, { id: entries[0]!.id, released: 0, finished: false, opening: true });
    await restoreActiveSession(deps);
    expect(runtime.loads).toEqual([]);
    expect(library(storage)[0]!.openFailure).toEqual({ kind: 'unfinished', at: '2026-12-01T00:00:00.000Z' });
  });
});

describe('editor drafts', () => {
  it('come back with their entry as drafts, are kept as they change, and go with a deleted entry', async () => {
    const { storage, entries, store, deps } = setUp(['One', 'Two'], { events: 4 });
    const [one, two] = entries as [LibraryEntry, LibraryEntry];
    const kept = () => deps.storage.library().readDrafts(one.id);
    await deps.storage.library().saveDrafts(one.id, { 'src/a.ts': 'typed, not saved' });
    writeActiveSession(storage, { id: one.id, released: 2, finished: false });
    await restoreActiveSession(deps);
    expect(store.getState().editorDrafts).toEqual({ 'src/a.ts': 'typed, not saved' });
    // Nothing of a draft reached the run: no input was sent.
    const stop = startLibraryAutosave(deps, (entry) => openEntry(deps, entry));
    try {
      store.getState().setEditorDraft('src/b.ts', 'more');
      await expect.poll(kept).toEqual({ 'src/a.ts': 'typed, not saved', 'src/b.ts': 'more' });
      store.getState().setEditorDraft('src/a.ts', null);
      await expect.poll(kept).toEqual({ 'src/b.ts': 'more' });
      await switchToEntry(deps, two);
      expect(store.getState().editorDrafts).toEqual({});
      expect(await kept()).toEqual({ 'src/b.ts': 'more' });
      await deleteSession(deps, one.id);
      expect(await kept()).toEqual({});
    } finally {
      stop();
    }
  });
});
