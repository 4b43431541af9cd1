// What the Sessions panel does, over the stored library: each action changes storage first and the screen
// only once storage accepted it, so a refused write (a full storage) changes nothing anywhere.
import i18next from 'i18next';
import { blankSessionDocument } from '../../session/export/blank-session';
import { clearTabActiveSession } from '../../session/export/library-active';
import type { LibraryChange } from '../../session/export/library-store';
import type { LibraryEntry, SessionPosition } from '../../session/export/session-library';
import { withoutScriptedCassette } from '../../session/export/without-scripted-cassette';
import { documentOf } from '../../session/session-document';
import { useAppStore } from '../../state/app-store';
import { activePointerStores, browserLibrary } from '../share/browser-storage';
import { markOpened, markOpening, openDocument, type OpenOutcome } from '../share/open-document';
import { flushAutosave } from './autosave';
import { replayToPosition } from './replay-to-position';

const now = () => new Date().toISOString();

/**
 * Opens a kept session where it was left: replayed to the same number of events, with the inputs that were
 * waiting for a boundary queued again. A refusal is recorded on the entry, so start-up never opens it again
 * unasked; an open that succeeds clears an earlier failure.
 */
export async function openEntry(
  entry: LibraryEntry,
  position: SessionPosition | undefined = entry.position,
): Promise<OpenOutcome> {
  await flushAutosave();
  const store = useAppStore.getState();
  // Held from before the load, so the empty trace of the fresh load is not saved over the position.
  store.setLibraryRestoring(true);
  try {
    markOpening(entry.id, position);
    const opened = await openDocument({
      document: entry.document,
      saveAs: null,
      entryId: entry.id,
      step: null,
      ...(entry.lessonId === undefined ? {} : { lessonId: entry.lessonId }),
    });
    if (!opened.ok) {
      if (opened.refused !== undefined)
        await browserLibrary().setOpenFailure(entry.id, {
          kind: 'load-failed',
          reason: opened.refused,
          at: now(),
        });
      useAppStore.getState().libraryChanged();
      return opened;
    }
    if (position) await replayToPosition(position);
    if (entry.pending && entry.pending.length > 0) await store.runtimePort?.queueInputs(entry.pending);
    if (entry.openFailure) afterChange(await browserLibrary().setOpenFailure(entry.id, null));
    markOpened(entry.id);
    return opened;
  } finally {
    useAppStore.getState().setLibraryRestoring(false);
  }
}

/**
 * Opening another entry from the panel: when it cannot be opened, the session that was on screen comes back
 * where it was (the failed load had already replaced it in the runtime), so a bad entry costs nothing.
 */
export async function switchToEntry(entry: LibraryEntry): Promise<OpenOutcome> {
  const previous = useAppStore.getState().activeSessionId;
  const opened = await openEntry(entry);
  if (!opened.ok && !opened.superseded && previous !== entry.id) await returnTo(previous);
  return opened;
}

/** After a refused open (an entry, a file): reopens the entry that was on screen before, if there was one. */
export async function returnTo(previous: string | null): Promise<void> {
  if (previous === null || useAppStore.getState().activeSessionId !== null) return;
  const library = await browserLibrary().read();
  const back = library.ok ? library.entries.find((e) => e.id === previous) : undefined;
  if (back) await openEntry(back);
}

/** A blank scripted session, as a new entry, opened. */
export function createBlankSession(title: string): Promise<OpenOutcome> {
  return openDocument({ document: blankSessionDocument(title), saveAs: 'new', step: null });
}

/** The session on screen as it stands now (its inputs so far), as a new entry; the original stays as it is. */
export async function saveCurrentAsNew(title: string): Promise<LibraryChange<LibraryEntry>> {
  const spec = await useAppStore.getState().runtimePort?.exportSpec();
  if (!spec) return { ok: false, reason: 'There is no session on screen to save.' };
  const document = withoutScriptedCassette(documentOf(spec, title));
  return afterChange(await browserLibrary().create(document, 'new', now()));
}

export async function renameSession(id: string, title: string): Promise<LibraryChange<LibraryEntry>> {
  return afterChange(await browserLibrary().rename(id, title, now()));
}

export async function duplicateSession(id: string, title: string): Promise<LibraryChange<LibraryEntry>> {
  return afterChange(await browserLibrary().duplicate(id, title, now()));
}

/** What deleting did, in a sentence for the panel (null: the entry was not the one on screen). */
export type Deleted = { readonly said: string | null };

/**
 * Deleting the session on screen does not leave it there as if it still existed: the next session in the
 * list opens (else the one before it), or, when it was the last, a new blank one; the sentence says which.
 */
export async function deleteSession(id: string): Promise<LibraryChange<Deleted>> {
  const store = useAppStore.getState();
  const wasOpen = store.activeSessionId === id;
  const library = browserLibrary();
  const before = await library.read();
  const gone = before.ok ? before.entries.find((e) => e.id === id) : undefined;
  if (wasOpen) store.setActiveSession(null); // nothing more is saved into it
  const deleted = afterChange(await library.remove(id));
  if (!deleted.ok) {
    if (wasOpen) store.setActiveSession(id);
    return deleted;
  }
  if (!wasOpen) return { ok: true, value: { said: null } };
  clearTabActiveSession(activePointerStores(), id);
  const title = gone?.title ?? id;
  const next = before.ok ? neighbourOf(before.entries, id) : undefined;
  if (next && (await openEntry(next)).ok)
    return { ok: true, value: { said: i18next.t('library.deletedShowing', { title, next: next.title }) } };
  const blank = await createBlankSession(i18next.t('library.blankTitle'));
  const said = blank.ok
    ? i18next.t('library.deletedBlank', { title })
    : i18next.t('library.deletedNothing', { title, reason: blank.reason });
  return { ok: true, value: { said } };
}

/** The entry after `id` in the list, else the one before, leaving out entries whose last open failed. */
function neighbourOf(entries: readonly LibraryEntry[], id: string): LibraryEntry | undefined {
  const index = entries.findIndex((e) => e.id === id);
  const openable = (e: LibraryEntry | undefined) => e !== undefined && e.openFailure === undefined;
  const after = entries.slice(index + 1).find(openable);
  return after ?? entries.slice(0, Math.max(0, index)).reverse().find(openable);
}

function afterChange<T>(change: LibraryChange<T>): LibraryChange<T> {
  if (change.ok) useAppStore.getState().libraryChanged();
  return change;
}
