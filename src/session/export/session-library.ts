// The session library: every session opened from a link, a file or a lesson is added as a new entry, never
// written over another. Storage is a string key-value store (localStorage in the page, a Map in tests). A
// library that cannot be read is left exactly as it is: adding then fails with a message instead of
// "repairing" it by starting over, which would lose everything in it.
import type { LoadProblem } from '../../common/load-problem';
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { SessionDocument } from '../session-document';
import type { WrittenLessonRef } from '../lessons/authoring/written-lesson-ref';
import type { StorageProblem } from './entry-edits';
import { LIBRARY_KEY, readLibrary } from './library-snapshot';

export { LIBRARY_KEY, readLibrary };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** `new`: created in the Sessions panel (blank, or a copy of the session on screen). */
export type LibraryOrigin = 'link' | 'file' | 'lesson' | 'new';

export interface LibraryEntry {
  readonly id: string;
  readonly title: string;
  readonly origin: LibraryOrigin;
  /** ISO time, supplied by the caller (this module reads no clock). */
  readonly savedAt: string;
  readonly document: SessionDocument;
  /** A lesson's id, so reopening the entry brings its guide back. */
  readonly lessonId?: string;
  /**
   * A lesson written in the editor and opened from "Your lessons": its shelf id and the hash of the lesson
   * document it was opened with (authoring/written-lesson-ref.ts). Reopening looks it up, so the guide comes
   * back, or says in place that the lesson was changed or deleted since. Added after the first IndexedDB
   * layout as an optional field: entries written before have none and read as they always did.
   */
  readonly writtenLesson?: WrittenLessonRef;
  /** How far it had been stepped when last saved, so opening it again goes back there. */
  readonly position?: SessionPosition;
  /**
   * Inputs the person had made that were waiting for the runtime's next boundary when it was saved (a clock
   * advance, an edit made mid-turn): not in the document yet, queued again when the entry is reopened.
   */
  readonly pending?: readonly LiveInput[];
  /** Where the person wants runs to stop: kept with the entry, never in its document (no input, no hash). */
  readonly breakpoints?: readonly Breakpoint[];
  /** Set when the last attempt to open it failed: it is then never reopened on start, only offered. */
  readonly openFailure?: OpenFailure;
}

/**
 * `load-failed`: the runtime refused it (the reason is the runtime's); `unfinished`: the page was closed or
 * reloaded while it was opening (it froze, or crashed the tab), so the open never completed.
 */
export type OpenFailure =
  | { readonly kind: 'load-failed'; readonly reason: string; readonly at: string }
  | { readonly kind: 'unfinished'; readonly at: string };

export interface SessionPosition {
  /**
   * The point shown: trace events released, not counting model-delta (engine/trace/trace-point.ts), so it
   * means the same place whoever answers the model and however a response streamed. (Written before issue
   * 13 as every event; such an old count only overshoots, to at most the end of the run.)
   */
  readonly released: number;
  /** The last run had ended: reopening runs it to the end instead of stepping event by event. */
  readonly finished: boolean;
}

/** A stored entry this version cannot open: kept exactly as it was written, listed with the reason. */
export interface RefusedEntry {
  readonly id: string;
  readonly title: string | null;
  /** Which kind of refusal (the page words it); `reason` is the English detail (the schema's, for `schema`). */
  readonly problem: EntryProblem;
  readonly reason: string;
  /** For `schema`: the reason as codes and parameters, which the page words in its language. */
  readonly details?: readonly LoadProblem[];
}

/** `damaged-library`: the text an earlier version kept in localStorage was not a list of entries. */
export type EntryProblem = 'not-an-entry' | 'no-id' | 'schema' | 'damaged-library';

export type LibraryRead =
  | {
      readonly ok: true;
      readonly entries: readonly LibraryEntry[];
      readonly refused: readonly RefusedEntry[];
    }
  | { readonly ok: false; readonly reason: string; readonly problem?: StorageProblem };

export type LibraryAdd =
  { readonly ok: true; readonly entry: LibraryEntry } | { readonly ok: false; readonly reason: string };

export function addToLibrary(
  storage: KeyValueStorage,
  document: SessionDocument,
  origin: LibraryOrigin,
  savedAt: string,
): LibraryAdd {
  const text = storage.getItem(LIBRARY_KEY);
  const current = readLibrary(storage);
  if (!current.ok) return current;
  const raw = text === null ? [] : (JSON.parse(text) as unknown[]);
  const taken = new Set(raw.map((entry) => (entry as { id?: unknown }).id));
  let n = raw.length + 1;
  while (taken.has(`s${n}`)) n += 1;
  const entry: LibraryEntry = { id: `s${n}`, title: document.title, origin, savedAt, document };
  try {
    storage.setItem(LIBRARY_KEY, JSON.stringify([...raw, entry]));
  } catch (error) {
    return {
      ok: false,
      reason: `The session could not be saved in this browser (${(error as Error).message}).`,
    };
  }
  return { ok: true, entry };
}
