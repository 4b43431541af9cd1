import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbLibrary } from '../../session/export/idb/idb-library';
import { refuseCommits } from '../../session/export/idb/testing/refuse-commits';
import { readActiveSession } from '../../session/export/library-active';
import { createEntry } from '../../session/export/library-store';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { documentOf, runSpecOf } from '../../session/session-document';
import type { KeyValueStorage, LibraryEntry } from '../../session/export/session-library';
import type { TraceEvent } from '../../engine';
import type { LiveInput, RecordedState, RunSpec, RuntimePort, RuntimeStatus } from '../store';
import { createAppStore, editsKeptHere, saveIndicator, type AppStore } from '../store';
import { saveNow, startLibraryAutosave } from './autosave';
import type { EntryLockManager } from './deps';
import { fakeDeps, memoryStorage } from './testing/fake-deps';

/** A runtime status with what a test sets; a finished run ended with its final answer. */
function statusOf(status: Pick<RuntimeStatus, 'phase' | 'released' | 'computed'>): RuntimeStatus {
  return {
    paused: false,
    pauseReason: null,
    waiting: null,
    lastRun: status.phase === 'finished' ? { endReason: 'final-answer', finalText: null, steps: 3 } : null,
    failure: null,
    asking: null,
    ...status,
  };
}

/** A runtime port whose recorded state answers when the test says so (read at `at`: nothing released). */
function portExporting(
  spec: RunSpec,
  revision = 7,
  pending: readonly LiveInput[] = [],
  at: RecordedState['at'] = {
    point: 0,
    step: 0,
    status: statusOf({ phase: 'idle', released: 0, computed: 0 }),
  },
) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state: RecordedState = { revision, spec, pending, at };
  const port = { recordedState: () => gate.then(() => state) } as unknown as RuntimePort;
  return { port, release };
}

/** What the runtime exports after the person worked on the session: here, another lesson's content. */
const edited = runSpecOf(lessonById('budgets')!.document);

/** The browser's localStorage, as the actions are given it (in memory, shared by this file's tests). */
const shared = memoryStorage();
const depsOf = (store: AppStore, storage: KeyValueStorage = shared) => fakeDeps({ store, storage });

function freshEntries() {
  const storage = shared;
  storage.setItem('toolscope.library.v1', '[]');
  const lesson = lessonById('registration')!.document;
  const a = createEntry(storage, lesson, 'lesson', 't');
  const b = createEntry(storage, lesson, 'lesson', 't');
  if (!a.ok || !b.ok) throw new Error('setup');
  return { storage, a: a.value, b: b.value };
}

/** Autosave running over entry `a` of a fresh library, with a runtime that answers at once. */
function autosaving(revision: number, locks?: EntryLockManager) {
  vi.useFakeTimers();
  const { storage, a } = freshEntries();
  const store = createAppStore('en');
  const { port, release } = portExporting(edited, revision);
  release();
  store.getState().setRuntimePort(port);
  store.getState().setActiveSession(a.id, a.savedAt); // as opened: the entry as of its savedAt
  const reopened: LibraryEntry[] = [];
  const reopen = (entry: LibraryEntry) => Promise.resolve(void reopened.push(entry));
  const stop = startLibraryAutosave(fakeDeps({ store, storage, ...(locks ? { locks } : {}) }), reopen);
  return { storage, a, store, stop, reopened, before: storage.getItem('toolscope.library.v1') };
}

