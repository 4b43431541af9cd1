// Sessions' workspaces in the browser: one IndexedDB database per library session ("toolscope-ws-<id>"),
// written through lightning-fs (decision 0200), handed from tab to tab by a Web Lock (decision 0205).
import LightningFS from '@isomorphic-git/lightning-fs';
import { storageName, STORAGE_PREFIX } from '../../vfs/persist/persistent-workspace';
import type { PackStoreFaults } from '../../vfs/persist/pack-store';
import { acquireWorkspaceAccess, whileWorkspaceFree } from '../../vfs/persist/tab-lock';
import type { WorkspaceStores } from './workspace-persistence';

export function browserWorkspaceStores(faults?: PackStoreFaults): WorkspaceStores {
  return {
    open: (name) => new LightningFS(storageName(name)).promises,
    remove: (name) => deleteDatabase(storageName(name)),
    list: async () =>
      (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .filter((name) => name.startsWith(STORAGE_PREFIX))
        .map((name) => name.slice(STORAGE_PREFIX.length)),
    removeIfFree: (name) => whileWorkspaceFree(name, () => deleteDatabase(storageName(name))),
    acquire: (name) => acquireWorkspaceAccess(name, { wait: true }),
    ...(faults ? { faults } : {}),
  };
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    // `blocked`: a connection is still open (lightning-fs closes its own 500 ms after its last call, or
    // another tab reads it); the deletion waits for it and then succeeds.
  });
}
