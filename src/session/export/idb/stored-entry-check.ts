// What a stored library entry is worth to this version: the entry as it can be offered, or why not, in words
// (entry-check.ts). Checking validates the whole document against the session schema (20–35 ms for a 1.6 MB,
// 5,000-file one), and handing a document that size to another thread costs the page as much again, so the
// page asks a worker that reads the entries from IndexedDB itself (entry-check.worker.ts, decision 0835);
// this module is what both the worker and the page, where there is no worker, run.
import { checkEntry, titleOf } from '../entry-check';
import type { LibraryEntry, RefusedEntry } from '../session-library';
import { DOCUMENTS, ENTRIES, inTransaction, requested, type EntryRecord } from './library-db';

/** One entry as storage holds it: its record's fields with its document, or the raw value an older version left. */
interface StoredEntry {
  readonly id: string;
  readonly value: unknown;
}

export type StoredEntryCheck =
  | { readonly ok: true; readonly entry: LibraryEntry }
  | { readonly ok: false; readonly refused: RefusedEntry };

/** An entry's check, with the revision of the record that was checked. */
export interface CheckedRecord {
  readonly id: string;
  readonly rev: number;
  readonly result: StoredEntryCheck;
}

/** Reads and checks the named entries; one removed meanwhile is left out. A refusal is a value, never a throw. */
export type CheckStoredEntries = (ids: readonly string[]) => Promise<readonly CheckedRecord[]>;

/** Each named entry's record and document, read in one transaction (so they belong together), then checked. */
export async function readAndCheck(db: IDBDatabase, ids: readonly string[]): Promise<CheckedRecord[]> {
  const stored = await inTransaction(db, [ENTRIES, DOCUMENTS], 'readonly', (tx) =>
    Promise.all(ids.map((id) => storedRecord(tx, id))),
  );
  return stored
    .filter((read) => read !== null)
    .map(({ record, entry }) => ({ id: record.id, rev: record.rev, result: checkStoredEntry(entry) }));
}

async function storedRecord(tx: IDBTransaction, id: string) {
  const record = (await requested(tx.objectStore(ENTRIES).get(id))) as EntryRecord | undefined;
  if (record === undefined) return null;
  // An older version's raw value is kept as it was: there is no document to read beside it.
  if (record.raw !== undefined) return { record, entry: { id, value: record.raw } };
  const document: unknown = await requested(tx.objectStore(DOCUMENTS).get(id));
  return { record, entry: { id, value: { ...record.fields, id, document } } };
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
