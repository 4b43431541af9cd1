// Where the session library is kept, as one asynchronous interface: IndexedDB in the page (idb/), or the
// key-value functions of library-store.ts over localStorage (tests, a browser with no IndexedDB); editor
// drafts with the rest. Every method
// resolves only once its change is durable — localStorage: `setItem` returned; IndexedDB: the transaction
// completed — or refused, with what was stored before left as it was. The page says "saved" only after
// such a promise resolved ok (state/session-actions/autosave.ts).
//
// Callers issue one change at a time per entry (autosave waits for its save before the next), so an
// implementation need not order overlapping writes to the same entry; IndexedDB orders read-write
// transactions on one store by creation anyway.
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { SessionDocument } from '../session-document';
import type { WrittenLessonRef } from '../lessons/authoring/written-lesson-ref';
import { readDrafts, writeDrafts, type EditorDrafts } from './library-drafts';
import {
  createEntry,
  deleteEntry,
  duplicateEntry,
  renameEntry,
  setEntryBreakpoints,
  setEntryOpenFailure,
  updateEntryDocument,
  type LibraryChange,
} from './library-store';
import type {
  KeyValueStorage,
  LibraryEntry,
  LibraryOrigin,
  LibraryRead,
  OpenFailure,
  SessionPosition,
} from './session-library';
import { readLibrary } from './library-snapshot';

/** What autosave writes into an entry: the session's document, how far it was stepped, what is pending. */
export interface EntrySave {
  readonly document: SessionDocument;
  readonly savedAt: string;
  readonly position: SessionPosition;
  readonly pending: readonly LiveInput[];
}

export interface LibraryStorage {
  /** Every entry this version can load, in library order. */
  read(): Promise<LibraryRead>;
  create(
    document: SessionDocument,
    origin: LibraryOrigin,
    savedAt: string,
    lessonId?: string | null,
    /** A lesson from "Your lessons" (not a built-in one): reopening the entry looks it up on the shelf. */
    writtenLesson?: WrittenLessonRef | null,
  ): Promise<LibraryChange<LibraryEntry>>;
  /** The session's state into its own entry (the entry's name is kept). */
  save(id: string, save: EntrySave): Promise<LibraryChange<LibraryEntry>>;
  rename(id: string, title: string, savedAt: string): Promise<LibraryChange<LibraryEntry>>;
  /** A copy right after the original. */
  duplicate(id: string, title: string, savedAt: string): Promise<LibraryChange<LibraryEntry>>;
  remove(id: string): Promise<LibraryChange<string>>;
  /** Records (null: clears) that the last attempt to open the entry failed. */
  setOpenFailure(id: string, failure: OpenFailure | null): Promise<LibraryChange<LibraryEntry>>;
  /** The entry's breakpoints (issue 17): beside its document, never in it. */
  setBreakpoints(id: string, breakpoints: readonly Breakpoint[]): Promise<LibraryChange<LibraryEntry>>;
  /** The entry's editor drafts (text typed and not saved); none: `{}`. */
  readDrafts(id: string): Promise<EditorDrafts>;
  /** Replaces the entry's drafts (none: they are dropped); removing the entry drops them too. */
  saveDrafts(id: string, drafts: EditorDrafts): Promise<LibraryChange<null>>;
}

/** The library in a string key-value store (localStorage in the page, a Map in tests). */
export function keyValueLibrary(storage: KeyValueStorage): LibraryStorage {
  return {
    read: () => settled(() => readLibrary(storage)),
    create: (document, origin, savedAt, lessonId = null, writtenLesson = null) =>
      settled(() => createEntry(storage, document, origin, savedAt, lessonId, writtenLesson)),
    save: (id, save) =>
      settled(() =>
        updateEntryDocument(storage, id, save.document, save.savedAt, save.position, save.pending),
      ),
    rename: (id, title, savedAt) => settled(() => renameEntry(storage, id, title, savedAt)),
    duplicate: (id, title, savedAt) => settled(() => duplicateEntry(storage, id, title, savedAt)),
    remove: (id) =>
      settled(() => {
        const removed = deleteEntry(storage, id);
        if (removed.ok) writeDrafts(storage, id, {});
        return removed;
      }),
    setOpenFailure: (id, failure) => settled(() => setEntryOpenFailure(storage, id, failure)),
    setBreakpoints: (id, breakpoints) => settled(() => setEntryBreakpoints(storage, id, breakpoints)),
    readDrafts: (id) => settled(() => readDrafts(storage, id)),
    saveDrafts: (id, drafts) => settled(() => writeDrafts(storage, id, drafts)),
  };
}

/** A synchronous write is durable when it returns: its promise settles with it (a throw rejects). */
function settled<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}
