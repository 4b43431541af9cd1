// One tab saves into a library entry at a time. A second tab showing the same entry (a duplicated browser
// tab, or the entry opened in two tabs) would otherwise overwrite the first one's saves with its own, and
// the other way round. Each tab asks the browser for the entry's Web Lock when it opens the entry; the tab
// that gets it saves, another says the session is open elsewhere and saves nothing until it holds the lock.
import type { AppStore } from '../store';
import type { EntryLockManager } from './deps';

/** held: this tab saves; elsewhere: another tab holds the entry; pending: not answered yet. */
export type EntryLockState = 'held' | 'elsewhere' | 'pending';

export interface EntryLocks {
  /** Whether this tab may save into `id` now (always, where the browser has no Web Locks). */
  state(id: string): EntryLockState;
  stop(): void;
}

/** `locks`: the browser's Web Locks (navigator.locks), or undefined where it has none. */
export function startEntryLocks(
  store: AppStore,
  locks: EntryLockManager | undefined,
  onHeld: () => void,
): EntryLocks {
  let current: { id: string; state: EntryLockState; release: () => void } | null = null;

  const follow = (id: string | null) => {
    current?.release();
    current = null;
    if (id === null || !locks) return;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const entry = { id, state: 'pending' as EntryLockState, release };
    current = entry;
    // Waits in line: when the other tab lets go (it closes, or opens something else), this one takes over.
    void locks.request(`toolscope.library.entry.${id}`, () => {
      if (current !== entry) return undefined; // this tab moved on while waiting
      entry.state = 'held';
      onHeld();
      return held;
    });
    // Whether another tab holds it right now: told at once, so the page can say so.
    void locks.query().then((snapshot) => {
      const name = `toolscope.library.entry.${id}`;
      const mine = entry.state === 'held';
      if (current === entry && !mine && snapshot.held?.some((lock) => lock.name === name)) {
        entry.state = 'elsewhere';
        store.getState().setLibrarySave({ kind: 'elsewhere' });
      }
    });
  };

  follow(store.getState().activeSessionId);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.activeSessionGeneration !== previous.activeSessionGeneration) follow(state.activeSessionId);
  });
  return {
    state: (id) => (!locks ? 'held' : current?.id === id ? current.state : 'pending'),
    stop: () => {
      unsubscribe();
      current?.release();
    },
  };
}
