// Whether a new version of the app is waiting, and how to take it. The compose layer's service-worker
// registration feeds it; the prompt reads it (ui/app/update/app-update.ts). A tiny external store of the
// app's services (zustand belongs to state/ only): it holds one flag and one action, and nothing of a session.

export interface AppUpdate {
  /** A new version is installed and waits: the prompt shows until the person answers. */
  readonly waiting: boolean;
  /** The service worker holds the whole app: a visit with the network off works (6–11 s after the first load). */
  readonly offlineReady: boolean;
}

export interface AppUpdateState {
  readonly current: () => AppUpdate;
  readonly subscribe: (listener: () => void) => () => void;
  /** The service worker found a new version; `reload` activates it and reloads the page. */
  readonly announce: (reload: () => Promise<void>) => void;
  /** The service worker is active: its install completed the precache. */
  readonly markOfflineReady: () => void;
  /** The person said yes: only now does the new version take over (it reloads the page). */
  readonly accept: () => void;
  /** The person said later: the new version stays waiting and takes over when every tab of the app is closed. */
  readonly postpone: () => void;
}

export function createAppUpdateState(): AppUpdateState {
  let current: AppUpdate = { waiting: false, offlineReady: false };
  let apply: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: AppUpdate) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(reload) {
      apply = reload;
      set({ ...current, waiting: true });
    },
    markOfflineReady: () => {
      if (!current.offlineReady) set({ ...current, offlineReady: true });
    },
    accept: () => void apply?.(),
    postpone: () => set({ ...current, waiting: false }),
  };
}
