// The session library in IndexedDB (issue 13), behind the same LibraryStorage interface the key-value
// library implements: every method resolves once its transaction completed, or with a refusal that left the
// database as it was (a full quota included). On first use it moves a library left in localStorage by an
// earlier version (library-migration.ts).
//
// Reading validates each entry's document against the schema; what was checked is remembered per entry and
// rev, so a read after autosave re-checks (and fetches) only the entries that changed — autosave itself
// writes only its entry's record and document and reads no document back. Who checks is given
// (`checkEntries`): the page hands it to a worker, so a big document is never validated on its thread.
import type { SessionDocument } from '../../session-document';
import {
  copiedEntry,
  missingEntry,
  NEEDS_A_NAME,
  newEntry,
  renamedEntry,
  withBreakpoints,
  savedEntry,
  storageRefusal,
  withOpenFailure,
} from '../entry-edits';
import type { EntrySave, LibraryStorage } from '../library-storage';
import type { LibraryChange } from '../library-store';
import type { KeyValueStorage, LibraryEntry, LibraryRead, RefusedEntry } from '../session-library';
import type { CheckedRecord, CheckStoredEntries, StoredEntryCheck } from './stored-entry-check';
import { wellFormedDrafts, type EditorDrafts } from '../library-drafts';
import {
  DOCUMENTS,
  DRAFTS,
  ENTRIES,
  inTransaction,
  META,
  nextEntryId,
  nextRev,
  openLibraryDb,
  readOrder,
  requested,
  writeOrder,
  type EntryRecord,
} from './library-db';
import { migrateLegacy } from './legacy-migrations';
import type { MigrationFaults } from './library-migration';

export interface IdbLibraryOptions {
  readonly factory: IDBFactory;
  /** Where an earlier version kept the library (localStorage); moved on first use, then removed. */
  readonly legacy?: KeyValueStorage & { removeItem(key: string): void };
  /** Test hooks that interrupt the migration. */
  readonly migrationFaults?: MigrationFaults;
  /**
   * Who reads and validates the entries a read found changed, when not this thread (the page: a worker). If
   * it fails, they are checked here.
   */
  readonly checkEntries?: CheckStoredEntries;
}

const ALL = [ENTRIES, DOCUMENTS, META, DRAFTS] as const;

/**
 * Reads and checks on this thread, loading the checker on first use: it needs the session schema and its
 * validator (ajv, ~35 KB gzip), which the first screen would otherwise load before its first paint.
 */
async function checkEntriesHere(db: IDBDatabase, ids: readonly string[]): Promise<readonly CheckedRecord[]> {
  return (await import('./stored-entry-check')).readAndCheck(db, ids);
}

