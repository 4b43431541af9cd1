// The localStorage library (only for a browser without IndexedDB), loaded on its first use. Reading it checks
// every entry against the session schema, and a static import of it kept that validator (ajv, ~35 KB gzip)
// in the page's first chunks for every browser, including the ones that never take this path.
import type { LibraryStorage } from '../../../session/export/library-storage';
import type { KeyValueStorage } from '../../../session/export/session-library';

export function lazyKeyValueLibrary(storage: KeyValueStorage): LibraryStorage {
  let loaded: Promise<LibraryStorage> | null = null;
  const library = () =>
    (loaded ??= import('../../../session/export/library-storage').then((m) => m.keyValueLibrary(storage)));
  return {
    read: () => library().then((l) => l.read()),
    create: (...args) => library().then((l) => l.create(...args)),
    save: (...args) => library().then((l) => l.save(...args)),
    rename: (...args) => library().then((l) => l.rename(...args)),
    duplicate: (...args) => library().then((l) => l.duplicate(...args)),
    remove: (...args) => library().then((l) => l.remove(...args)),
    setOpenFailure: (...args) => library().then((l) => l.setOpenFailure(...args)),
    setBreakpoints: (...args) => library().then((l) => l.setBreakpoints(...args)),
    readDrafts: (...args) => library().then((l) => l.readDrafts(...args)),
    saveDrafts: (...args) => library().then((l) => l.saveDrafts(...args)),
  };
}
