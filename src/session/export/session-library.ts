// The session library: every session opened from a link, a file or a lesson is added as a new entry, never
// written over another. Storage is a string key-value store (localStorage in the page, a Map in tests). A
// library that cannot be read is left exactly as it is: adding then fails with a message instead of
// "repairing" it by starting over, which would lose everything in it.
import type { LiveInput } from '../../runtime/inputs/input-book';
import { loadSessionValue } from '../load-session';
import type { SessionDocument } from '../session-document';

export const LIBRARY_KEY = 'toolscope.library.v1';

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
  /** How far it had been stepped when last saved, so opening it again goes back there. */
  readonly position?: SessionPosition;
  /**
   * Inputs the person had made that were waiting for the runtime's next boundary when it was saved (a clock
   * advance, an edit made mid-turn): not in the document yet, queued again when the entry is reopened.
   */
  readonly pending?: readonly LiveInput[];
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
  /** Trace events shown. */
  readonly released: number;
  /** The last run had ended: reopening runs it to the end instead of stepping event by event. */
  readonly finished: boolean;
}

export type LibraryRead =
  | { readonly ok: true; readonly entries: readonly LibraryEntry[] }
  | { readonly ok: false; readonly reason: string };

export type LibraryAdd =
  { readonly ok: true; readonly entry: LibraryEntry } | { readonly ok: false; readonly reason: string };

export function readLibrary(storage: KeyValueStorage): LibraryRead {
  const text = storage.getItem(LIBRARY_KEY);
  if (text === null) return { ok: true, entries: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The saved session library is damaged, so nothing was added to it.' };
  }
  if (!Array.isArray(value)) {
    return { ok: false, reason: 'The saved session library is damaged, so nothing was added to it.' };
  }
  // Entries that no longer load are kept in storage but not offered.
  const entries = value
    .filter(
      (entry): entry is LibraryEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as LibraryEntry).id === 'string' &&
        loadSessionValue((entry as LibraryEntry).document).ok,
    )
    .map(withSoundExtras);
  return { ok: true, entries };
}

/**
 * The optional parts as this version can use them: pending inputs only when the schema accepts every one
 * (they are sent to the runtime), a failure only when it is one this version knows. What is dropped here is
 * dropped from the view only; storage keeps what was written until the entry is next saved.
 */
function withSoundExtras(entry: LibraryEntry): LibraryEntry {
  const { pending, openFailure, ...rest } = entry;
  return {
    ...rest,
    ...(pendingIsSound(entry.document, pending) ? { pending } : {}),
    ...(openFailureIsSound(openFailure) ? { openFailure } : {}),
  };
}

function pendingIsSound(document: SessionDocument, pending: unknown): pending is readonly LiveInput[] {
  if (!Array.isArray(pending) || pending.length === 0) return false;
  // Anchored anywhere, they must be inputs the session schema accepts.
  const at = { step: 0, phase: 'between-runs' };
  const inputs = pending.map((input: unknown) =>
    typeof input === 'object' && input !== null ? { ...input, at } : input,
  );
  return loadSessionValue({ ...document, inputs }).ok;
}

function openFailureIsSound(failure: unknown): failure is OpenFailure {
  if (typeof failure !== 'object' || failure === null) return false;
  const { kind, reason, at } = failure as Record<string, unknown>;
  if (typeof at !== 'string') return false;
  return kind === 'unfinished' || (kind === 'load-failed' && typeof reason === 'string');
}

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
