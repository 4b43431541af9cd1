// Where this browser keeps the session library: IndexedDB (issue 13), which moves a library an earlier
// version left in localStorage on first use. Only where the browser has no IndexedDB at all does the library
// stay in localStorage as before (or, where that is refused too — private modes, sandboxed iframes — in
// memory: the session still opens, it just is not kept).
//
// The "which session is open" pointers stay in sessionStorage (this tab's own) and localStorage (the last one
// any tab wrote): they are a few bytes, must be per tab (IndexedDB has no per-tab scope) and are read before
// the library opens; losing one only means a reload opens nothing. The library itself — documents, how far
// each was stepped, the inputs waiting for a boundary — is in IndexedDB.
import type { PointerStores } from '../../../session/export/library-active';
import { idbLibrary } from '../../../session/export/idb/idb-library';
import type { LibraryStorage } from '../../../session/export/library-storage';
import type { KeyValueStorage } from '../../../session/export/session-library';
import type { SessionStorage, StorageUsage } from '../../../state/session-actions/deps';
import { lazyKeyValueLibrary } from './lazy-key-value-library';
import { checkEntriesInWorker } from './library-entry-checker';
import { translatedLibrary } from './translated-library';
import { browserLessonShelf } from './lesson-shelf-storage';

type LegacyStorage = KeyValueStorage & { removeItem(key: string): void };

function inMemory(): LegacyStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const sharedFallback = inMemory();
const tabFallback = inMemory();

export function browserStorage(): LegacyStorage {
  try {
    return window.localStorage;
  } catch {
    return sharedFallback;
  }
}

let library: LibraryStorage | null = null;

/** The session library of this browser (one per page, so what it checked is remembered between reads). */
export function browserLibrary(): LibraryStorage {
  if (library !== null) return library;
  const factory = indexedDbOrNone();
  library = translatedLibrary(
    factory
      ? idbLibrary({ factory, legacy: browserStorage(), checkEntries: checkEntriesInWorker })
      : lazyKeyValueLibrary(browserStorage()),
  );
  void requestPersistence();
  return library;
}

let persisted: Promise<boolean> | null = null;

/**
 * Asks once that the browser not evict the library when the disk runs low (Chromium grants it quietly to a
 * site in use or installed; a refusal changes nothing but what the Sessions panel says).
 */
function requestPersistence(): Promise<boolean> {
  persisted ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      return (await storage.persisted()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return persisted;
}

async function usage(): Promise<StorageUsage | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  const estimate = await storage.estimate();
  if (estimate.usage === undefined || estimate.quota === undefined) return null;
  return { usedBytes: estimate.usage, quotaBytes: estimate.quota, persisted: await requestPersistence() };
}

function tabStorage(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return tabFallback;
  }
}

/** Where the "which session is open" pointer lives: this tab's own, and the last one any tab wrote. */
export function activePointerStores(): PointerStores {
  return { tab: tabStorage(), shared: browserStorage() };
}

/** What the session actions keep things in, in this browser. */
export const browserSessionStorage: SessionStorage = {
  library: browserLibrary,
  pointers: activePointerStores,
  lessons: browserLessonShelf,
  usage,
};

function indexedDbOrNone(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    return undefined; // the getter itself throws where the page has no storage of its own
  }
}
