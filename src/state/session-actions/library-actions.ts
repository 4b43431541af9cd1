// What the Sessions panel does, over the stored library: each action changes storage first and the screen
// only once storage accepted it, so a refused write (a full storage) changes nothing anywhere.
import { withExpectations } from '../../session/expectations';
import { blankSessionDocument } from '../../session/export/blank-session';
import { clearTabActiveSession } from '../../session/export/library-active';
import type { LibraryChange } from '../../session/export/library-store';
import type { LibraryEntry, SessionPosition } from '../../session/export/session-library';
import { withoutScriptedCassette } from '../../session/without-scripted-cassette';
import { documentOf, runSpecOf } from '../../session/session-document';
import { flushAutosave } from './autosave';
import type { SessionActionDeps } from './deps';
import { markOpened, markOpening, openDocument, type OpenOutcome } from './open-document';
import { noteDiscardedRequest } from './live-resume';
import { replayToPosition } from './replay-to-position';
import { forgetSessionWorkspace } from './workspace-store';
import { writtenLessonOfEntry } from './entry-lesson';

/**
 * Opens a kept session where it was left: replayed to the same number of events, with the inputs that were
 * waiting for a boundary queued again. A refusal is recorded on the entry, so start-up never opens it again
 * unasked; an open that succeeds clears an earlier failure.
 */
export async function openEntry(
  deps: SessionActionDeps,
  entry: LibraryEntry,
  position: SessionPosition | undefined = entry.position,
): Promise<OpenOutcome> {
  await flushAutosave(deps.store);
  const store = deps.store.getState();
  // Held from before the load, so the empty trace of the fresh load is not saved over the position.
  store.setLibraryRestoring(true);
  // A reload fast-forwards to where the session was left: the page says where it is going.
  if (position && position.released > 0) store.setOpeningAt({ step: position.step ?? null });
  try {
    markOpening(deps, entry.id, position);
    const opened = await openDocument(deps, {
      ...(await writtenLessonOfEntry(deps, entry)),
      document: entry.document,
      saveAs: null,
      entryId: entry.id,
      entryStamp: entry.savedAt,
      step: null,
      ...(entry.lessonId === undefined ? {} : { lessonId: entry.lessonId }),
      ...(entry.breakpoints === undefined ? {} : { breakpoints: entry.breakpoints }),
    });
    if (!opened.ok) {
      if (opened.refused !== undefined)
        await deps.storage.library().setOpenFailure(entry.id, {
          kind: 'load-failed',
          reason: opened.refused,
          at: deps.now(),
        });
      deps.store.getState().libraryChanged();
      return opened;
    }
    if (position) await replayToPosition(deps, position);
    // Reopened just after a request whose answer went with the page: said in place, asked again on going on.
    noteDiscardedRequest(deps, runSpecOf(entry.document), deps.store.getState().livePoint);
    if (entry.pending && entry.pending.length > 0) await deps.runtime()?.queueInputs(entry.pending);
    // What the person had typed and not saved comes back as it was: a draft, still to be saved.
    deps.store.getState().setEditorDrafts(await deps.storage.library().readDrafts(entry.id));
    if (entry.openFailure) afterChange(deps, await deps.storage.library().setOpenFailure(entry.id, null));
    markOpened(deps, entry.id);
    return opened;
  } finally {
    deps.store.getState().setLibraryRestoring(false);
  }
}

/**
 * Opening another entry from the panel: when it cannot be opened, the session that was on screen comes back
 * where it was (the failed load had already replaced it in the runtime), so a bad entry costs nothing.
 */
export async function switchToEntry(deps: SessionActionDeps, entry: LibraryEntry): Promise<OpenOutcome> {
  const previous = deps.store.getState().activeSessionId;
  const opened = await openEntry(deps, entry);
  if (!opened.ok && !opened.superseded && previous !== entry.id) await returnTo(deps, previous);
  return opened;
}

/** After a refused open (an entry, a file): reopens the entry that was on screen before, if there was one. */
export async function returnTo(deps: SessionActionDeps, previous: string | null): Promise<void> {
  if (previous === null || deps.store.getState().activeSessionId !== null) return;
  const library = await deps.storage.library().read();
  const back = library.ok ? library.entries.find((e) => e.id === previous) : undefined;
  if (back) await openEntry(deps, back);
}

