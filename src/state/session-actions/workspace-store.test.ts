// Which store the runtime keeps the session on screen's workspace in: the active library entry's, once it is
// open where it was left (never mid-replay), again after each load of it, as owner only while this tab holds
// the entry's lock; nowhere when nothing kept is on screen; and deleted with its entry.
import { describe, expect, it } from 'vitest';
import { createEntry } from '../../session/export/library-store';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { createAppStore } from '../store';
import type { EntryLockState } from './entry-lock';
import { deleteSession } from './library-actions';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';
import { startWorkspaceStore, sweepOrphanWorkspaces } from './workspace-store';

function setUp() {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const storage = memoryStorage();
  const deps = fakeDeps({ store, runtime, storage });
  return { store, runtime, deps, storage };
}

const load = (store: ReturnType<typeof createAppStore>) =>
  store.getState().loadTrace([], { kind: 'runtime', title: 'session' });

describe('the session workspace store, as the page asks for it', () => {
  it('asks for the entry’s store once the open completes, not while it replays, and again per load', () => {
    const { store, runtime, deps } = setUp();
    const follower = startWorkspaceStore(deps, () => 'held');
    const state = () => store.getState();
    state().setLibraryRestoring(true);
    load(store);
    state().setActiveSession('entry-1');
    expect(runtime.persisted.every((asked) => asked.name === null)).toBe(true);

    state().setLibraryRestoring(false);
    expect(runtime.persisted.at(-1)).toEqual({ name: 'entry-1', access: 'owner' });
    const asked = runtime.persisted.length;
    state().setLibraryRestoring(true);
    state().setLibraryRestoring(false);
    expect(runtime.persisted).toHaveLength(asked + 2); // let go while replaying, asked again after

    load(store); // a session edit reloads the same entry into a fresh tree
    expect(runtime.persisted.at(-1)).toEqual({ name: 'entry-1', access: 'owner' });
    expect(runtime.persisted).toHaveLength(asked + 3);

    state().setActiveSession(null);
    expect(runtime.persisted.at(-1)).toEqual({ name: null, access: 'read-only' });
    follower.stop();
  });

  it('keeps it read-only while another tab holds the entry, and takes it over with the lock', () => {
    const { store, runtime, deps } = setUp();
    let lock: EntryLockState = 'elsewhere';
    const follower = startWorkspaceStore(deps, () => lock);
    load(store);
    store.getState().setActiveSession('entry-1');
    expect(runtime.persisted.at(-1)).toEqual({ name: 'entry-1', access: 'read-only' });
    lock = 'held';
    follower.sync();
    expect(runtime.persisted.at(-1)).toEqual({ name: 'entry-1', access: 'owner' });
    follower.stop();
  });

  it('keeps nothing for a trace file opened to read', () => {
    const { store, runtime, deps } = setUp();
    const follower = startWorkspaceStore(deps, () => 'held');
    store.getState().loadTrace([], { kind: 'file', name: 'x.trace.json' });
    store.getState().setActiveSession('entry-1');
    expect(runtime.persisted.every((asked) => asked.name === null)).toBe(true);
    follower.stop();
  });

  it('deletes the stored workspace with its library entry', async () => {
    const { storage, runtime, deps } = setUp();
    const lesson = lessonById('registration')!.document;
    const created = createEntry(storage, { ...lesson, title: 'Gone' }, 'lesson', 't');
    if (!created.ok) throw new Error(created.reason);
    createEntry(storage, { ...lesson, title: 'Stays' }, 'lesson', 't');
    expect((await deleteSession(deps, created.value.id)).ok).toBe(true);
    await Promise.resolve();
    expect(runtime.forgotten).toEqual([created.value.id]);
  });

  it('sweeps the stores of sessions the library no longer has, once, when this tab first writes', async () => {
    const { storage, runtime, deps, store } = setUp();
    const lesson = lessonById('registration')!.document;
    const kept = createEntry(storage, { ...lesson, title: 'Kept' }, 'lesson', 't');
    if (!kept.ok) throw new Error(kept.reason);
    runtime.stored.push(kept.value.id, 's-gone', 's-also-gone');
    let lock: EntryLockState = 'elsewhere';
    const follower = startWorkspaceStore(deps, () => lock);
    load(store);
    store.getState().setActiveSession(kept.value.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.swept).toEqual([]); // read-only here: another tab writes the library
    lock = 'held';
    follower.sync();
    await expect.poll(() => runtime.swept).toEqual([['s-gone', 's-also-gone']]);
    expect(runtime.stored).toEqual([kept.value.id]);
    load(store); // another owner attach on this page sweeps no more
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.swept).toHaveLength(1);
    follower.stop();
  });

  it('sweeps nothing when the library cannot be read, and keeps the session on screen', async () => {
    const { runtime, deps, store } = setUp();
    runtime.stored.push('s-on-screen', 's-gone');
    store.getState().setActiveSession('s-on-screen');
    expect(await sweepOrphanWorkspaces(deps)).toEqual(['s-gone']);
    runtime.stored.push('s-gone-too');
    const unreadable = {
      ...deps,
      storage: {
        ...deps.storage,
        library: () => ({
          ...deps.storage.library(),
          read: () => Promise.resolve({ ok: false as const, reason: 'broken' }),
        }),
      },
    };
    expect(await sweepOrphanWorkspaces(unreadable)).toEqual([]);
    expect(runtime.stored).toEqual(['s-on-screen', 's-gone-too']);
  });
});
