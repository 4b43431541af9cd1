// Changing the session library: create, rename, duplicate, delete, and save a session's latest document into
// its entry. Every change reads the stored array as it is, changes one entry and writes the array back in one
// setItem, so a failed write (a full storage) leaves the previous library intact. Entries this version cannot
// load are carried along untouched; a library that is not an array is never written over. Reading and writing
// go through library-snapshot.ts, so a change parses, checks and stringifies only what it changed.
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { SessionDocument } from '../session-document';
import {
  librarySnapshot,
  nextSnapshot,
  rememberSnapshot,
  type LibrarySnapshot,
  type StoredEntry,
} from './library-snapshot';
import {
  LIBRARY_KEY,
  type KeyValueStorage,
  type LibraryEntry,
  type LibraryOrigin,
  type OpenFailure,
  type SessionPosition,
} from './session-library';

export type LibraryChange<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export function createEntry(
  storage: KeyValueStorage,
  document: SessionDocument,
  origin: LibraryOrigin,
  savedAt: string,
  lessonId: string | null = null,
): LibraryChange<LibraryEntry> {
  return change(storage, (stored) => {
    const entry: LibraryEntry = {
      id: freshId(stored),
      title: document.title,
      origin,
      savedAt,
      document,
      ...(lessonId === null ? {} : { lessonId }),
    };
    return { ok: true, entries: [...stored, entry], value: entry };
  });
}

export function renameEntry(
  storage: KeyValueStorage,
  id: string,
  title: string,
  savedAt: string,
): LibraryChange<LibraryEntry> {
  const trimmed = title.trim();
  if (trimmed === '') return { ok: false, reason: 'A session needs a name.' };
  return changeEntry(storage, id, (entry) => ({
    ...entry,
    title: trimmed,
    savedAt,
    document: { ...entry.document, title: trimmed },
  }));
}

/** Saves the session's latest document (after a step, an input, a status change) into its own entry. */
/** The breakpoints kept with an entry (none: the field is dropped). Never part of its document. */
export function setEntryBreakpoints(
  storage: KeyValueStorage,
  id: string,
  breakpoints: readonly Breakpoint[],
): LibraryChange<LibraryEntry> {
  return changeEntry(storage, id, (entry) => {
    const { breakpoints: _replaced, ...rest } = entry;
    return breakpoints.length === 0 ? rest : { ...rest, breakpoints: [...breakpoints] };
  });
}

export function updateEntryDocument(
  storage: KeyValueStorage,
  id: string,
  document: SessionDocument,
  savedAt: string,
  position?: SessionPosition,
  pending: readonly LiveInput[] = [],
): LibraryChange<LibraryEntry> {
  // The entry's name wins over the document's: a rename must survive the next autosave.
  return changeEntry(storage, id, (entry) => {
    const { pending: _replaced, ...rest } = entry;
    return {
      ...rest,
      savedAt,
      document: { ...document, title: entry.title },
      ...(position === undefined ? {} : { position }),
      ...(pending.length === 0 ? {} : { pending: [...pending] }),
    };
  });
}

/** Records (or, with null, clears) that the last attempt to open the entry failed. */
export function setEntryOpenFailure(
  storage: KeyValueStorage,
  id: string,
  failure: OpenFailure | null,
): LibraryChange<LibraryEntry> {
  return changeEntry(storage, id, (entry) => {
    const { openFailure: _replaced, ...rest } = entry;
    return failure === null ? rest : { ...rest, openFailure: failure };
  });
}

export function duplicateEntry(
  storage: KeyValueStorage,
  id: string,
  title: string,
  savedAt: string,
): LibraryChange<LibraryEntry> {
  return change(storage, (stored, snapshot) => {
    const index = indexOfLoadable(snapshot, id);
    if (index === null) return missing(id);
    const source = stored[index] as unknown as LibraryEntry;
    const copy: LibraryEntry = {
      ...source,
      id: freshId(stored),
      title,
      savedAt,
      document: { ...source.document, title },
    };
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
    if (index < 0) return missing(id);
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
    if (index === null) return missing(id);
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
    return { ok: false, reason: storageFailure(error) };
  }
  rememberSnapshot(storage, next);
  return { ok: true, value: null };
}

/** A refused write, in words: a full storage says what to do about it. The previous library is untouched. */
export function storageFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError' || /quota/i.test(message)) {
    return "This browser's storage for ToolScope is full, so the change was not saved (nothing already saved was lost). Delete sessions you no longer need, or export them as files.";
  }
  return `The session library could not be saved in this browser (${message}); nothing already saved was lost.`;
}

/** Only entries this version can load may be changed: the others are kept exactly as they were written. */
function indexOfLoadable(snapshot: LibrarySnapshot, id: string): number | null {
  if (!snapshot.offered.some((entry) => entry?.id === id)) return null;
  const index = snapshot.stored.findIndex((entry) => entry.id === id);
  return index < 0 ? null : index;
}

function missing(id: string): { readonly ok: false; readonly reason: string } {
  return {
    ok: false,
    reason: `There is no session "${id}" in the library any more (deleted in another tab?).`,
  };
}

/** `s<n>` above every id in the library, whatever its entries look like. */
function freshId(stored: readonly StoredEntry[]): string {
  let highest = 0;
  for (const entry of stored) {
    const match = typeof entry.id === 'string' ? /^s(\d+)$/.exec(entry.id) : null;
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `s${highest + 1}`;
}
