// The Read cache of the optimistic lock: what the model last saw of each file, keyed by the normalized
// workspace path. Refreshed by every successful output that carries `lock` (Read, and Edit/Write after they
// write), so an Edit after an Edit needs no new Read (the reference left the cache stale).
import type { LockMeta } from '../protocol/tool-result';
import { normalizeWorkspacePath } from '../paths/workspace-path';

export class ReadCache {
  readonly #byPath = new Map<string, LockMeta>();

  /** Looks a path up in any accepted spelling (relative, `./x`, absolute inside the workspace). */
  get(path: string, cwd?: string): LockMeta | undefined {
    const key = normalizeWorkspacePath(path, cwd);
    return key === null ? undefined : this.#byPath.get(key);
  }

  /** Every cached Read of the path itself or of a file under it (a folder), in path order. */
  under(path: string, cwd?: string): LockMeta[] {
    const key = normalizeWorkspacePath(path, cwd);
    if (key === null) return [];
    const prefix = key.endsWith('/') ? key : `${key}/`;
    // The map's keys are already normalized: compare them, and sort only what matched (this runs for every
    // call of a tool that takes a lock).
    const found: LockMeta[] = [];
    for (const [cached, lock] of this.#byPath)
      if (cached === key || cached.startsWith(prefix)) found.push(lock);
    return found.sort(comparePaths);
  }

  set(lock: LockMeta): void {
    const key = normalizeWorkspacePath(lock.path);
    if (key !== null) this.#byPath.set(key, lock);
  }

  delete(path: string): void {
    const key = normalizeWorkspacePath(path);
    if (key !== null) this.#byPath.delete(key);
  }

  clear(): void {
    this.#byPath.clear();
  }

  /** Sorted by path, for the UI and for session snapshots. */
  entries(): LockMeta[] {
    return [...this.#byPath.values()].sort(comparePaths);
  }
}

function comparePaths(a: LockMeta, b: LockMeta): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
