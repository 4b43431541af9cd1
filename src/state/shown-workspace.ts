// What the workspace panels show: the workspace as of the selected event. Following the live end, that is the
// workspace the runtime last reported. Travelling, it is the runtime's listing as of the cursor, fetched by
// epoch (the last file change at or before it) so moving among events that changed nothing fetches nothing.
// Listings carry no contents: the open file's content is fetched on its own (`syncOpenFile`), once per version.
import { workspaceEpochAt } from './selectors/file-changes';
import type { RuntimePort } from './runtime-slice';
import type { AppState, AppStore } from './store';
import {
  entryAt,
  listingEntryAt,
  STARTING_FILES,
  type WorkspaceEntry,
  type WorkspaceListing,
} from './workspace-slice';

/**
 * live: following the end of the log; past: the files as of the selected event; loading: that listing is on
 * its way (the previous one stays meanwhile); unavailable: no runtime to ask (a trace opened from a file).
 */
export type WorkspaceTimeView = 'live' | 'past' | 'loading' | 'unavailable';

/** The epoch the cursor needs, or null when following the live end or no runtime can answer. */
function neededEpoch(s: AppState): number | null {
  if (s.cursorSeq === null || s.traceSource.kind !== 'runtime' || s.runtimePort === null) return null;
  return workspaceEpochAt(s.events, s.cursorSeq);
}

export function workspaceTimeView(s: AppState): WorkspaceTimeView {
  if (s.cursorSeq === null) return 'live';
  const epoch = neededEpoch(s);
  if (epoch === null) return 'unavailable';
  return s.pastWorkspace?.epoch === epoch ? 'past' : 'loading';
}

/** Selects a listing already in the store (never a new object), so components re-render only on change. */
export function shownWorkspace(s: AppState): WorkspaceListing | null {
  const view = workspaceTimeView(s);
  return view === 'past' || view === 'loading' ? (s.pastWorkspace?.listing ?? s.workspace) : s.workspace;
}

/**
 * The file at `path` as shown: its entry with content; null when the shown workspace has no such file;
 * undefined while its content is on its way. A newer version loading keeps the older content meanwhile.
 */
export function shownFileEntry(s: AppState, path: string): WorkspaceEntry | null | undefined {
  const listing = shownWorkspace(s);
  if (!listingEntryAt(listing, path)) return null;
  // The starting files are the session document's own: the page has their contents already — unless they
  // were imported (the document names them by hash), when they are fetched like any other.
  const starting = listing?.at === STARTING_FILES ? entryAt(s.initialWorkspace, path) : null;
  if (starting !== null) return starting;
  const fetched = s.openFileContent;
  return fetched?.path === path ? fetched.entry : undefined;
}

/** Fetches the open file's content for the shown listing, unless the store has that version already. */
export async function syncOpenFile(store: AppStore): Promise<void> {
  const before = store.getState();
  const path = before.openFilePath;
  const listing = shownWorkspace(before);
  const node = listingEntryAt(listing, path ?? '');
  if (path === null || !listing || !node) return;
  if (listing.at === STARTING_FILES && entryAt(before.initialWorkspace, path) !== null) return;
  const held = before.openFileContent;
  if (held?.path === path && held.version === node.version) return;
  const entry = await before.runtimePort?.workspaceFile(listing.at, path).catch(() => undefined);
  if (entry === undefined) return;
  const after = store.getState();
  // Kept only while it is still the version shown: a slow answer must not replace a newer one.
  const stillShown = listingEntryAt(shownWorkspace(after), path)?.version === node.version;
  if (after.traceSource !== before.traceSource || after.openFilePath !== path || !stillShown) return;
  after.setOpenFileContent({ path, version: node.version, entry });
}

/** Fetches the listing the cursor needs, unless the store has it; a late answer for a moved cursor is dropped. */
export async function syncPastWorkspace(store: AppStore): Promise<void> {
  const before = store.getState();
  const epoch = neededEpoch(before);
  if (epoch === null || before.pastWorkspace?.epoch === epoch) return;
  const listing = await before.runtimePort?.workspaceAt(epoch).catch(() => null);
  const after = store.getState();
  // Another session may have opened meanwhile (its epochs are unrelated), or the cursor moved on.
  if (!listing || after.traceSource !== before.traceSource || neededEpoch(after) !== epoch) return;
  after.setPastWorkspace({ epoch, listing });
}

type ListingFetch = (port: RuntimePort) => Promise<WorkspaceListing | null>;

/** Per store: the refresh under way, and the one asked for meanwhile (only the latest matters). */
const refreshes = new WeakMap<AppStore, { running: Promise<void>; next: ListingFetch | null }>();

/**
 * Stores a listing fetched from the runtime for the session on screen. Refreshes asked for while one is
 * under way collapse into one that runs after it (a run releasing file changes fast must not queue a fetch
 * per batch). An answer that arrives after another session opened is dropped: it describes the previous
 * session's files.
 */
export function refreshWorkspace(store: AppStore, fetch: ListingFetch): Promise<void> {
  const current = refreshes.get(store);
  if (current) {
    current.next = fetch;
    return current.running;
  }
  const state: { running: Promise<void>; next: ListingFetch | null } = {
    running: Promise.resolve(),
    next: fetch,
  };
  state.running = (async () => {
    try {
      while (state.next) {
        const take = state.next;
        state.next = null;
        await refreshOnce(store, take);
      }
    } finally {
      refreshes.delete(store);
    }
  })();
  refreshes.set(store, state);
  return state.running;
}

async function refreshOnce(store: AppStore, fetch: ListingFetch): Promise<void> {
  const { runtimePort, traceSource } = store.getState();
  if (!runtimePort) return;
  const listing = await fetch(runtimePort).catch(() => null); // a failed refresh keeps the last tree
  const now = store.getState();
  if (listing && now.traceSource === traceSource) now.setWorkspace(listing);
}
