// Changing the session library: create, rename, duplicate, delete, and save a session's latest document into
// its entry. Every change reads the stored array as it is, changes one entry and writes the array back in one
// setItem, so a failed write (a full storage) leaves the previous library intact. Entries this version cannot
// load are carried along untouched; a library that is not an array is never written over. Reading and writing
// go through library-snapshot.ts, so a change parses, checks and stringifies only what it changed.
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { SessionDocument } from '../session-document';
import type { WrittenLessonRef } from '../lessons/authoring/written-lesson-ref';
import {
  copiedEntry,
  freshId,
  missingEntry,
  NEEDS_A_NAME,
  newEntry,
  renamedEntry,
  savedEntry,
  storageFailure,
  storageRefusal,
  withBreakpoints,
  withOpenFailure,
} from './entry-edits';
import {
  librarySnapshot,
  nextSnapshot,
  rememberSnapshot,
  type LibrarySnapshot,
  type StoredEntry,
} from './library-snapshot';
import type {
  KeyValueStorage,
  LibraryEntry,
  LibraryOrigin,
  OpenFailure,
  SessionPosition,
  StorageProblem,
} from './session-library';
import { LIBRARY_KEY } from './library-key';

export { storageFailure };

export type LibraryChange<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string; readonly problem?: StorageProblem };

export function createEntry(
  storage: KeyValueStorage,
  document: SessionDocument,
  origin: LibraryOrigin,
  savedAt: string,
  lessonId: string | null = null,
  writtenLesson: WrittenLessonRef | null = null,
): LibraryChange<LibraryEntry> {
  return change(storage, (stored) => {
    const entry = newEntry(freshId(idsOf(stored)), document, origin, savedAt, lessonId, writtenLesson);
    return { ok: true, entries: [...stored, entry], value: entry };
  });
}

export function renameEntry(
  storage: KeyValueStorage,
  id: string,
  title: string,
  savedAt: string,
): LibraryChange<LibraryEntry> {
  if (title.trim() === '') return NEEDS_A_NAME;
  return changeEntry(storage, id, (entry) => renamedEntry(entry, title, savedAt)!);
}

/** Saves the session's latest document (after a step, an input, a status change) into its own entry. */
/** The breakpoints kept with an entry (none: the field is dropped). Never part of its document. */
export function setEntryBreakpoints(
  storage: KeyValueStorage,
  id: string,
  breakpoints: readonly Breakpoint[],
): LibraryChange<LibraryEntry> {
  return changeEntry(storage, id, (entry) => withBreakpoints(entry, breakpoints));
}

export function updateEntryDocument(
  storage: KeyValueStorage,
  id: string,
  document: SessionDocument,
  savedAt: string,
  position?: SessionPosition,
  pending: readonly LiveInput[] = [],
): LibraryChange<LibraryEntry> {
  return changeEntry(storage, id, (entry) => savedEntry(entry, document, savedAt, position, pending));
}

/** Records (or, with null, clears) that the last attempt to open the entry failed. */
export function setEntryOpenFailure(
  storage: KeyValueStorage,
  id: string,
  failure: OpenFailure | null,
): LibraryChange<LibraryEntry> {
  return changeEntry(storage, id, (entry) => withOpenFailure(entry, failure));
}

export function duplicateEntry(
  storage: KeyValueStorage,
  id: string,
  title: string,
  savedAt: string,
): LibraryChange<LibraryEntry> {
  return change(storage, (stored, snapshot) => {
    const index = indexOfLoadable(snapshot, id);
    if (index === null) return missingEntry(id);
    const source = stored[index] as unknown as LibraryEntry;
    const copy = copiedEntry(source, freshId(idsOf(stored)), title, savedAt);
    // Right after the original, where a person looks for it.
    return {
      ok: true,
      entries: [...stored.slice(0, index + 1), copy, ...stored.slice(index + 1)],
      value: copy,
    };
  });
}

export function deleteEntry(storage: KeyValueStorage, id: string): LibraryChange<string> {
  return change(storage, (stored) => {
    const index = stored.findIndex((entry) => entry.id === id);
    if (index < 0) return missingEntry(id);
    return { ok: true, entries: stored.filter((_, i) => i !== index), value: id };
  });
}

type Draft<T> =
  | { readonly ok: true; readonly entries: readonly unknown[]; readonly value: T }
  | {
      readonly ok: false;
      readonly reason: string;
    };

function changeEntry(
  storage: KeyValueStorage,
  id: string,
  update: (entry: LibraryEntry) => LibraryEntry,
): LibraryChange<LibraryEntry> {
  return change(storage, (stored, snapshot) => {
    const index = indexOfLoadable(snapshot, id);
    if (index === null) return missingEntry(id);
    const next = update(stored[index] as unknown as LibraryEntry);
    return { ok: true, entries: stored.map((entry, i) => (i === index ? next : entry)), value: next };
  });
}

/** `edit` gets the stored entries (unchanged ones must stay the same objects) and the snapshot they are of. */
function change<T>(
  storage: KeyValueStorage,
  edit: (stored: readonly StoredEntry[], snapshot: LibrarySnapshot) => Draft<T>,
): LibraryChange<T> {
  const read = librarySnapshot(storage);
  if (!read.ok)
    return { ok: false, reason: read.reason.replace('nothing was added to it', 'it was not changed') };
  const draft = edit(read.snapshot.stored, read.snapshot);
  if (!draft.ok) return draft;
  const written = writeLibrary(storage, read.snapshot, draft.entries);
  return written.ok ? { ok: true, value: draft.value } : written;
}

function writeLibrary(
  storage: KeyValueStorage,
  previous: LibrarySnapshot,
  entries: readonly unknown[],
): LibraryChange<null> {
  const next = nextSnapshot(previous, entries);
  try {
    storage.setItem(LIBRARY_KEY, next.text!);
  } catch (error) {
    return storageRefusal(error);
  }
  rememberSnapshot(storage, next);
  return { ok: true, value: null };
}

/** Only entries this version can load may be changed: the others are kept exactly as they were written. */
function indexOfLoadable(snapshot: LibrarySnapshot, id: string): number | null {
  if (!snapshot.offered.some((entry) => entry?.id === id)) return null;
  const index = snapshot.stored.findIndex((entry) => entry.id === id);
  return index < 0 ? null : index;
}

function idsOf(stored: readonly StoredEntry[]): unknown[] {
  return stored.map((entry) => entry.id);
}
