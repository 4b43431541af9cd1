// What the workspace panels show: the workspace as of the selected event. Following the live end, that is the
// workspace the runtime last reported. Travelling, it is the runtime's snapshot as of the cursor, fetched by
// epoch (the last file change at or before it) so moving among events that changed nothing fetches nothing.
import { workspaceEpochAt } from './selectors/file-changes';
import type { RuntimePort } from './runtime-slice';
import type { AppState, AppStore } from './store';
import type { WorkspaceSnapshot } from './workspace-slice';

/**
 * live: following the end of the log; past: the files as of the selected event; loading: that snapshot is on
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

/** Selects a snapshot already in the store (never a new object), so components re-render only on change. */
export function shownWorkspace(s: AppState): WorkspaceSnapshot | null {
  const view = workspaceTimeView(s);
  return view === 'past' || view === 'loading' ? (s.pastWorkspace?.snapshot ?? s.workspace) : s.workspace;
}

/** Fetches the workspace the cursor needs, unless the store has it; a late answer for a moved cursor is dropped. */
export async function syncPastWorkspace(store: AppStore): Promise<void> {
  const before = store.getState();
  const epoch = neededEpoch(before);
  if (epoch === null || before.pastWorkspace?.epoch === epoch) return;
  const snapshot = await before.runtimePort?.workspaceAt(epoch).catch(() => null);
  const after = store.getState();
  // Another session may have opened meanwhile (its epochs are unrelated), or the cursor moved on.
  if (!snapshot || after.traceSource !== before.traceSource || neededEpoch(after) !== epoch) return;
  after.setPastWorkspace({ epoch, snapshot });
}

/**
 * Stores a workspace fetched from the runtime for the session on screen. An answer that arrives after another
 * session opened (a fetch sent just before) is dropped: it describes the previous session's files.
 */
export async function refreshWorkspace(
  store: AppStore,
  fetch: (port: RuntimePort) => Promise<WorkspaceSnapshot | null>,
): Promise<void> {
  const { runtimePort, traceSource } = store.getState();
  if (!runtimePort) return;
  const snapshot = await fetch(runtimePort).catch(() => null); // a failed refresh keeps the last tree
  const now = store.getState();
  if (snapshot && now.traceSource === traceSource) now.setWorkspace(snapshot);
}
