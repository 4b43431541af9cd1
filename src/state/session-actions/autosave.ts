// Autosave: the session on screen is kept in its own library entry — its document (every recorded input),
// the inputs still waiting for a boundary, and how far it was stepped.
//
// What triggers a save is what the runtime records, not what it shows: the worker posts a new revision after
// every input (an editor save, a terminal change, a settings change, a permission answer, a clock advance, a
// fault), user message and model exchange, and a new revision is saved at once. A person's edit made while
// paused releases no trace event, so a save keyed on events alone would never keep it. Released events and
// status changes move the position and are saved after a quiet interval (a run streams many).
//
// Saves run one at a time, the latest state last; each records which revision and position it wrote, so the
// page says "saved" only for exactly the state on screen (library-slice `saveIndicator`). A save started for
// one entry is dropped if another was opened meanwhile, so a session is never written into someone else's
// entry; and only the tab holding the entry's lock saves into it (entry-lock.ts), once it has taken over from
// what the tab before it saved (entry-takeover.ts). An edit a person makes counts as in flight from the moment
// it is sent until the runtime answered it (edit-gate.ts: by then its revision is on the page), and a draft
// until its write completed: "saved" waits for both.
//
// The position alone moves at once, with every released event and status: the tab's pointer is a few bytes
// written synchronously, so a reload a moment after a step still returns to that step (the document's save
// waits for a quiet interval). It moves only while the last completed save holds every input recorded so far:
// a pointer ahead of the document it is replayed with would point into a different trace. Editor drafts (text
// typed and not saved) are written at each change too, into the library beside the entry (a small record of
// their own, in order, one write at a time); a refused write (a full quota) is said as a refused save is.
import { writeTabActiveSession } from '../../session/export/library-active';
import type { EditorDrafts } from '../../session/export/library-drafts';
import { deviceScrubber } from '../device-secrets';
import { withoutScriptedCassette } from '../../session/without-scripted-cassette';
import { documentOf } from '../../session/session-document';
import { withExpectations } from '../../session/expectations';
import { finishedOf } from '../library-slice';
import { counterStepAt } from '../../engine/trace/trace-point';
import type { AppStore } from '../store';
import type { SessionActionDeps } from './deps';
import { startEntryLocks } from './entry-lock';
import { takeOverEntry, type ReopenEntry } from './entry-takeover';
import { startWorkspaceStore } from './workspace-store';

const QUIET_MS = 300;

/** The saver running for each store (one in the page; a test may start several). */
const running = new WeakMap<AppStore, { flush(): Promise<void> }>();

/** How long opening another session waits for the save of the one leaving the screen. */
const FLUSH_LIMIT_MS = 2000;

/**
 * Saves the session on screen now and resolves once that save ended (before another session replaces it) —
 * or after a bound, so a runtime that stopped answering never keeps a person from opening another session
 * (a save answered later is dropped: the active entry has changed by then).
 */
export function flushAutosave(store: AppStore): Promise<void> {
  const flushing = running.get(store)?.flush();
  if (!flushing) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_LIMIT_MS)));
  return Promise.race([flushing, bound]).finally(() => clearTimeout(timer));
}

/** `reopen`: opens an entry as stored, for a tab that takes over an entry another tab saved meanwhile. */
export function startLibraryAutosave(deps: SessionActionDeps, reopen: ReopenEntry): () => void {
  const { store } = deps;
  // Taking an entry over (from the entry as stored) saves what this tab shows, and makes this tab the one
  // that writes its workspace.
  const locks = startEntryLocks(
    store,
    deps.locks,
    (id) => takeOverEntry(deps, id, reopen),
    () => {
      saver.soon(0);
      workspaceStore.sync();
    },
  );
  const workspaceStore = startWorkspaceStore(deps, (id) => locks.state(id));
  const saver = serialSaver(() => saveNow(deps, (id) => locks.state(id) === 'held'));
  running.set(store, saver);
  const drafts = draftWriter(deps);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.activeSessionId === null || state.libraryRestoring) return;
    if (state.editorDrafts !== previous.editorDrafts && locks.state(state.activeSessionId) === 'held')
      drafts.write(state.activeSessionId, deviceScrubber(state).value(state.editorDrafts)); // docs/security.md
    const recorded =
      state.recordedRevision !== previous.recordedRevision ||
      state.activeSessionGeneration !== previous.activeSessionGeneration ||
      state.libraryRestoring !== previous.libraryRestoring ||
      // A pinned expectation is part of the document, though the runtime records nothing for it.
      state.expectations !== previous.expectations;
    if (recorded) saver.soon(0);
    else if (state.events !== previous.events || state.runtimeStatus !== previous.runtimeStatus) {
      keepPointer(deps, state, (id) => locks.state(id) === 'held');
      saver.soon(QUIET_MS);
    }
  });
  return () => {
    unsubscribe();
    workspaceStore.stop();
    locks.stop();
    saver.stop();
    if (running.get(store) === saver) running.delete(store);
  };
}

