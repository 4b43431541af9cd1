// Setting and clearing breakpoints: the store's list is the truth; each change goes to the runtime (which
// stops releasing after the next event one matches — "run until") and into the active library entry.
// While the page replays a session back to its saved position, the runtime holds none (a breakpoint must not
// stop the replay short of where the person left it); `syncBreakpoints` gives them back afterwards.
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import { sameBreakpoint } from '../../runtime/stepping/breakpoint';
import type { SessionActionDeps } from './deps';

export async function setBreakpoints(
  deps: SessionActionDeps,
  breakpoints: readonly Breakpoint[],
): Promise<void> {
  const state = deps.store.getState();
  state.setBreakpointList(breakpoints);
  await syncBreakpoints(deps);
  const entryId = state.activeSessionId;
  if (entryId === null) return;
  const kept = await deps.storage.library().setBreakpoints(entryId, breakpoints);
  if (!kept.ok) deps.store.getState().showNotice({ kind: 'error', text: kept.reason });
}

/** Adds the breakpoint, or removes it when it is already set (the rows' toggles). */
export function toggleBreakpoint(deps: SessionActionDeps, breakpoint: Breakpoint): Promise<void> {
  const current = deps.store.getState().breakpoints;
  const next = current.some((b) => sameBreakpoint(b, breakpoint))
    ? current.filter((b) => !sameBreakpoint(b, breakpoint))
    : [...current, breakpoint];
  return setBreakpoints(deps, next);
}

/** The store's list to the runtime (after a load, a reload, or a replay to a saved position). */
export async function syncBreakpoints(deps: SessionActionDeps): Promise<void> {
  await deps.runtime()?.setBreakpoints(deps.store.getState().breakpoints);
}

/** None in the runtime while the page replays to a position (see the top of this file). */
export async function holdBreakpoints(deps: SessionActionDeps): Promise<void> {
  await deps.runtime()?.setBreakpoints([]);
}

/**
 * Pins a condition as an expectation of the session ("Expect this"), or unpins it when pinned: it goes into
 * the session document's `expect` with the next save (autosave.ts), which `npm run replay` checks.
 */
export function toggleExpectation(deps: SessionActionDeps, condition: Breakpoint): void {
  const state = deps.store.getState();
  const pinned = state.expectations.some((b) => sameBreakpoint(b, condition));
  state.setExpectationList(
    pinned
      ? state.expectations.filter((b) => !sameBreakpoint(b, condition))
      : [...state.expectations, condition],
  );
}
