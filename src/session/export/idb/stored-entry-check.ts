// What a stored library entry is worth to this version: the entry as it can be offered, or why not, in words
// (entry-check.ts). Checking validates the whole document against the session schema (20–35 ms for a 1.6 MB,
// 5,000-file one), so the page hands it to a worker (entry-check.worker.ts) and this module is what both the
// worker and the page, where there is no worker, run.
import { checkEntry, titleOf } from '../entry-check';
import type { LibraryEntry, RefusedEntry } from '../session-library';

/** One entry as storage holds it: its record's fields with its document, or the raw value an older version left. */
export interface StoredEntry {
  readonly id: string;
  readonly value: unknown;
}

export type StoredEntryCheck =
  | { readonly ok: true; readonly entry: LibraryEntry }
  | { readonly ok: false; readonly refused: RefusedEntry };

/** Checks entries in one go; the answer is in the same order. Never throws for an entry: a refusal is a value. */
export type CheckStoredEntries = (entries: readonly StoredEntry[]) => Promise<readonly StoredEntryCheck[]>;

export function checkStoredEntries(entries: readonly StoredEntry[]): StoredEntryCheck[] {
  return entries.map(checkStoredEntry);
}

function checkStoredEntry({ id, value }: StoredEntry): StoredEntryCheck {
  const result = checkEntry(value);
  if (result.ok) return result;
  const damaged = typeof value === 'object' && value !== null && 'damagedLibrary' in value;
  const refused: RefusedEntry = damaged
    ? { id, title: null, problem: 'damaged-library', reason: DAMAGED_LEGACY }
    : { id, title: titleOf(value), problem: result.problem, reason: result.reason };
  return { ok: false, refused };
}

const DAMAGED_LEGACY =
  'The library an earlier version kept in localStorage was damaged (not a list of sessions); its text is kept here as it was.';
