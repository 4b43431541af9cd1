// Storage for persistence tests without IndexedDB: a Map behind the three calls the pack store makes. It
// counts writes (a read-only tab must make none) and can fail the next write (a full disk).
import type { PackFs } from '../persist/pack-store';
import type { OpenResult, PersistentWorkspace } from '../persist/persistent-workspace';

export interface MemoryPackFs {
  readonly fs: PackFs;
  /** writeFile and unlink calls so far. */
  readonly writes: () => number;
  /** Makes the next writeFile reject with `message`. */
  readonly failNextWrite: (message: string) => void;
}

export function memoryPackFs(): MemoryPackFs {
  const files = new Map<string, Uint8Array | string>();
  let writes = 0;
  let failure: string | null = null;
  const fs: PackFs = {
    readFile: (path) => {
      const stored = files.get(path);
      return stored === undefined
        ? Promise.reject(Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' }))
        : Promise.resolve(stored);
    },
    writeFile: (path, data) => {
      writes++;
      if (failure !== null) {
        const message = failure;
        failure = null;
        return Promise.reject(new Error(message));
      }
      files.set(path, data);
      return Promise.resolve();
    },
    unlink: (path) => {
      writes++;
      files.delete(path);
      return Promise.resolve();
    },
  };
  return {
    fs,
    writes: () => writes,
    failNextWrite: (message) => {
      failure = message;
    },
  };
}

/** The opened workspace, or a thrown error naming why it did not open (tests only). */
export function openedOrThrow(result: OpenResult): PersistentWorkspace {
  if (!result.ok) throw new Error(result.reason);
  return result.opened;
}