/** A blank scripted session, as a new entry, opened. */
export function createBlankSession(deps: SessionActionDeps, title: string): Promise<OpenOutcome> {
  return openDocument(deps, { document: blankSessionDocument(title), saveAs: 'new', step: null });
}

/** The session on screen as it stands now (its inputs so far), as a new entry; the original stays as it is. */
export async function saveCurrentAsNew(
  deps: SessionActionDeps,
  title: string,
): Promise<LibraryChange<LibraryEntry>> {
  const spec = await deps.runtime()?.exportSpec();
  if (!spec) return { ok: false, reason: 'There is no session on screen to save.' };
  const document = withExpectations(
    withoutScriptedCassette(documentOf(spec, title)),
    deps.store.getState().expectations,
  );
  return afterChange(deps, await deps.storage.library().create(document, 'new', deps.now()));
}

export async function renameSession(
  deps: SessionActionDeps,
  id: string,
  title: string,
): Promise<LibraryChange<LibraryEntry>> {
  const renamed = afterChange(deps, await deps.storage.library().rename(id, title, deps.now()));
  // The entry on screen as this tab last wrote it (entry-takeover.ts compares it when taking over).
  if (renamed.ok && deps.store.getState().activeSessionId === id)
    deps.store.getState().setActiveEntryStamp(renamed.value.savedAt);
  return renamed;
}

export async function duplicateSession(
  deps: SessionActionDeps,
  id: string,
  title: string,
): Promise<LibraryChange<LibraryEntry>> {
  return afterChange(deps, await deps.storage.library().duplicate(id, title, deps.now()));
}

/** What deleting did, in a sentence for the panel (null: the entry was not the one on screen). */
export type Deleted = { readonly said: string | null };

/**
 * Deleting the session on screen does not leave it there as if it still existed: the next session in the
 * list opens (else the one before it), or, when it was the last, a new blank one; the sentence says which.
 */
export async function deleteSession(deps: SessionActionDeps, id: string): Promise<LibraryChange<Deleted>> {
  const store = deps.store.getState();
  const wasOpen = store.activeSessionId === id;
  const stamp = store.activeEntryStamp;
  const library = deps.storage.library();
  const before = await library.read();
  const gone = before.ok ? before.entries.find((e) => e.id === id) : undefined;
  if (wasOpen) store.setActiveSession(null); // nothing more is saved into it
  const deleted = afterChange(deps, await library.remove(id));
  if (!deleted.ok) {
    if (wasOpen) store.setActiveSession(id, stamp);
    return deleted;
  }
  void forgetSessionWorkspace(deps, id); // its drafts went with the entry
  if (!wasOpen) return { ok: true, value: { said: null } };
  clearTabActiveSession(deps.storage.pointers(), id);
  const title = gone?.title ?? id;
  const next = before.ok ? neighbourOf(before.entries, id) : undefined;
  const { t } = deps.text;
  if (next && (await openEntry(deps, next)).ok)
    return { ok: true, value: { said: t('library.deletedShowing', { title, next: next.title }) } };
  const blank = await createBlankSession(deps, t('library.blankTitle'));
  const said = blank.ok
    ? t('library.deletedBlank', { title })
    : t('library.deletedNothing', { title, reason: blank.reason });
  return { ok: true, value: { said } };
}

/** The entry after `id` in the list, else the one before, leaving out entries whose last open failed. */
function neighbourOf(entries: readonly LibraryEntry[], id: string): LibraryEntry | undefined {
  const index = entries.findIndex((e) => e.id === id);
  const openable = (e: LibraryEntry | undefined) => e !== undefined && e.openFailure === undefined;
  const after = entries.slice(index + 1).find(openable);
  return after ?? entries.slice(0, Math.max(0, index)).reverse().find(openable);
}

function afterChange<T>(deps: SessionActionDeps, change: LibraryChange<T>): LibraryChange<T> {
  if (change.ok) deps.store.getState().libraryChanged();
  return change;
}
