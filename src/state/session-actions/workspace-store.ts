// The session on screen's workspace, kept in IndexedDB by the runtime worker (one database per library entry,
// src/runtime/host/workspace-persistence.ts). The page says which store to keep it in, and how:
//   - only a session the library keeps (an active entry), and only once it is open where it was left (not
//     while a reload replays it: the store holds the state at the session's current event, and a half-way
//     replay is not that; the worker checks the store against the replayed tree when it attaches);
//   - again after every load of it (a session edit reloads it into a fresh tree);
//   - as owner only while this tab holds the entry's lock (entry-lock.ts: the one lock that says which tab
//     writes a session, its document and its files alike); otherwise read-only, which the page already says
//     ("Not saved here").
// The first time this tab attaches as owner (it writes the library now), the stores of sessions the library
// no longer has are swept (sweepOrphanWorkspaces).
import type { AppState } from '../store';
import type { SessionActionDeps } from './deps';
import type { EntryLockState } from './entry-lock';

interface Wanted {
  readonly name: string;
  readonly access: 'owner' | 'read-only';
  /** The load it is for (each load has its own trace source). */
  readonly load: AppState['traceSource'];
}

export interface WorkspaceStoreFollower {
  /** Looks again (the entry's lock was taken over). */
  sync(): void;
  stop(): void;
}

export function startWorkspaceStore(
  deps: SessionActionDeps,
  lockOf: (id: string) => EntryLockState,
): WorkspaceStoreFollower {
  const { store } = deps;
  let sent: Wanted | null = null;
  let swept = false;
  const sync = () => {
    const id = store.getState().activeSessionId;
    // Taking the entry over: the store is attached once this tab shows the entry as stored (`held`).
    if (id !== null && lockOf(id) === 'behind') return;
    const wanted = wantedOf(store.getState(), lockOf);
    if (sameWanted(wanted, sent)) return;
    sent = wanted;
    if (wanted === null) store.getState().setWorkspaceStore(null);
    const port = deps.runtime();
    // Requests reach the worker in the order sent; a refusal (no worker) leaves the session unkept, as before.
    void port
      ?.persistWorkspace(wanted?.name ?? null, wanted?.access ?? 'read-only')
      .then((answer) => {
        if (sent !== wanted || wanted === null) return;
        store.getState().setWorkspaceStore(answer);
        if (wanted.access === 'owner' && !swept) {
          swept = true;
          void sweepOrphanWorkspaces(deps);
        }
      })
      .catch(() => undefined);
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (
      state.activeSessionGeneration !== previous.activeSessionGeneration ||
      state.libraryRestoring !== previous.libraryRestoring ||
      state.traceSource !== previous.traceSource ||
      state.librarySave !== previous.librarySave
    )
      sync();
  });
  sync();
  return { sync, stop: unsubscribe };
}

function wantedOf(state: AppState, lockOf: (id: string) => EntryLockState): Wanted | null {
  const id = state.activeSessionId;
  if (id === null || state.libraryRestoring || state.traceSource.kind !== 'runtime') return null;
  return { name: id, access: lockOf(id) === 'held' ? 'owner' : 'read-only', load: state.traceSource };
}

function sameWanted(a: Wanted | null, b: Wanted | null): boolean {
  if (a === null || b === null) return a === b;
  return a.name === b.name && a.access === b.access && a.load === b.load;
}

/** The session was deleted from the library: its stored workspace goes too. */
export async function forgetSessionWorkspace(deps: SessionActionDeps, id: string): Promise<void> {
  await deps
    .runtime()
    ?.forgetWorkspace(id)
    .catch(() => false);
}

/**
 * Deletes the stored workspaces of sessions the library has no entry for (an entry removed by a path that
 * bypassed deleteSession, a crash between deleting the entry and its database, an older version's delete).
 * The stores are listed before the library is read: a store exists only once its entry does, so a store
 * listed first whose entry the read does not show has lost its entry. Refused entries keep theirs (they are
 * kept and shown, never dropped); an unreadable library sweeps nothing; a store another tab holds open is
 * left (the worker checks its lock).
 */
export async function sweepOrphanWorkspaces(deps: SessionActionDeps): Promise<readonly string[]> {
  const port = deps.runtime();
  if (!port) return [];
  try {
    const stored = await port.storedWorkspaces();
    if (stored.length === 0) return [];
    const library = await deps.storage.library().read();
    if (!library.ok) return [];
    const known = new Set([
      ...library.entries.map((entry) => entry.id),
      ...library.refused.map((entry) => entry.id),
    ]);
    const active = deps.store.getState().activeSessionId;
    if (active !== null) known.add(active);
    const orphans = stored.filter((name) => !known.has(name));
    return orphans.length === 0 ? [] : await port.sweepWorkspaces(orphans);
  } catch {
    return []; // a sweep that fails leaves every store in place, for the next page to try
  }
}
