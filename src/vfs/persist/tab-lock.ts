// Two tabs must never write the same stored workspace. The first tab to open a workspace name holds a Web
// Lock for as long as it keeps it open; another tab gets read-only access (it loads the workspace but never
// writes it back) and the UI says so. Without Web Locks (Node), access is exclusive by construction.

export type WorkspaceAccess = 'owner' | 'read-only';

export interface HeldAccess {
  readonly access: WorkspaceAccess;
  release(): void;
}

/**
 * `wait`: wait for the lock instead of going read-only. The app's runtime worker waits: which tab writes a
 * session is decided by the page's library lock (src/state/session-actions/entry-lock.ts), and this lock only
 * hands the store over once the tab that wrote it before has finished its last flush.
 */
export async function acquireWorkspaceAccess(
  name: string,
  options: { readonly wait?: boolean } = {},
): Promise<HeldAccess> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks === undefined) return { access: 'owner', release: () => undefined };
  return new Promise<HeldAccess>((resolve, reject) => {
    locks
      .request(`toolscope-workspace:${name}`, { ifAvailable: options.wait !== true }, (lock) => {
        if (lock === null) {
          resolve({ access: 'read-only', release: () => undefined });
          return undefined;
        }
        // The lock is held until this promise settles, i.e. until release() is called.
        return new Promise<void>((release) => resolve({ access: 'owner', release }));
      })
      .catch(reject);
  });
}

/**
 * Runs `work` while holding the workspace's lock, if no one holds it now; false (and `work` not run) when a
 * tab holds it. Where there are no Web Locks (Node), `work` runs.
 */
export async function whileWorkspaceFree(name: string, work: () => Promise<void>): Promise<boolean> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks === undefined) {
    await work();
    return true;
  }
  return locks.request(`toolscope-workspace:${name}`, { ifAvailable: true }, async (lock) => {
    if (lock === null) return false;
    await work();
    return true;
  });
}