/** Writes each change of the drafts, in the order made, one at a time (the last one written last). */
function draftWriter(deps: SessionActionDeps) {
  let chain: Promise<void> = Promise.resolve();
  return {
    write(id: string, drafts: EditorDrafts) {
      // In flight from the keystroke: "saved" shows only once the drafts store holds it.
      deps.store.getState().countEditInFlight(1);
      chain = chain.then(async () => {
        const saved = await deps.storage
          .library()
          .saveDrafts(id, drafts)
          .catch((error: unknown) => ({ ok: false as const, reason: String(error) }));
        deps.store.getState().countEditInFlight(-1);
        if (!saved.ok && deps.store.getState().activeSessionId === id) failed(deps.store, saved.reason);
      });
    },
  };
}

/**
 * Runs `save` after `delayMs`, one at a time: asked while one runs, one more runs after it (a save reads the
 * state when it starts, so that one covers every request made meanwhile, as does one already due at once).
 */
function serialSaver(save: () => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAtOnce = false;
  let waiting: Promise<void> | null = null;
  let chain: Promise<void> = Promise.resolve();
  const run = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting !== null) return waiting;
    const next = chain.then(() => {
      waiting = null;
      return save().catch(() => undefined);
    });
    waiting = next;
    chain = next;
    return next;
  };
  return {
    soon(delayMs: number) {
      if (timer !== null && dueAtOnce) return;
      if (timer !== null) clearTimeout(timer); // a quiet interval starts again
      dueAtOnce = delayMs === 0;
      timer = setTimeout(() => void run(), delayMs);
    },
    flush: run,
    stop() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/** `mayWrite`: whether this tab may save into the entry (it holds the entry's lock). */
export async function saveNow(
  deps: SessionActionDeps,
  mayWrite: (id: string) => boolean = () => true,
): Promise<void> {
  const { store } = deps;
  const before = store.getState();
  const port = deps.runtime();
  const id = before.activeSessionId;
  if (id === null || before.libraryRestoring || !port || !mayWrite(id)) return;
  const generation = before.activeSessionGeneration;
  const recorded = await port.recordedState().catch(() => null);
  // The recorded state arrives in its message's task (taking in a 10,000-file document costs ~20 ms there);
  // the write gets a task of its own, so the two never add up to one long task.
  await nextTask();
  const during = store.getState();
  if (recorded === null || during.activeSessionGeneration !== generation || during.libraryRestoring) return;
  // Where the runtime stood when it read the document out, never what the page shows by now: events released
  // since may lie past it (the run's final answer, recorded a moment after, and its end; issue 36).
  const position = {
    released: recorded.at.point,
    finished: finishedOf(recorded.at.status),
    // Said while a reload replays to here ("Opening at step N…").
    step: recorded.at.step,
  };
  const saved = await deps.storage.library().save(id, {
    document: withExpectations(withoutScriptedCassette(documentOf(recorded.spec, '')), during.expectations),
    savedAt: deps.now(),
    position,
    pending: recorded.pending,
  });
  const after = store.getState();
  if (after.activeSessionGeneration !== generation) return; // another entry is on screen: say nothing
  if (!saved.ok) {
    failed(store, saved.reason);
    return;
  }
  after.setActiveEntryStamp(saved.value.savedAt); // what this tab last wrote (entry-takeover.ts)
  const pointer = writeTabActiveSession(deps.storage.pointers(), { id, ...position });
  if (pointer.ok)
    after.setLibrarySave({
      kind: 'saved',
      at: saved.value.savedAt,
      revision: recorded.revision,
      ...position,
    });
  else failed(store, pointer.reason);
  after.libraryChanged();
  // What was shown while this save ran, the end of a run included, is held by the document just written when
  // no input was recorded meanwhile: the pointer goes there now, not after the next quiet interval.
  if (pointer.ok) keepPointer(deps, store.getState(), mayWrite);
}

/** The tab's pointer at the position shown, when the saved document covers it (see the top of this file). */
function keepPointer(
  deps: SessionActionDeps,
  state: ReturnType<AppStore['getState']>,
  mayWrite: (id: string) => boolean,
): void {
  const id = state.activeSessionId;
  const save = state.librarySave;
  if (id === null || !mayWrite(id) || save.kind !== 'saved') return;
  if (save.revision !== state.recordedRevision?.revision) return;
  writeTabActiveSession(deps.storage.pointers(), {
    id,
    released: state.livePoint,
    finished: finishedOf(state.runtimeStatus),
    step: counterStepAt(state.events, null),
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Said once on the page (not at every step while the storage stays full), and kept in the Sessions panel. */
function failed(store: AppStore, reason: string): void {
  const state = store.getState();
  if (state.librarySave.kind !== 'failed') state.showNotice({ kind: 'error', text: reason });
  state.setLibrarySave({ kind: 'failed', reason });
}
