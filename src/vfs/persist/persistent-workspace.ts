// A workspace that survives a reload: the in-memory tree stays authoritative; lightning-fs (IndexedDB) holds
// packs of it behind. Open:
//   hold the tab lock (or go read-only) → load manifest, base pack, journals → apply them as changesets
//   → subscribe: every change marks its path dirty
// flush() (after each tool batch, and on page hide):
//   dirty paths → their final states → one journal pack (or, when journals pile up, a new base pack)
import LightningFS from '@isomorphic-git/lightning-fs';
import { createMemoryWorkspace } from '../memory-workspace';
import type { WorkspaceSnapshot } from '../snapshot-format';
import type { VirtualClock, Workspace } from '../workspace';
import { PackStore, type PackFs } from './pack-store';
import { acquireWorkspaceAccess, type WorkspaceAccess } from './tab-lock';
import { entriesOfPaths, entriesOfWorkspace } from '../changeset-of-paths';

export interface OpenWorkspaceOptions {
  /** One stored workspace per name (e.g. per session), so sessions never overwrite each other. */
  readonly name: string;
  readonly clock: VirtualClock;
  /** Content for a workspace that has never been stored (it is stored at once). */
  readonly initial?: WorkspaceSnapshot;
  /** Storage override for tests; default lightning-fs on IndexedDB. */
  readonly fs?: PackFs;
}

export interface PersistentWorkspace {
  /** Its `flush()` writes pending changes (a no-op in read-only access). */
  readonly workspace: Workspace;
  readonly access: WorkspaceAccess;
  /** Files in the tree after loading, for the cold-load measurement and the status bar. */
  readonly loadedFiles: number;
  /** Flushes, then lets another tab take the workspace. */
  close(): Promise<void>;
}

export type OpenResult =
  | { readonly ok: true; readonly opened: PersistentWorkspace }
  | { readonly ok: false; readonly reason: string };

export function storageName(name: string): string {
  return `toolscope-ws-${name}`;
}

export async function openPersistentWorkspace(options: OpenWorkspaceOptions): Promise<OpenResult> {
  const held = await acquireWorkspaceAccess(options.name);
  const fs = options.fs ?? new LightningFS(storageName(options.name)).promises;
  const store = new PackStore(fs);
  const loaded = await store.load();
  if (!loaded.ok) {
    held.release();
    return { ok: false, reason: loaded.reason };
  }

  const dirty = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    // One flush at a time, in order; a failed one does not block the next (its paths stay dirty).
    const attempt = queue
      .catch(() => undefined)
      .then(() => (held.access === 'owner' ? flushDirty(workspace, store, dirty) : undefined));
    queue = attempt;
    return attempt;
  };
  const workspace = createMemoryWorkspace({ clock: options.clock, onFlush: flush });
  for (const entries of loaded.packs) {
    const applied = await workspace.applyChangeset({ entries });
    if (!applied.ok) {
      held.release();
      return {
        ok: false,
        reason: `stored workspace is inconsistent at ${applied.failedPath}: ${applied.message}`,
      };
    }
  }
  workspace.subscribe((changes) => {
    for (const change of changes) dirty.add(change.path);
  });
  if (loaded.packs.length === 0 && options.initial !== undefined) {
    await workspace.restore(options.initial);
    await flush();
  }

  let loadedFiles = 0;
  for await (const entry of workspace.walk('/workspace')) if (entry.type === 'file') loadedFiles++;
  return {
    ok: true,
    opened: {
      workspace,
      access: held.access,
      loadedFiles,
      close: async () => {
        await flush();
        held.release();
      },
    },
  };
}

async function flushDirty(workspace: Workspace, store: PackStore, dirty: Set<string>): Promise<void> {
  if (dirty.size === 0) return;
  const paths = [...dirty];
  dirty.clear();
  try {
    const entries = await entriesOfPaths(workspace, paths);
    const journalBytes = entries.reduce((sum, e) => sum + (e.type === 'file' ? e.bytes.length : 0), 0);
    if (store.shouldCompact(journalBytes)) await store.writeBase(await entriesOfWorkspace(workspace));
    else await store.appendJournal(entries);
  } catch (error) {
    // Keep them pending: the next flush tries again.
    for (const path of paths) dirty.add(path);
    throw error;
  }
}
