// Which library entry is open, and how far it was stepped: all a reload needs, since replaying the entry's
// document to the same number of released events reproduces the same trace and workspace.
import type { KeyValueStorage, SessionPosition } from './session-library';
import { storageFailure } from './entry-edits';
import type { LibraryChange } from './library-store';

export const ACTIVE_KEY = 'toolscope.library.active.v1';

export interface ActiveSession extends SessionPosition {
  readonly id: string;
  /**
   * Written before the session starts opening and cleared once it opened: still set on start means the page
   * went away mid-open (it froze or crashed), so start-up offers the entry instead of opening it again.
   */
  readonly opening?: true;
}

export function readActiveSession(storage: KeyValueStorage): ActiveSession | null {
  const text = storage.getItem(ACTIVE_KEY);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null; // a damaged pointer only means nothing is reopened; the library itself is untouched
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, released, finished, opening, step } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof released !== 'number' || !Number.isInteger(released) || released < 0) {
    return null;
  }
  const counted = typeof step === 'number' && Number.isInteger(step) && step >= 0;
  return {
    id,
    released,
    finished: finished === true,
    ...(counted ? { step } : {}),
    ...(opening === true ? { opening } : {}),
  };
}

/** null: no session is open (the last one was deleted), so a reload opens nothing. */
export function writeActiveSession(
  storage: KeyValueStorage,
  active: ActiveSession | null,
): LibraryChange<null> {
  try {
    storage.setItem(ACTIVE_KEY, JSON.stringify(active));
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, reason: storageFailure(error) };
  }
}

/**
 * Where the pointer is kept: `tab` is this tab's own (sessionStorage: it survives the tab's reloads and no other
 * tab sees it), `shared` the last one any tab wrote (localStorage: what a newly opened tab reopens).
 */
export interface PointerStores {
  readonly tab: KeyValueStorage;
  readonly shared: KeyValueStorage;
}

/** This tab's pointer when it has one (even "nothing open"), else the last one any tab wrote. */
export function readTabActiveSession(stores: PointerStores): ActiveSession | null {
  return stores.tab.getItem(ACTIVE_KEY) !== null
    ? readActiveSession(stores.tab)
    : readActiveSession(stores.shared);
}

/** Writes both, so two tabs each reload into their own session and a new tab opens the latest one. */
export function writeTabActiveSession(
  stores: PointerStores,
  active: ActiveSession | null,
): LibraryChange<null> {
  const tab = writeActiveSession(stores.tab, active);
  const shared = writeActiveSession(stores.shared, active);
  return tab.ok ? shared : tab;
}

/** The session `id` was deleted: this tab opens nothing on reload; a new tab neither, if it was the latest. */
export function clearTabActiveSession(stores: PointerStores, id: string): void {
  writeActiveSession(stores.tab, null);
  if (readActiveSession(stores.shared)?.id === id) writeActiveSession(stores.shared, null);
}
