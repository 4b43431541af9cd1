// The moves from localStorage that an earlier version's library needs (library-migration.ts,
// drafts-migration.ts), imported only when that version left something there: every later open finds nothing
// to move, so the first screen need not carry them (issue 37: the first screen's JavaScript).
import { DRAFTS_KEY } from '../library-drafts';
import { LIBRARY_KEY } from '../library-key';
import type { KeyValueStorage } from '../session-library';
import type { MigrationFaults } from './library-migration';

type Legacy = KeyValueStorage & { removeItem(key: string): void };

/** Moves what `legacy` holds of an earlier library into `db`, as both migrations do; at once when it holds none. */
export async function migrateLegacy(db: IDBDatabase, legacy: Legacy, faults: MigrationFaults = {}) {
  if (!holdsAny(legacy, [LIBRARY_KEY, DRAFTS_KEY])) return;
  const [{ migrateLibrary }, { migrateDrafts }] = await Promise.all([
    import('./library-migration'),
    import('./drafts-migration'),
  ]);
  await migrateLibrary(db, legacy, faults);
  await migrateDrafts(db, legacy, faults.beforeRemove);
}

function holdsAny(legacy: KeyValueStorage, keys: readonly string[]): boolean {
  try {
    return keys.some((key) => legacy.getItem(key) !== null);
  } catch {
    return false; // localStorage refused (private modes): there is nothing to move, as each migration says
  }
}
