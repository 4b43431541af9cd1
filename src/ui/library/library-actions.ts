// What the Sessions panel does, over the stored library: each action changes storage first and the screen
// only once storage accepted it, so a refused write (a full storage) changes nothing anywhere.
import { blankSessionDocument } from '../../session/export/blank-session';
import { clearTabActiveSession } from '../../session/export/library-active';
import {
  createEntry,
  deleteEntry,
  duplicateEntry,
  renameEntry,
  type LibraryChange,
} from '../../session/export/library-store';
import type { LibraryEntry } from '../../session/export/session-library';
import { documentOf } from '../../session/session-document';
import { useAppStore } from '../../state/app-store';
import { activePointerStores, browserStorage } from '../share/browser-storage';
import { openDocument, type OpenOutcome } from '../share/open-document';
import { replayToPosition } from './replay-to-position';

const now = () => new Date().toISOString();

/** Opens a kept session where it was left (replayed to the same number of events). */
export async function openEntry(entry: LibraryEntry): Promise<OpenOutcome> {
  // Held from before the load, so the empty trace of the fresh load is not saved over the position.
  useAppStore.getState().setLibraryRestoring(true);
  try {
    const opened = await openDocument({
      document: entry.document,
      saveAs: null,
      entryId: entry.id,
      step: null,
      ...(entry.lessonId === undefined ? {} : { lessonId: entry.lessonId }),
    });
    if (opened.ok && entry.position) await replayToPosition(entry.position);
    return opened;
  } finally {
    useAppStore.getState().setLibraryRestoring(false);
  }
}

/** A blank scripted session, as a new entry, opened. */
export function createBlankSession(title: string): Promise<OpenOutcome> {
  return openDocument({ document: blankSessionDocument(title), saveAs: 'new', step: null });
}

/** The session on screen as it stands now (its inputs so far), as a new entry; the original stays as it is. */
export async function saveCurrentAsNew(title: string): Promise<LibraryChange<LibraryEntry>> {
  const spec = await useAppStore.getState().runtimePort?.exportSpec();
  if (!spec) return { ok: false, reason: 'There is no session on screen to save.' };
  return afterChange(createEntry(browserStorage(), documentOf(spec, title), 'new', now()));
}

export function renameSession(id: string, title: string): LibraryChange<LibraryEntry> {
  return afterChange(renameEntry(browserStorage(), id, title, now()));
}

export function duplicateSession(id: string, title: string): LibraryChange<LibraryEntry> {
  return afterChange(duplicateEntry(browserStorage(), id, title, now()));
}

/** Deleting the entry on screen leaves the session visible but kept nowhere, and a reload opens nothing. */
export function deleteSession(id: string): LibraryChange<string> {
  const deleted = afterChange(deleteEntry(browserStorage(), id));
  const store = useAppStore.getState();
  if (deleted.ok && store.activeSessionId === id) {
    store.setActiveSession(null);
    clearTabActiveSession(activePointerStores(), id);
  }
  return deleted;
}

function afterChange<T>(change: LibraryChange<T>): LibraryChange<T> {
  if (change.ok) useAppStore.getState().libraryChanged();
  return change;
}
