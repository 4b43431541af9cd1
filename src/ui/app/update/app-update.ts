// Whether a new version of the app is waiting, and how to take it. The compose layer's service-worker
// registration feeds it; the prompt reads it. A tiny external store (zustand belongs to state/ only): it
// holds one flag and one action, and nothing of a session.
import { useSyncExternalStore } from 'react';

export interface AppUpdate {
  /** A new version is installed and waits: the prompt shows until the person answers. */
  readonly waiting: boolean;
}

let current: AppUpdate = { waiting: false };
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(next: AppUpdate): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** The service worker found a new version; `reload` activates it and reloads the page. */
export function announceUpdate(reload: () => Promise<void>): void {
  apply = reload;
  set({ waiting: true });
}

/** The person said yes: only now does the new version take over (it reloads the page). */
export function acceptUpdate(): void {
  void apply?.();
}

/** The person said later: the new version stays waiting and takes over when every tab of the app is closed. */
export function postponeUpdate(): void {
  set({ waiting: false });
}

export function useAppUpdate(): AppUpdate {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