export function idbLibrary(options: IdbLibraryOptions): LibraryStorage {
  let opening: Promise<{ ok: true; db: IDBDatabase } | { ok: false; reason: string }> | null = null;
  const checked = new Map<string, { readonly rev: number; readonly result: StoredEntryCheck }>();
  /** Elsewhere when given; here when not, or when elsewhere failed: a check costs time, never an entry. */
  const check = (db: IDBDatabase, ids: readonly string[]) =>
    options.checkEntries
      ? options.checkEntries(ids).catch(() => checkEntriesHere(db, ids))
      : checkEntriesHere(db, ids);

  /** The database, opened and migrated once; a failed open is tried again on the next use. */
  const database = () => {
    opening ??= openLibraryDb(options.factory, () => (opening = null)).then(async (opened) => {
      if (!opened.ok) return opened;
      if (options.legacy) await migrateLegacy(opened.db, options.legacy, options.migrationFaults);
      return opened;
    });
    const current = opening;
    void current.then((opened) => {
      if (!opened.ok && opening === current) opening = null;
    });
    return current;
  };

  /** One read-write change: refusals are values; a failed transaction is said as a storage failure. */
  const change = async <T>(
    work: (tx: IDBTransaction) => Promise<LibraryChange<T>>,
  ): Promise<LibraryChange<T>> => {
    const opened = await database();
    if (!opened.ok) return opened;
    try {
      return await inTransaction(opened.db, ALL, 'readwrite', work);
    } catch (error) {
      return storageRefusal(error);
    }
  };

  const read = async (): Promise<LibraryRead> => {
    const opened = await database();
    if (!opened.ok) return opened;
    let fetched: { order: string[]; records: EntryRecord[] };
    try {
      fetched = await inTransaction(opened.db, [ENTRIES, META], 'readonly', async (tx) => {
        const [order, records] = await Promise.all([
          readOrder(tx),
          requested(tx.objectStore(ENTRIES).getAll()) as Promise<EntryRecord[]>,
        ]);
        return { order, records };
      });
    } catch (error) {
      const detail = String(error);
      return {
        ok: false,
        reason: `The session library could not be read (${detail}).`,
        problem: { kind: 'read-failed', detail },
      };
    }
    const records = inOrder(fetched.records, fetched.order);
    // Taken before the check is awaited: another read may change what is remembered meanwhile.
    const results = new Map<string, StoredEntryCheck>();
    for (const r of records)
      if (checked.get(r.id)?.rev === r.rev) results.set(r.id, checked.get(r.id)!.result);
    const stale = records.filter((r) => !results.has(r.id)).map((r) => r.id);
    if (stale.length > 0) {
      for (const { id, rev, result } of await check(opened.db, stale)) {
        checked.set(id, { rev, result });
        results.set(id, result);
      }
    }
    const entries: LibraryEntry[] = [];
    const refused: RefusedEntry[] = [];
    const live = new Set(records.map((r) => r.id));
    for (const record of records) {
      const result = results.get(record.id);
      if (result === undefined) continue; // removed while it was being checked
      if (result.ok) entries.push(result.entry);
      else refused.push(result.refused);
    }
    for (const id of checked.keys()) if (!live.has(id)) checked.delete(id);
    return { ok: true, entries, refused };
  };

  /** A loadable entry's record, or why it cannot be changed. */
  const loadable = async (tx: IDBTransaction, id: string) => {
    const record = (await requested(tx.objectStore(ENTRIES).get(id))) as EntryRecord | undefined;
    if (record === undefined || record.raw !== undefined) return null;
    // An entry this version refused stays exactly as it was written.
    const known = checked.get(id);
    if (known?.rev === record.rev && !known.result.ok) return null;
    return record;
  };
  const withDocument = async (tx: IDBTransaction, record: EntryRecord): Promise<LibraryEntry> => {
    const document = (await requested(tx.objectStore(DOCUMENTS).get(record.id))) as SessionDocument;
    return { ...(record.fields as unknown as LibraryEntry), document };
  };

  const readDrafts = async (id: string): Promise<EditorDrafts> => {
    const opened = await database();
    if (!opened.ok) return {};
    try {
      return wellFormedDrafts(
        await inTransaction(opened.db, [DRAFTS], 'readonly', (tx) =>
          requested(tx.objectStore(DRAFTS).get(id)),
        ),
      );
    } catch {
      return {}; // unreadable drafts cost the drafts only, never the session
    }
  };

  return {
    read,
    readDrafts,
    // One small record per entry, written at each change; refused (a full quota) like every write: the
    // drafts stored before stay as they were.
    saveDrafts: (id, drafts) =>
      change(async (tx) => {
        if ((await requested(tx.objectStore(ENTRIES).getKey(id))) === undefined) return missingEntry(id);
        if (Object.keys(drafts).length === 0) tx.objectStore(DRAFTS).delete(id);
        else tx.objectStore(DRAFTS).put({ ...drafts }, id);
        return { ok: true, value: null };
      }),
    create: (document, origin, savedAt, lessonId = null, writtenLesson = null) =>
      change(async (tx) => {
        const ids = (await requested(tx.objectStore(ENTRIES).getAllKeys())) as string[];
        const order = await readOrder(tx);
        const id = await nextEntryId(tx, ids);
        const entry = newEntry(id, document, origin, savedAt, lessonId, writtenLesson);
        await put(tx, entry);
        writeOrder(tx, [...order, entry.id]);
        return { ok: true, value: entry };
      }),
    save: (id, save: EntrySave) =>
      change(async (tx) => {
        const record = await loadable(tx, id);
        if (record === null) return missingEntry(id);
        const before = { ...(record.fields as unknown as LibraryEntry), document: save.document };
        const entry = savedEntry(before, save.document, save.savedAt, save.position, save.pending);
        await put(tx, entry);
        return { ok: true, value: entry };
      }),
    rename: (id, title, savedAt) =>
      change(async (tx) => {
        if (title.trim() === '') return NEEDS_A_NAME;
        const record = await loadable(tx, id);
        if (record === null) return missingEntry(id);
        const entry = renamedEntry(await withDocument(tx, record), title, savedAt)!;
        await put(tx, entry);
        return { ok: true, value: entry };
      }),
    duplicate: (id, title, savedAt) =>
      change(async (tx) => {
        const record = await loadable(tx, id);
        if (record === null) return missingEntry(id);
        const ids = (await requested(tx.objectStore(ENTRIES).getAllKeys())) as string[];
        const order = await readOrder(tx);
        const copy = copiedEntry(await withDocument(tx, record), await nextEntryId(tx, ids), title, savedAt);
        await put(tx, copy);
        // Right after the original, where a person looks for it.
        const at = order.indexOf(id);
        writeOrder(
          tx,
          at < 0 ? [...order, copy.id] : [...order.slice(0, at + 1), copy.id, ...order.slice(at + 1)],
        );
        return { ok: true, value: copy };
      }),
    remove: (id) =>
      change(async (tx) => {
        const record = (await requested(tx.objectStore(ENTRIES).get(id))) as EntryRecord | undefined;
        if (record === undefined) return missingEntry(id);
        tx.objectStore(ENTRIES).delete(id);
        tx.objectStore(DOCUMENTS).delete(id);
        tx.objectStore(DRAFTS).delete(id);
        writeOrder(
          tx,
          (await readOrder(tx)).filter((other) => other !== id),
        );
        return { ok: true, value: id };
      }),
    setOpenFailure: (id, failure) =>
      change(async (tx) => {
        const record = await loadable(tx, id);
        if (record === null) return missingEntry(id);
        const fields = withOpenFailure(record.fields, failure);
        const rev = await nextRev(tx);
        tx.objectStore(ENTRIES).put({ id, rev, fields } satisfies EntryRecord);
        return { ok: true, value: withOpenFailure(await withDocument(tx, record), failure) };
      }),
    setBreakpoints: (id, breakpoints) =>
      change(async (tx) => {
        const record = await loadable(tx, id);
        if (record === null) return missingEntry(id);
        const fields = withBreakpoints(record.fields, breakpoints);
        const rev = await nextRev(tx);
        tx.objectStore(ENTRIES).put({ id, rev, fields } satisfies EntryRecord);
        return { ok: true, value: withBreakpoints(await withDocument(tx, record), breakpoints) };
      }),
  };
}

/** Writes the entry's record (a new rev) and its document. */
async function put(tx: IDBTransaction, entry: LibraryEntry): Promise<void> {
  const { document, ...fields } = entry;
  const rev = await nextRev(tx);
  tx.objectStore(ENTRIES).put({ id: entry.id, rev, fields } satisfies EntryRecord);
  tx.objectStore(DOCUMENTS).put(document, entry.id);
}

/** Records in library order; any the order does not name (written by another version) follow, by id. */
function inOrder(records: readonly EntryRecord[], order: readonly string[]): EntryRecord[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...records].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ra !== rb ? ra - rb : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
