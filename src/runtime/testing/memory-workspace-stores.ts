// Sessions' stored workspaces in memory, for host tests: one MemoryPackFs per name, as the browser has one
// IndexedDB database per library session. A store can be made to refuse every write (a full disk).
import type { WorkspaceSnapshot } from '../../vfs/snapshot-format';
import { manualClock } from '../../vfs/clocks';
import { openPersistentWorkspace } from '../../vfs/persist/persistent-workspace';
import type { PackFs } from '../../vfs/persist/pack-store';
import { memoryPackFs, openedOrThrow, type MemoryPackFs } from '../../vfs/testing/memory-pack-fs';
import type { WorkspaceStores } from '../host/workspace-persistence';

export interface MemoryWorkspaceStores extends WorkspaceStores {
  readonly names: () => string[];
  /** writeFile and unlink calls on a store so far. */
  readonly writes: (name: string) => number;
  /** What a store holds, as a snapshot (loaded as the harness page loads it). */
  readonly stored: (name: string) => Promise<WorkspaceSnapshot>;
  /** Every write to this store fails from now on. */
  readonly refuseWrites: (name: string, message: string) => void;
  /** Marks a store as held by a tab (removeIfFree leaves it), or frees it again. */
  readonly holdElsewhere: (name: string, held: boolean) => void;
}

export function memoryWorkspaceStores(): MemoryWorkspaceStores {
  const stores = new Map<string, MemoryPackFs>();
  const refused = new Map<string, string>();
  const heldElsewhere = new Set<string>();
  const storeOf = (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = memoryPackFs();
      stores.set(name, store);
    }
    return store;
  };
  const refusing = (name: string, fs: PackFs): PackFs => ({
    readFile: (path) => fs.readFile(path),
    writeFile: (path, data) => {
      const reason = refused.get(name);
      return reason === undefined ? fs.writeFile(path, data) : Promise.reject(new Error(reason));
    },
    unlink: (path) => fs.unlink(path),
  });
  return {
    open: (name) => refusing(name, storeOf(name).fs),
    remove: (name) => {
      stores.delete(name);
      return Promise.resolve();
    },
    list: () => Promise.resolve([...stores.keys()]),
    removeIfFree: (name) => {
      if (heldElsewhere.has(name)) return Promise.resolve(false);
      stores.delete(name);
      return Promise.resolve(true);
    },
    acquire: () => Promise.resolve({ release: () => undefined }),
    names: () => [...stores.keys()],
    writes: (name) => stores.get(name)?.writes() ?? 0,
    stored: async (name) => {
      const fs = storeOf(name).fs;
      const opened = openedOrThrow(await openPersistentWorkspace({ name, clock: manualClock(0), fs }));
      return opened.workspace.snapshot();
    },
    refuseWrites: (name, message) => refused.set(name, message),
    holdElsewhere: (name, held) => void (held ? heldElsewhere.add(name) : heldElsewhere.delete(name)),
  };
}
