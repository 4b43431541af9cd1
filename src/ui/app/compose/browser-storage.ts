// localStorage as the library's key-value store, or an in-memory stand-in when the browser refuses it
// (private modes, sandboxed iframes): the session still opens, it just is not kept. sessionStorage holds what
// belongs to this tab only (which session it has open). `browserLibrary` is the one place that says where
// the library lives: issue 13 swaps it for IndexedDB behind the same interface.
import type { PointerStores } from '../../../session/export/library-active';
import { keyValueLibrary, type LibraryStorage } from '../../../session/export/library-storage';
import type { KeyValueStorage } from '../../../session/export/session-library';
import type { SessionStorage } from '../../../state/session-actions/deps';

function inMemory(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const sharedFallback = inMemory();
const tabFallback = inMemory();

export function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return sharedFallback;
  }
}

/** The session library of this browser. */
export function browserLibrary(): LibraryStorage {
  return keyValueLibrary(browserStorage());
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
  drafts: browserStorage,
};
