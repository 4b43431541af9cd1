// Storage that can be killed between any two writes, as lightning-fs on IndexedDB commits them: a file's bytes
// are stored at once (one IndexedDB record per inode, kept when the file is rewritten), while the index that
// maps names to inodes is saved only by `flush()` (or lightning-fs's 500 ms debounce, `eagerIndex`). A crash
// keeps the stored bytes and the last saved index, and loses everything else.
import type { PackFs } from '../persist/pack-store';

export class Crash extends Error {
  constructor() {
    super('the tab was killed');
  }
}

export interface CrashablePackFs {
  readonly fs: PackFs;
  /** Storage operations (writeFile, unlink, flush) started so far. */
  readonly operations: () => number;
  /** The operation with this number (1-based) throws Crash instead of running; every later one too. */
  crashAt(operation: number): void;
  /** What a fresh tab finds: the stored bytes and the last saved index. */
  afterCrash(): CrashablePackFs;
}

interface Disk {
  readonly records: Map<number, Uint8Array | string>;
  savedIndex: Map<string, number>;
}

/** `eagerIndex`: the index is saved after every write too (the debounce fired at the worst moment). */
export function crashablePackFs(options: { eagerIndex?: boolean } = {}): CrashablePackFs {
  return over({ records: new Map(), savedIndex: new Map() }, options.eagerIndex ?? false);
}

function over(disk: Disk, eagerIndex: boolean): CrashablePackFs {
  const index = new Map(disk.savedIndex);
  let nextInode = Math.max(0, ...index.values()) + 1; // an inode of bytes no index names is reused
  let started = 0;
  let crashAt = Infinity;
  const step = () => {
    started += 1;
    if (started >= crashAt) throw new Crash();
  };
  const saveIndex = () => {
    disk.savedIndex = new Map(index);
  };
  const fs: PackFs = {
    readFile: (path) => {
      const inode = index.get(path);
      if (inode === undefined)
        return Promise.reject(Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' }));
      // lightning-fs returns no data (not an error) for a name whose record is gone.
      return Promise.resolve(disk.records.get(inode) as Uint8Array | string);
    },
    writeFile: (path, data) => {
      step();
      const inode = index.get(path) ?? nextInode++;
      disk.records.set(inode, typeof data === 'string' ? data : data.slice());
      index.set(path, inode);
      if (eagerIndex) saveIndex();
      return Promise.resolve();
    },
    unlink: (path) => {
      step();
      const inode = index.get(path);
      index.delete(path);
      if (inode !== undefined) disk.records.delete(inode);
      if (eagerIndex) saveIndex();
      return Promise.resolve();
    },
    flush: () => {
      step();
      saveIndex();
      return Promise.resolve();
    },
  };
  return {
    fs,
    operations: () => started,
    crashAt: (operation) => {
      crashAt = operation;
    },
    afterCrash: () => over(disk, eagerIndex),
  };
}
