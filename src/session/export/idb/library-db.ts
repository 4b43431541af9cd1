// The session library's IndexedDB database: how it is laid out, opened, and how a request or transaction
// becomes a promise. Three stores, so the hot path (autosave, every few seconds while a session is stepped)
// writes one small record and one document, and never reads a document back:
//   entries:   { id, rev, fields }  — an entry's name, origin, position, pending inputs ("drafts"), open
//                failure: everything but its document (`fields`, as written); `rev` changes with every write.
//   documents: id → the entry's session document, as written.
//   meta:      'order' → the ids in library order; 'clock' → the last rev given; 'migrated' → what was moved
//                from localStorage (library-migration.ts).
//   drafts:    id → the entry's editor drafts ({ path: text typed, not saved }); written at each change,
//                apart from the entry so a keystroke writes a few bytes (version 2; drafts-migration.ts).
// A transaction is the unit of durability: a method resolves only when its transaction completed, and a
// refused one (a full quota aborts it) leaves every store as it was before.

import { freshId, type StorageRefusal } from '../entry-edits';

export const LIBRARY_DB = 'toolscope-library';
/** 2: the drafts store (version 1 had entries, documents and meta). */
export const LIBRARY_DB_VERSION = 2;
export const ENTRIES = 'entries';
export const DOCUMENTS = 'documents';
export const META = 'meta';
export const DRAFTS = 'drafts';

export interface EntryRecord {
  readonly id: string;
  readonly rev: number;
  /** The entry as written, less its document. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Set for a value migrated from localStorage that was no entry at all: kept as it was, shown refused. */
  readonly raw?: unknown;
}

export type OpenedLibrary = { readonly ok: true; readonly db: IDBDatabase } | StorageRefusal;

/**
 * Opens (creating on first use) the library database. A blocked open — a tab of an older version holds the
 * database and will not let go — and a failed one answer with a reason instead of waiting without end.
 * `onGone` is told when the connection closes under us (another version upgrades, the browser clears site
 * data), so the next use opens it again.
 */
export function openLibraryDb(factory: IDBFactory, onGone: () => void): Promise<OpenedLibrary> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(LIBRARY_DB, LIBRARY_DB_VERSION);
    } catch (error) {
      resolve(openRefusal(error));
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(DOCUMENTS)) db.createObjectStore(DOCUMENTS);
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
      if (!db.objectStoreNames.contains(DRAFTS)) db.createObjectStore(DRAFTS);
    };
    request.onblocked = () =>
      resolve({
        ok: false,
        problem: { kind: 'blocked' },
        reason:
          'The session library is held open by another ToolScope tab of an older version. Close or reload the other ToolScope tabs.',
      });
    request.onerror = () => resolve(openRefusal(request.error));
    request.onsuccess = () => {
      const db = request.result;
      // A newer version wants to upgrade: let it, and open again on the next use.
      db.onversionchange = () => {
        db.close();
        onGone();
      };
      db.onclose = onGone;
      resolve({ ok: true, db });
    };
  });
}

function openRefusal(error: unknown): StorageRefusal {
  const detail =
    typeof error === 'object' && error !== null ? String((error as Error).message) : String(error);
  return {
    ok: false,
    problem: { kind: 'open-failed', detail },
    reason: `The session library in this browser could not be opened (${detail}). Nothing in it was changed.`,
  };
}

/** The request's result, once it succeeded. */
export function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('an IndexedDB request failed'));
  });
}

/**
 * Runs `work` in one transaction and resolves with its value once the transaction completed (is durable).
 * An error anywhere — a request's, a throw in `work`, the transaction's own abort (a quota refused at commit
 * reports as the transaction's error) — aborts the whole transaction and rejects with that error.
 */
export function inTransaction<T>(
  db: IDBDatabase,
  stores: readonly string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let tx: IDBTransaction;
    try {
      tx = db.transaction([...stores], mode, { durability: 'strict' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let value: { readonly v: T } | null = null;
    let failure: unknown = null;
    tx.oncomplete = () => (value === null ? reject(asError(failure ?? 'aborted')) : resolve(value.v));
    tx.onabort = () => reject(asError(tx.error ?? failure ?? 'The library change was aborted.'));
    work(tx).then(
      (v) => (value = { v }),
      (error: unknown) => {
        failure = error;
        try {
          tx.abort();
        } catch {
          // already finished or aborting: onabort reports it
        }
      },
    );
  });
}

/** DOMException is an Error in browsers; anything else thrown is wrapped, its name kept. */
function asError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (typeof reason === 'object' && reason !== null && 'name' in reason) return reason as Error;
  return new Error(String(reason));
}

/** The next rev, counted in the database, so two tabs never give one out twice. */
export async function nextRev(tx: IDBTransaction): Promise<number> {
  const meta = tx.objectStore(META);
  const last: unknown = await requested(meta.get('clock'));
  const rev = (typeof last === 'number' ? last : 0) + 1;
  meta.put(rev, 'clock');
  return rev;
}

/**
 * A new entry's id, never one this library handed out before: a deleted session's id reused by the next new
 * one would name the deleted session's workspace database, drafts and tab pointers, whose removal may still
 * be under way. `s<n>` above every id present and above the last one issued (kept in META).
 */
export async function nextEntryId(tx: IDBTransaction, ids: Iterable<unknown>): Promise<string> {
  const meta = tx.objectStore(META);
  const last: unknown = await requested(meta.get('last-id'));
  const issued = typeof last === 'number' ? last : 0;
  const id = freshId([...ids, `s${issued}`]);
  meta.put(Number(id.slice(1)), 'last-id');
  return id;
}

export async function readOrder(tx: IDBTransaction): Promise<string[]> {
  const order: unknown = await requested(tx.objectStore(META).get('order'));
  return Array.isArray(order) ? order.filter((id): id is string => typeof id === 'string') : [];
}

export function writeOrder(tx: IDBTransaction, order: readonly string[]): void {
  tx.objectStore(META).put([...order], 'order');
}
