// A live workspace mirrored into a pack store: the in-memory tree stays the truth, the store follows it.
//   attach:  read what the store holds → compare it, node by node, with the live tree → write what differs
//            (or a whole base pack when nothing readable was stored) → follow changes: changed paths are dirty
//   flush(): dirty paths → their final states, read from an O(1) view taken at that moment (so a change made
//            while the flush writes is in the next one, never half in this one) → one journal pack, or a
//            new base pack when the journals pile up
// Read-only access compares and reports, and never writes.
import type { ChangesetEntry } from '../changeset';
import { entriesOfPaths, entriesOfWorkspace } from '../changeset-of-paths';
import { manualClock } from '../clocks';
import { createMemoryWorkspace } from '../memory-workspace';
import type { Workspace } from '../workspace';
import type { PackStore } from './pack-store';
import type { WorkspaceAccess } from './tab-lock';

/**
 * What attaching found. created: nothing was stored (the live tree was written whole); verified: the store
 * held exactly the live tree; rebuilt: it held another state (`differing` paths were rewritten); replaced:
 * it could not be read (`reason`), and a whole new base was written; differs: read-only access found
 * another state, or none, or an unreadable one (`reason`), and left it as it was.
 */
export type MirrorCheck = 'created' | 'verified' | 'rebuilt' | 'replaced' | 'differs';

export interface MirrorReport {
  readonly check: MirrorCheck;
  readonly differing: number;
  /** Files in the live tree when it was compared. */
  readonly files: number;
  readonly reason?: string;
}

export class WorkspaceMirror {
  private readonly dirty = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  /** Starts following `workspace` now: what changes from here on is written by the next flush. */
  constructor(
    private readonly workspace: Workspace,
    private readonly store: PackStore,
    readonly access: WorkspaceAccess,
  ) {
    this.unsubscribe = workspace.subscribe((changes) => {
      for (const change of changes) this.dirty.add(change.path);
    });
  }

  /** Paths changed since the last successful flush. */
  get pending(): number {
    return this.dirty.size;
  }

  /**
   * Compares what the store holds with the live tree and, with owner access, writes what differs. Call once,
   * right after constructing (the store must not have been loaded yet).
   */
  reconcile(): Promise<MirrorReport> {
    return this.enqueue(async () => {
      const live = await entriesOfWorkspace(this.workspace.createOverlay());
      const files = live.filter((entry) => entry.type === 'file').length;
      const stored = await storedEntries(this.store);
      const owner = this.access === 'owner';
      if (!stored.ok || stored.entries === null) {
        const reason = stored.ok ? {} : { reason: stored.reason };
        if (!owner) return { check: 'differs', differing: live.length, files, ...reason };
        await this.store.writeBase(live);
        return { check: stored.ok ? 'created' : 'replaced', differing: live.length, files, ...reason };
      }
      const differing = differingPaths(stored.entries, live);
      if (differing.length === 0) return { check: 'verified', differing: 0, files };
      if (!owner) return { check: 'differs', differing: differing.length, files };
      for (const path of differing) this.dirty.add(path);
      await this.writeDirty();
      return { check: 'rebuilt', differing: differing.length, files };
    });
  }

  /** Writes the pending changes (one at a time, in order); a failed flush keeps them pending and rejects. */
  flush(): Promise<void> {
    return this.enqueue(() => this.writeDirty());
  }

  /** A last flush, then stops following the workspace. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.unsubscribe();
    }
  }

  /** Stops following at once, writing nothing more (the store is about to be deleted). */
  abandon(): void {
    this.unsubscribe();
    this.dirty.clear();
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    // A failed step does not block the next one; its own caller hears of the failure.
    const attempt = this.queue.catch(() => undefined).then(work);
    this.queue = attempt.then(
      () => undefined,
      () => undefined,
    );
    return attempt;
  }

  private async writeDirty(): Promise<void> {
    if (this.access !== 'owner' || this.dirty.size === 0) return;
    const paths = [...this.dirty];
    this.dirty.clear();
    const view = this.workspace.createOverlay(); // the tree as of now, whatever changes during the writes
    try {
      const entries = await entriesOfPaths(view, paths);
      const journalBytes = entries.reduce((sum, e) => sum + (e.type === 'file' ? e.bytes.length : 0), 0);
      if (this.store.shouldCompact(journalBytes)) await this.store.writeBase(await entriesOfWorkspace(view));
      else await this.store.appendJournal(entries);
    } catch (error) {
      for (const path of paths) this.dirty.add(path); // the next flush tries again
      throw error;
    }
  }
}

type StoredEntries =
  | { readonly ok: true; readonly entries: ChangesetEntry[] | null }
  | { readonly ok: false; readonly reason: string };

/** The stored tree as entries (null: nothing stored), its journals applied over its base. */
async function storedEntries(store: PackStore): Promise<StoredEntries> {
  const loaded = await store.load();
  if (!loaded.ok) return loaded;
  if (!loaded.stored) return { ok: true, entries: null };
  const scratch = createMemoryWorkspace({ clock: manualClock(0) });
  for (const entries of loaded.packs) {
    const applied = await scratch.applyChangeset({ entries });
    if (!applied.ok)
      return { ok: false, reason: `inconsistent at ${applied.failedPath}: ${applied.message}` };
  }
  return { ok: true, entries: await entriesOfWorkspace(scratch) };
}

/** Paths whose node differs (type, mode, mtime, bytes, link target) or exists on one side only. */
export function differingPaths(stored: readonly ChangesetEntry[], live: readonly ChangesetEntry[]): string[] {
  const byPath = new Map(stored.map((entry) => [entry.path, entry]));
  const differing: string[] = [];
  for (const entry of live) {
    const other = byPath.get(entry.path);
    byPath.delete(entry.path);
    if (other === undefined || !sameNode(entry, other)) differing.push(entry.path);
  }
  differing.push(...byPath.keys());
  return differing;
}

function sameNode(a: ChangesetEntry, b: ChangesetEntry): boolean {
  if (a.type === 'file' && b.type === 'file')
    return a.mode === b.mode && a.mtimeMs === b.mtimeMs && sameBytes(a.bytes, b.bytes);
  if (a.type === 'directory' && b.type === 'directory') return a.mode === b.mode && a.mtimeMs === b.mtimeMs;
  if (a.type === 'symlink' && b.type === 'symlink') return a.target === b.target && a.mtimeMs === b.mtimeMs;
  return false;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