/** Web Locks where another tab holds every entry's lock: this tab's request waits in line until `grant`. */
function heldElsewhere() {
  let grant: () => Promise<void> | undefined = () => undefined;
  let requested = '';
  const locks: EntryLockManager = {
    request: (name, granted) => {
      requested = name;
      grant = granted;
      return new Promise<unknown>(() => undefined);
    },
    query: () => Promise.resolve({ held: [{ name: requested }] }),
  };
  return { locks, grant: () => void grant(), requested: () => requested };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it("saves the session's document and position into its own entry only", async () => {
    const { storage, a, b } = freshEntries();
    const store = createAppStore('en');
    const { port, release } = portExporting(edited);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    const saving = saveNow(depsOf(store));
    release();
    await saving;
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    const [first, second] = read.entries;
    expect(first!.document.workspace).toEqual(edited.workspace);
    expect(first!.document.title).toBe(a.title);
    expect(first!.position).toEqual({ released: 0, finished: false, step: 0 });
    expect(second!.document).toEqual(b.document);
    expect(readActiveSession(storage)).toEqual({ id: a.id, released: 0, finished: false, step: 0 });
    expect(store.getState().librarySave).toMatchObject({ kind: 'saved', revision: 7, released: 0 });
  });

  it('says saved only for exactly the state it wrote: a newer revision is not saved yet', async () => {
    const { a } = freshEntries();
    const store = createAppStore('en');
    const { port, release } = portExporting(edited, 7);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    store.getState().setRecordedRevision({ revision: 7, pending: 0 });
    expect(saveIndicator(store.getState())).toBe('saving'); // nothing written yet
    release();
    await saveNow(depsOf(store));
    expect(saveIndicator(store.getState())).toBe('saved');
    // An edit recorded after the write (the runtime moved on): not saved until its own write completes.
    store.getState().setRecordedRevision({ revision: 8, pending: 0 });
    expect(saveIndicator(store.getState())).toBe('saving');
    store.getState().setActiveSession(null);
    expect(saveIndicator(store.getState())).toBe('not-kept');
  });

  it('keeps the inputs still waiting for a boundary beside the document', async () => {
    const { storage, a } = freshEntries();
    const store = createAppStore('en');
    const clock: LiveInput = { type: 'clock-advance', ms: 300000 };
    const { port, release } = portExporting(edited, 3, [clock]);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    release();
    await saveNow(depsOf(store));
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]!.pending).toEqual([clock]);
  });

  it('saves when the runtime records an input, though no trace event moved', async () => {
    const { storage, store, stop, before } = autosaving(11);
    try {
      store.getState().setRecordedRevision({ revision: 11, pending: 0 }); // an edit while paused
      await vi.runAllTimersAsync();
      expect(storage.getItem('toolscope.library.v1')).not.toBe(before);
      expect(saveIndicator(store.getState())).toBe('saved');
    } finally {
      stop();
    }
  });

  it('drops a save when another entry was opened while the document was being exported', async () => {
    const { storage, a } = freshEntries();
    const before = storage.getItem('toolscope.library.v1');
    const store = createAppStore('en');
    const { port, release } = portExporting(edited);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    const saving = saveNow(depsOf(store));
    store.getState().setActiveSession(null); // openDocument does this before loading the next session
    release();
    await saving;
    expect(storage.getItem('toolscope.library.v1')).toBe(before);
  });

  it('saves nothing while a reopened session is being replayed to its position', async () => {
    const { storage, a } = freshEntries();
    const before = storage.getItem('toolscope.library.v1');
    const store = createAppStore('en');
    const { port, release } = portExporting(edited);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    store.getState().setLibraryRestoring(true);
    release();
    await saveNow(depsOf(store));
    expect(storage.getItem('toolscope.library.v1')).toBe(before);
  });

  it('reports a full storage once and keeps the entry as it was', async () => {
    const { storage, a } = freshEntries();
    const before = storage.getItem('toolscope.library.v1');
    const full = {
      getItem: (key: string) => storage.getItem(key),
      setItem: () => {
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      },
    };
    // The store's own persisted preferences do not see the full storage: only the library is given it.
    const store = createAppStore('en');
    const { port, release } = portExporting(edited);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    release();
    await saveNow(depsOf(store, full));
    const save = store.getState().librarySave;
    expect(save.kind === 'failed' && save.reason).toMatch(
      /storage .*is full.*nothing already saved was lost/,
    );
    expect(saveIndicator(store.getState())).toBe('failed');
    expect(storage.getItem('toolscope.library.v1')).toBe(before);
  });

  it('saves nothing while another tab holds the entry, and saves once this tab gets it', async () => {
    const other = heldElsewhere();
    const { storage, a, store, stop, before, reopened } = autosaving(5, other.locks);
    expect(other.requested()).toBe(`toolscope.library.entry.${a.id}`);
    try {
      store.getState().setRecordedRevision({ revision: 5, pending: 0 });
      await vi.runAllTimersAsync();
      expect(storage.getItem('toolscope.library.v1')).toBe(before);
      expect(saveIndicator(store.getState())).toBe('elsewhere');
      expect(editsKeptHere(store.getState())).toBe(false);
      other.grant(); // the other tab let go, having saved nothing since this tab read the entry
      await vi.runAllTimersAsync();
      expect(reopened).toEqual([]);
      expect(storage.getItem('toolscope.library.v1')).not.toBe(before);
      expect(saveIndicator(store.getState())).toBe('saved');
      expect(editsKeptHere(store.getState())).toBe(true);
    } finally {
      stop();
    }
  });

  it("a tab taking over goes on with the other tab's drafts, not its own unkept ones", async () => {
    const other = heldElsewhere();
    const { storage, a, store, stop, reopened } = autosaving(5, other.locks);
    try {
      store.getState().setRecordedRevision({ revision: 5, pending: 0 });
      store.getState().setEditorDraft('src/mine.ts', 'typed here, never kept');
      await depsOf(store, storage).storage.library().saveDrafts(a.id, { 'src/theirs.ts': 'kept there' });
      other.grant();
      await vi.runAllTimersAsync();
      expect(reopened).toEqual([]);
      expect(store.getState().editorDrafts).toEqual({ 'src/theirs.ts': 'kept there' });
      expect(saveIndicator(store.getState())).toBe('saved');
    } finally {
      stop();
    }
  });

  it('a tab taking over an entry the other tab saved meanwhile reopens it, and writes nothing over it', async () => {
    const other = heldElsewhere();
    const { storage, a, store, stop, reopened } = autosaving(5, other.locks);
    try {
      store.getState().setRecordedRevision({ revision: 5, pending: 0 });
      await vi.runAllTimersAsync();
      // The other tab saves an edit (and says "Saved" for it), then lets go.
      const theirs = { ...runSpecOf(lessonById('permissions')!.document), inputs: [] };
      const saved = await depsOf(store, storage)
        .storage.library()
        .save(a.id, {
          document: documentOf(theirs, a.title),
          savedAt: 'later',
          position: { released: 3, finished: false },
          pending: [],
        });
      if (!saved.ok) throw new Error(saved.reason);
      const committed = storage.getItem('toolscope.library.v1');
      other.grant();
      await vi.runAllTimersAsync();
      expect(reopened.map((entry) => [entry.id, entry.savedAt, entry.position])).toEqual([
        [a.id, 'later', { released: 3, finished: false }],
      ]);
      expect(storage.getItem('toolscope.library.v1')).toBe(committed); // this tab's older state not written
      expect(saveIndicator(store.getState())).not.toBe('saved');
      expect(editsKeptHere(store.getState())).toBe(false); // until the reopened entry is on screen
    } finally {
      stop();
    }
  });

  it('says saving from the moment an edit is sent until it is answered, and while a draft is being written', async () => {
    const { store, stop } = autosaving(11);
    try {
      store.getState().setRecordedRevision({ revision: 11, pending: 0 });
      await vi.runAllTimersAsync();
      expect(saveIndicator(store.getState())).toBe('saved');
      store.getState().countEditInFlight(1); // a terminal command on its way: not in any revision yet
      expect(saveIndicator(store.getState())).toBe('saving');
      store.getState().countEditInFlight(-1);
      expect(saveIndicator(store.getState())).toBe('saved');
      store.getState().setEditorDraft('src/a.ts', 'typed');
      expect(saveIndicator(store.getState())).toBe('saving');
      await vi.runAllTimersAsync();
      expect(saveIndicator(store.getState())).toBe('saved');
    } finally {
      stop();
    }
  });

  it('moves the pointer with every released event at once, only while the saved document holds every input', async () => {
    const { storage, a, store, stop } = autosaving(11);
    const pointer = () => readActiveSession(storage);
    const event = (seq: number) => ({ type: 'step-start', seq, step: 1, timeMs: 0 }) as unknown as TraceEvent;
    const delta = (seq: number) =>
      ({ type: 'model-delta', seq, step: 1, timeMs: 0 }) as unknown as TraceEvent;
    try {
      store.getState().setRecordedRevision({ revision: 11, pending: 0 });
      await vi.runAllTimersAsync();
      expect(pointer()).toEqual({ id: a.id, released: 0, finished: false, step: 0 });
      // No timer runs: a reload right after this step still finds it. A delta does not move the point.
      store.getState().appendEvents([event(0), delta(1), event(2)]);
      expect(pointer()).toEqual({ id: a.id, released: 2, finished: false, step: 1 });
      // An input recorded and not saved yet: the pointer waits for the document that holds it.
      store.getState().setRecordedRevision({ revision: 12, pending: 0 });
      store.getState().appendEvents([event(3)]);
      expect(pointer()?.released).toBe(2);
    } finally {
      stop();
    }
  });
});

