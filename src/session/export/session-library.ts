// The session library: every session opened from a link, a file or a lesson is added as a new entry, never
// written over another. Storage is a string key-value store (localStorage in the page, a Map in tests). A
// library that cannot be read is left exactly as it is: adding then fails with a message instead of
// "repairing" it by starting over, which would lose everything in it.
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
}

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
  const entries = value.filter(
    (entry): entry is LibraryEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as LibraryEntry).id === 'string' &&
      loadSessionValue((entry as LibraryEntry).document).ok,
  );
  return { ok: true, entries };
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
