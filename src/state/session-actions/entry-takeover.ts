// A tab that gets an entry's lock (entry-lock.ts) takes over from everything the tab before it committed.
// That tab may have saved after this one read the entry (this tab showed it read-only meanwhile, or read it
// while the other was about to let go); writing this tab's state then would lose what the other saved, and
// it said "Saved" for it. So the tab compares the entry's `savedAt` with the one it last read or wrote
// (`activeEntryStamp`): the same, it saves from here on; another, it reopens the entry from the library —
// document and position as the other tab left them — before it saves or takes an edit. The other tab's
// editor drafts (written beside the entry, at each keystroke) replace this tab's, which were never kept.
import type { LibraryEntry } from '../../session/export/session-library';
import type { SessionActionDeps } from './deps';

/** Reopens an entry as stored (library-actions `openEntry`, handed in: it saves through autosave itself). */
export type ReopenEntry = (entry: LibraryEntry) => Promise<unknown>;

/** True: this tab shows the entry as stored, and may save it; false: it is reopening it from the library. */
export async function takeOverEntry(
  deps: SessionActionDeps,
  id: string,
  reopen: ReopenEntry,
): Promise<boolean> {
  await openSettled(deps);
  const state = deps.store.getState();
  if (state.activeSessionId !== id) return false; // another session is on screen now: its lock is asked anew
  const read = await deps.storage.library().read();
  // Another session opened while the library was read: the entry has left the screen, and reopening it
  // would put it back over the one the person just opened.
  if (deps.store.getState().activeSessionId !== id) return false;
  const entry = read.ok ? read.entries.find((e) => e.id === id) : undefined;
  // Gone (deleted in the other tab) or unreadable: nothing stored to start from, and a save says why not.
  if (!entry) return true;
  if (entry.savedAt !== deps.store.getState().activeEntryStamp) {
    void reopen(entry);
    return false;
  }
  // Drafts are written beside the entry without moving its savedAt: the other tab's are the ones kept.
  const drafts = await deps.storage.library().readDrafts(id);
  const now = deps.store.getState();
  if (now.activeSessionId !== id) return false;
  if (JSON.stringify(drafts) !== JSON.stringify(now.editorDrafts)) now.setEditorDrafts(drafts);
  return true;
}

/** Resolves once no open is under way: an open's own entry read is what this tab shows at its end. */
function openSettled(deps: SessionActionDeps): Promise<void> {
  if (!deps.store.getState().libraryRestoring) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = deps.store.subscribe((state) => {
      if (state.libraryRestoring) return;
      unsubscribe();
      resolve();
    });
  });
}
