// One tab saves into a library entry at a time. A second tab showing the same entry (a duplicated browser
// tab, or the entry opened in two tabs) would otherwise overwrite the first one's saves with its own, and
// the other way round. Each tab asks the browser for the entry's Web Lock when it opens the entry; the tab
// that gets it saves, another says the session is open elsewhere, refuses edits (edit-gate.ts) and saves
// nothing until it holds the lock. A tab that gets the lock is `behind` until `takeOver` answers that what
// it shows is what the entry holds (else it reopens the entry from the library, and asks again): the other
// tab may have saved after this one read the entry, and writing this tab's older state would lose that.
import type { EntryLockState } from '../library-slice';
import type { AppStore } from '../store';
import type { EntryLockManager } from './deps';

export type { EntryLockState };

export interface EntryLocks {
  /** Whether this tab may save into `id` now (always, where the browser has no Web Locks). */
  state(id: string): EntryLockState;
  stop(): void;
}

/**
 * `locks`: the browser's Web Locks (navigator.locks), or undefined where it has none.
 * `takeOver`: resolves true when this tab's session is the entry as stored (it may save), false when it
 * started reopening the entry instead. `onHeld`: this tab saves the entry from now on.
 */
export function startEntryLocks(
  store: AppStore,
  locks: EntryLockManager | undefined,
  takeOver: (id: string) => Promise<boolean>,
  onHeld: () => void,
): EntryLocks {
  let current: { id: string; state: EntryLockState; release: () => void } | null = null;
  const set = (entry: NonNullable<typeof current>, state: EntryLockState) => {
    entry.state = state;
    if (current === entry) store.getState().setEntryLock({ id: entry.id, state });
  };

  const follow = (id: string | null) => {
    current?.release();
    current = null;
    if (id === null) {
      store.getState().setEntryLock(null);
      return;
    }
    if (!locks) {
      store.getState().setEntryLock({ id, state: 'held' });
      return;
    }
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const entry = { id, state: 'pending' as EntryLockState, release };
    current = entry;
    set(entry, 'pending');
    // Waits in line: when the other tab lets go (it closes, or opens something else), this one takes over.
    void locks.request(`toolscope.library.entry.${id}`, () => {
      if (current !== entry) return undefined; // this tab moved on while waiting
      set(entry, 'behind');
      void takeOver(id)
        .catch(() => false)
        .then((upToDate) => {
          if (current !== entry || !upToDate) return;
          set(entry, 'held');
          onHeld();
        });
      return held;
    });
    // Whether another tab holds it right now: told at once, so the page can say so.
    void locks.query().then((snapshot) => {
      const name = `toolscope.library.entry.${id}`;
      if (
        current === entry &&
        entry.state === 'pending' &&
        snapshot.held?.some((lock) => lock.name === name)
      ) {
        set(entry, 'elsewhere');
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
