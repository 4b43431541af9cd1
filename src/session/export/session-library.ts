// The session library's types: what an entry holds, what reading the library answers, and why storage refused.
// Types only, so every part that names an entry (the entry check, the edits, the snapshot, the page) can import
// them without importing one another: the behaviour is in library-snapshot.ts (reading), library-store.ts
// (changing) and entry-edits.ts (one entry's changes). The library: every session opened from a link, a file or
// a lesson is added as a new entry, never written over another; a library that cannot be read is left exactly
// as it is, never "repaired" by starting over.
import type { LoadProblem } from '../../common/load-problem';
import type { LiveInput } from '../../runtime/inputs/input-book';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { SessionDocument } from '../session-document';
import type { WrittenLessonRef } from '../lessons/authoring/written-lesson-ref';

/** A string key-value store: localStorage in the page, a Map in tests. */
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
  /**
   * The step counter's step there, so the page can say "Opening at step N…" while it replays to it (written
   * since issue 33; an older pointer has none and the page says it opens where it was left).
   */
  readonly step?: number;
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

/**
 * Why storage refused, for the page to say in its own language (ui/app/compose translates it); the English
 * `reason` beside it is what a test or the CLI reads.
 */
export type StorageProblem =
  | { readonly kind: 'quota' }
  | { readonly kind: 'write-failed'; readonly detail: string }
  | { readonly kind: 'open-failed'; readonly detail: string }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'read-failed'; readonly detail: string };

export type LibraryRead =
  | {
      readonly ok: true;
      readonly entries: readonly LibraryEntry[];
      readonly refused: readonly RefusedEntry[];
    }
  | { readonly ok: false; readonly reason: string; readonly problem?: StorageProblem };
