// What each change of the library does to one entry, whatever storage keeps it (library-store.ts over a
// key-value store, idb-library.ts over IndexedDB): the rules live once, so both stores keep entries alike.
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { SessionDocument } from '../session-document';
import type {
  LibraryEntry,
  LibraryOrigin,
  OpenFailure,
  SessionPosition,
  StorageProblem,
} from './session-library';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { WrittenLessonRef } from '../lessons/authoring/written-lesson-ref';

export type Refusal = { readonly ok: false; readonly reason: string };

export function newEntry(
  id: string,
  document: SessionDocument,
  origin: LibraryOrigin,
  savedAt: string,
  lessonId: string | null,
  writtenLesson: WrittenLessonRef | null = null,
): LibraryEntry {
  return {
    id,
    title: document.title,
    origin,
    savedAt,
    document,
    ...(lessonId === null ? {} : { lessonId }),
    ...(writtenLesson === null ? {} : { writtenLesson }),
  };
}

/** null: the name is empty once trimmed. */
export function renamedEntry(entry: LibraryEntry, title: string, savedAt: string): LibraryEntry | null {
  const trimmed = title.trim();
  if (trimmed === '') return null;
  return { ...entry, title: trimmed, savedAt, document: { ...entry.document, title: trimmed } };
}

export const NEEDS_A_NAME: Refusal = { ok: false, reason: 'A session needs a name.' };

/** The session's latest state in its entry; the entry's name wins over the document's (a rename survives). */
export function savedEntry(
  entry: LibraryEntry,
  document: SessionDocument,
  savedAt: string,
  position: SessionPosition | undefined,
  pending: readonly LiveInput[],
): LibraryEntry {
  const { pending: _replaced, ...rest } = entry;
  return {
    ...rest,
    savedAt,
    document: { ...document, title: entry.title },
    ...(position === undefined ? {} : { position }),
    ...(pending.length === 0 ? {} : { pending: [...pending] }),
  };
}

export function withOpenFailure<E extends { readonly openFailure?: unknown }>(
  entry: E,
  failure: OpenFailure | null,
): E {
  const { openFailure: _replaced, ...rest } = entry;
  return (failure === null ? rest : { ...rest, openFailure: failure }) as E;
}

/** The breakpoints kept with an entry (none: the field is dropped). Never part of its document. */
export function withBreakpoints<E extends { readonly breakpoints?: unknown }>(
  entry: E,
  breakpoints: readonly Breakpoint[],
): E {
  const { breakpoints: _replaced, ...rest } = entry;
  return (breakpoints.length === 0 ? rest : { ...rest, breakpoints: [...breakpoints] }) as E;
}

export function copiedEntry(source: LibraryEntry, id: string, title: string, savedAt: string): LibraryEntry {
  return { ...source, id, title, savedAt, document: { ...source.document, title } };
}

export function missingEntry(id: string): Refusal {
  return {
    ok: false,
    reason: `There is no session "${id}" in the library any more (deleted in another tab?).`,
  };
}

/** `s<n>` above every id in the library, whatever its entries look like. */
export function freshId(ids: Iterable<unknown>): string {
  let highest = 0;
  for (const id of ids) {
    const match = typeof id === 'string' ? /^s(\d+)$/.exec(id) : null;
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `s${highest + 1}`;
}

export type StorageRefusal = {
  readonly ok: false;
  readonly reason: string;
  readonly problem: StorageProblem;
};

/** A refused write, in words: a full storage says what to do about it. The previous library is untouched. */
export function storageRefusal(error: unknown): StorageRefusal {
  const name = typeof error === 'object' && error !== null ? String((error as Error).name) : '';
  const message =
    typeof error === 'object' && error !== null ? String((error as Error).message) : String(error);
  if (name === 'QuotaExceededError' || /quota/i.test(message)) {
    return {
      ok: false,
      problem: { kind: 'quota' },
      reason:
        "This browser's storage for ToolScope is full, so the change was not saved (nothing already saved was lost). Delete sessions you no longer need, or export them as files.",
    };
  }
  return {
    ok: false,
    problem: { kind: 'write-failed', detail: message },
    reason: `The session library could not be saved in this browser (${message}); nothing already saved was lost.`,
  };
}

export function storageFailure(error: unknown): string {
  return storageRefusal(error).reason;
}
