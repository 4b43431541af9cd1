// A workspace loaded from its store, for pages that have no trace to rebuild it from (the workspace harness,
// the cold-load benchmark): the in-memory tree stays authoritative; lightning-fs (IndexedDB) holds packs of
// it behind. Open:
//   hold the tab lock (or go read-only) → load manifest, base pack, journals → apply them as changesets
//   → a WorkspaceMirror follows it from there (workspace-mirror.ts): flush() writes the dirty paths
// The app's sessions do the opposite (the trace rebuilds the tree, the store is checked against it):
// src/runtime/host/workspace-persistence.ts.
import LightningFS from '@isomorphic-git/lightning-fs';
import { createMemoryWorkspace } from '../memory-workspace';
import type { WorkspaceSnapshot } from '../snapshot-format';
import type { VirtualClock, Workspace } from '../workspace';
import { PackStore, type PackFs } from './pack-store';
import { acquireWorkspaceAccess, type WorkspaceAccess } from './tab-lock';
import { WorkspaceMirror } from './workspace-mirror';

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

/** Every session workspace's IndexedDB database is named this, then the session's name. */
export const STORAGE_PREFIX = 'toolscope-ws-';

export function storageName(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
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

  const relay: { mirror?: WorkspaceMirror } = {};
  const workspace = createMemoryWorkspace({
    clock: options.clock,
    onFlush: () => relay.mirror?.flush() ?? Promise.resolve(),
  });
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
  // The tree now is what the store holds: from here on the mirror writes what changes.
  const mirror = new WorkspaceMirror(workspace, store, held.access);
  relay.mirror = mirror;
  if (loaded.packs.length === 0 && options.initial !== undefined) {
    await workspace.restore(options.initial);
    await workspace.flush();
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
        try {
          await mirror.close();
        } finally {
          held.release();
        }
      },
    },
  };
}
