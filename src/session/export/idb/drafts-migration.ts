// Moving the editor drafts an earlier version kept in localStorage (`toolscope.library.drafts.v1`, one key
// for every entry) into the library database's drafts store, once, after the library itself moved
// (library-migration.ts): both are keyed by entry id. Safe to interrupt and run again, losing nothing:
//   1. copy, in one transaction: each entry's drafts, for entries the library holds, where the store has
//      none for that entry yet (drafts typed since in this version are newer and win);
//   2. delete the key — only if it still holds exactly the text that was copied.
// Interrupted before 2, the next start copies again (nothing twice: an entry's drafts already there stay)
// and then deletes. Drafts of entries no longer in the library are not copied: nothing could show them. An
// entry the library migration had to give a fresh id (its id was taken) gets its drafts under that id.
import { DRAFTS_KEY, parseAllDrafts, wellFormedDrafts } from '../library-drafts';
import type { KeyValueStorage } from '../session-library';
import { DRAFTS, ENTRIES, inTransaction, META, requested } from './library-db';
import type { MigratedNote } from './library-migration';

export type DraftsMigration =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'moved'; readonly entries: number }
  /** Copied, but the key was left (its text changed meanwhile). */
  | { readonly kind: 'copied'; readonly entries: number }
  | { readonly kind: 'failed'; readonly reason: string };

export async function migrateDrafts(
  db: IDBDatabase,
  legacy: KeyValueStorage & { removeItem(key: string): void },
  beforeRemove: () => void = () => undefined,
): Promise<DraftsMigration> {
  let text: string | null;
  try {
    text = legacy.getItem(DRAFTS_KEY);
  } catch {
    return { kind: 'nothing' };
  }
  if (text === null) return { kind: 'nothing' };
  const all = parseAllDrafts(text);
  try {
    const entries = await inTransaction(db, [ENTRIES, DRAFTS, META], 'readwrite', async (tx) => {
      const note = (await requested(tx.objectStore(META).get('migrated'))) as MigratedNote | undefined;
      let copied = 0;
      for (const oldId of Object.keys(all)) {
        const drafts = wellFormedDrafts(all[oldId]);
        if (Object.keys(drafts).length === 0) continue;
        const id = note?.renamed?.[oldId] ?? oldId;
        const entry = await requested(tx.objectStore(ENTRIES).getKey(id));
        const already = await requested(tx.objectStore(DRAFTS).getKey(id));
        if (entry === undefined || already !== undefined) continue;
        tx.objectStore(DRAFTS).put(drafts, id);
        copied += 1;
      }
      return copied;
    });
    beforeRemove();
    if (legacy.getItem(DRAFTS_KEY) !== text) return { kind: 'copied', entries };
    legacy.removeItem(DRAFTS_KEY);
    return { kind: 'moved', entries };
  } catch (error) {
    return { kind: 'failed', reason: String(error) };
  }
}
