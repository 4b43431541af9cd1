// Moving a library an earlier version kept in localStorage into IndexedDB, once. Safe to interrupt at any
// point and run again (the page can close mid-way), and it loses nothing:
//   1. copy: in ONE transaction, every stored entry as it was written (an entry this version refuses too,
//      and a value that is no entry at all, kept as `raw`), with a note of what was copied ('migrated': a
//      fingerprint of the localStorage text and the ids it became). The transaction is atomic: either all of
//      it is in the database or none of it.
//   2. verify: read back that every id the note names is there.
//   3. delete the localStorage key — only if it still holds exactly the text that was copied.
// Run again after 1 (before 3): the note's fingerprint matches, so nothing is copied twice; it verifies and
// deletes. An id already taken in the database by a different entry (a tab of the new version saved it
// meanwhile) is copied under a fresh id rather than over it. A text that is not a library at all (damaged) is
// kept whole as one refused entry, so it is shown with the reason instead of silently lost.
import { freshId } from '../entry-edits';
import { LIBRARY_KEY } from '../library-key';
import type { KeyValueStorage } from '../session-library';
import {
  DOCUMENTS,
  ENTRIES,
  inTransaction,
  META,
  nextRev,
  readOrder,
  requested,
  writeOrder,
  type EntryRecord,
} from './library-db';

export interface MigrationFaults {
  /** Called inside the copy transaction after its writes were issued: throwing aborts the copy. */
  readonly duringCopy?: () => void;
  /** Called after the copy and the check, before the old key is removed: throwing stops there. */
  readonly beforeRemove?: () => void;
}

export type MigrationOutcome =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'moved'; readonly ids: readonly string[] }
  /** Copied, but the old key was left (its text changed meanwhile, or it could not be removed). */
  | { readonly kind: 'copied'; readonly ids: readonly string[] }
  | { readonly kind: 'failed'; readonly reason: string };

/** Kept under META 'migrated'. `renamed` maps an old id to the fresh id its entry got (drafts follow it). */
export interface MigratedNote {
  readonly fingerprint: string;
  readonly ids: readonly string[];
  readonly renamed?: Readonly<Record<string, string>>;
}

export async function migrateLibrary(
  db: IDBDatabase,
  legacy: KeyValueStorage & { removeItem(key: string): void },
  faults: MigrationFaults = {},
): Promise<MigrationOutcome> {
  let text: string | null;
  try {
    text = legacy.getItem(LIBRARY_KEY);
  } catch {
    return { kind: 'nothing' }; // localStorage refused (private modes): there is nothing to move
  }
  if (text === null) return { kind: 'nothing' };
  const fingerprint = fingerprintOf(text);
  let note: MigratedNote;
  try {
    note = await inTransaction(db, [ENTRIES, DOCUMENTS, META], 'readwrite', async (tx) => {
      const done = (await requested(tx.objectStore(META).get('migrated'))) as MigratedNote | undefined;
      if (done?.fingerprint === fingerprint) return done;
      const copied = await copyAll(tx, valuesOf(text));
      const next: MigratedNote = {
        fingerprint,
        ids: copied.ids,
        ...(Object.keys(copied.renamed).length > 0 ? { renamed: copied.renamed } : {}),
      };
      tx.objectStore(META).put(next, 'migrated');
      faults.duringCopy?.();
      return next;
    });
    const present = await inTransaction(db, [ENTRIES], 'readonly', (tx) =>
      Promise.all(note.ids.map((id) => requested(tx.objectStore(ENTRIES).getKey(id)))),
    );
    if (present.some((key) => key === undefined))
      return { kind: 'failed', reason: 'The copied library entries were not all found again.' };
    faults.beforeRemove?.();
    if (legacy.getItem(LIBRARY_KEY) !== text) return { kind: 'copied', ids: note.ids };
    legacy.removeItem(LIBRARY_KEY);
  } catch (error) {
    return { kind: 'failed', reason: String(error) };
  }
  return { kind: 'moved', ids: note.ids };
}

/** The stored values: the array's items, or — a text that is no array of entries — the text itself. */
function valuesOf(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value;
  } catch {
    // kept whole below
  }
  return [{ damagedLibrary: text }];
}

/** Puts each value in; returns the ids they are stored under, and which entries had to change id. */
async function copyAll(
  tx: IDBTransaction,
  values: readonly unknown[],
): Promise<{ ids: string[]; renamed: Record<string, string> }> {
  const entries = tx.objectStore(ENTRIES);
  const taken = new Set((await requested(entries.getAllKeys())) as string[]);
  const order = await readOrder(tx);
  const ids: string[] = [];
  const renamed: Record<string, string> = {};
  for (const value of values) {
    const id = await placeFor(tx, value, taken);
    const own = ownIdOf(value);
    if (own !== undefined && own !== id) renamed[own] = id;
    taken.add(id);
    ids.push(id);
    if (!order.includes(id)) order.push(id);
  }
  writeOrder(tx, order);
  return { ids, renamed };
}

function ownIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const own = (value as { id?: unknown }).id;
  return typeof own === 'string' ? own : undefined;
}

/** Where `value` goes: its own id when free (or already holding the same), else a fresh one. */
async function placeFor(tx: IDBTransaction, value: unknown, taken: Set<string>): Promise<string> {
  const rev = await nextRev(tx);
  const isEntry = typeof value === 'object' && value !== null && !Array.isArray(value);
  const own = isEntry ? (value as { id?: unknown }).id : undefined;
  if (!isEntry || typeof own !== 'string' || 'damagedLibrary' in value) {
    const id = freshKept(taken);
    tx.objectStore(ENTRIES).put({ id, rev, fields: {}, raw: value } satisfies EntryRecord);
    return id;
  }
  const { document, ...fields } = value as Record<string, unknown>;
  let id = own;
  if (taken.has(own)) {
    const same = await sameAsStored(tx, own, fields, document);
    if (same) return own;
    id = freshId(taken);
  }
  tx.objectStore(ENTRIES).put({ id, rev, fields: { ...fields, id } } satisfies EntryRecord);
  tx.objectStore(DOCUMENTS).put(document, id);
  return id;
}

async function sameAsStored(
  tx: IDBTransaction,
  id: string,
  fields: Record<string, unknown>,
  document: unknown,
): Promise<boolean> {
  const record = (await requested(tx.objectStore(ENTRIES).get(id))) as EntryRecord | undefined;
  const stored: unknown = await requested(tx.objectStore(DOCUMENTS).get(id));
  return (
    record !== undefined &&
    JSON.stringify(record.fields) === JSON.stringify(fields) &&
    JSON.stringify(stored) === JSON.stringify(document)
  );
}

function freshKept(taken: Set<string>): string {
  let n = 1;
  while (taken.has(`kept-${n}`)) n += 1;
  return `kept-${n}`;
}

/** Enough to tell the copied text from a changed one (length and FNV-1a over its UTF-16 units). */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}:${hash.toString(16)}`;
}
