// Autosave: whenever the session on screen moves (events released, a status change, an input recorded in the
// worker), its current document is saved into its own library entry, with how far it was stepped — at most
// once per quiet interval. A save started for one entry is dropped if another was opened meanwhile, so a
// session is never written into someone else's entry; and only the tab holding the entry's lock saves into it
// (entry-lock.ts), so two tabs on one entry never overwrite each other.
import { writeTabActiveSession } from '../../session/export/library-active';
import { updateEntryDocument } from '../../session/export/library-store';
import { documentOf } from '../../session/session-document';
import type { AppStore } from '../../state/store';
import { activePointerStores, browserStorage } from '../share/browser-storage';
import { showNotice } from '../share/notice';
import { startEntryLocks } from './entry-lock';

const QUIET_MS = 300;

export function startLibraryAutosave(store: AppStore): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void saveNow(store, (id) => locks.state(id) === 'held');
    }, QUIET_MS);
  };
  // Taking the entry over from a tab that let go saves at once what this tab shows.
  const locks = startEntryLocks(store, schedule);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.activeSessionId === null || state.libraryRestoring) return;
    const moved =
      state.events !== previous.events ||
      state.runtimeStatus !== previous.runtimeStatus ||
      state.activeSessionGeneration !== previous.activeSessionGeneration ||
      state.libraryRestoring !== previous.libraryRestoring;
    if (moved) schedule();
  });
  return () => {
    unsubscribe();
    locks.stop();
    if (timer !== null) clearTimeout(timer);
  };
}

/** `mayWrite`: whether this tab may save into the entry (it holds the entry's lock). */
export async function saveNow(
  store: AppStore,
  mayWrite: (id: string) => boolean = () => true,
): Promise<void> {
  const before = store.getState();
  const id = before.activeSessionId;
  if (id === null || before.libraryRestoring || !before.runtimePort || !mayWrite(id)) return;
  const generation = before.activeSessionGeneration;
  const spec = await before.runtimePort.exportSpec().catch(() => null);
  const after = store.getState();
  if (spec === null || after.activeSessionGeneration !== generation || after.libraryRestoring) return;
  const storage = browserStorage();
  const status = after.runtimeStatus;
  const position = {
    released: after.events.length,
    finished: status?.phase === 'finished' && status.lastRun !== null,
  };
  const saved = updateEntryDocument(storage, id, documentOf(spec, ''), new Date().toISOString(), position);
  if (!saved.ok) {
    failed(store, saved.reason);
    return;
  }
  const pointer = writeTabActiveSession(activePointerStores(), { id, ...position });
  if (pointer.ok) after.setLibrarySave({ kind: 'saved', at: saved.value.savedAt });
  else failed(store, pointer.reason);
  after.libraryChanged();
}

/** Said once on the page (not at every step while the storage stays full), and kept in the Sessions panel. */
function failed(store: AppStore, reason: string): void {
  const state = store.getState();
  if (state.librarySave.kind !== 'failed') showNotice({ kind: 'error', text: reason });
  state.setLibrarySave({ kind: 'failed', reason });
}