describe('autosave after a live run ended (issue 36, item 5)', () => {
  // The position saved with a document is where the runtime stood when it read that document out. Taken from
  // the page a task later instead, it included what was released meanwhile: the run's final answer, its end
  // and "finished", with a document read before the final answer was recorded. A reload then replayed a
  // recording one answer short and ended "Finished · error" three events early.
  it('saves the position the recorded state was read at, not what the page was shown after it', async () => {
    const { storage, a } = freshEntries();
    const store = createAppStore('en');
    const recordedAt = {
      point: 4,
      step: 2,
      status: statusOf({ phase: 'running', released: 5, computed: 5 }),
    };
    const { port, release } = portExporting(edited, 7, [], recordedAt);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    const event = (seq: number) => ({ type: 'step-start', seq, step: 3, timeMs: 0 }) as unknown as TraceEvent;
    store.getState().appendEvents([0, 1, 2, 3, 4, 5, 6].map(event));
    const saving = saveNow(depsOf(store));
    release();
    // Shown while the save runs: the final answer recorded (a new revision), the rest of the run and its end,
    // which the document read before does not hold.
    store.getState().setRecordedRevision({ revision: 8, pending: 0 });
    store.getState().appendEvents([event(7), event(8)]);
    store.getState().setRuntimeStatus(statusOf({ phase: 'finished', released: 9, computed: 9 }));
    await saving;
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    const kept = { released: 4, finished: false, step: 2 };
    expect(read.entries[0]!.position).toEqual(kept);
    expect(readActiveSession(storage)).toEqual({ id: a.id, ...kept });
    expect(saveIndicator(store.getState())).toBe('saving'); // the end shown is not saved yet
  });

  it('moves the pointer to what was shown meanwhile, the end included, once no input was recorded since', async () => {
    const { storage, a } = freshEntries();
    const store = createAppStore('en');
    const recordedAt = {
      point: 4,
      step: 2,
      status: statusOf({ phase: 'running', released: 5, computed: 5 }),
    };
    const { port, release } = portExporting(edited, 7, [], recordedAt);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    store.getState().setRecordedRevision({ revision: 7, pending: 0 });
    const event = (seq: number) => ({ type: 'step-start', seq, step: 3, timeMs: 0 }) as unknown as TraceEvent;
    store.getState().appendEvents([0, 1, 2, 3, 4].map(event));
    const saving = saveNow(depsOf(store));
    release();
    // The run's end, computed from inputs the document holds (the revision did not move).
    store.getState().appendEvents([event(5), event(6)]);
    store.getState().setRuntimeStatus(statusOf({ phase: 'finished', released: 7, computed: 7 }));
    await saving;
    expect(readActiveSession(storage)).toEqual({ id: a.id, released: 7, finished: true, step: 3 });
  });

  it('saves "finished" with the document that holds the run to its end', async () => {
    const { storage, a } = freshEntries();
    const store = createAppStore('en');
    const ended = statusOf({ phase: 'finished', released: 9, computed: 9 });
    const { port, release } = portExporting(edited, 7, [], { point: 9, step: 3, status: ended });
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(a.id);
    release();
    await saveNow(depsOf(store));
    expect(readActiveSession(storage)).toEqual({ id: a.id, released: 9, finished: true, step: 3 });
  });
});

describe('autosave into IndexedDB', () => {
  it('a save refused for quota is said in place, and the entry keeps what was saved before', async () => {
    const library = idbLibrary({ factory: new IDBFactory() });
    const lesson = lessonById('registration')!.document;
    const created = await library.create(lesson, 'lesson', 't0');
    if (!created.ok) throw new Error(created.reason);
    const store = createAppStore('en');
    const { port, release } = portExporting(edited);
    store.getState().setRuntimePort(port);
    store.getState().setActiveSession(created.value.id);
    release();
    const deps = fakeDeps({ store });
    const refuse = refuseCommits();
    try {
      await saveNow({ ...deps, storage: { ...deps.storage, library: () => library } });
    } finally {
      refuse.stop();
    }
    const save = store.getState().librarySave;
    expect(save.kind === 'failed' && save.reason).toMatch(
      /storage .*is full.*nothing already saved was lost/,
    );
    expect(store.getState().notice).toMatchObject({ kind: 'error' });
    const read = await library.read();
    expect(read.ok && read.entries[0]!.document).toEqual(lesson);
  });
});
