// Bringing a freshly opened session back to where it was left. The runtime is deterministic, so the same
// document released to the same point (events not counting model-delta) shows the same trace (same trace
// hash) and the same workspace. The runtime releases to the point itself (`releaseTo`) and pauses exactly
// there, so no step here depends on how long a step takes (a Bash call in a shell worker, the tokenizer's
// download). Autosave is held meanwhile, so a half-replayed state is never saved over the real position.
import type { SessionPosition } from '../../session/export/session-library';
import { holdBreakpoints, syncBreakpoints } from './breakpoint-actions';
import { finishedOf } from '../library-slice';
import type { AppStore } from '../store';
import type { SessionActionDeps } from './deps';

export async function replayToPosition(deps: SessionActionDeps, position: SessionPosition): Promise<void> {
  const store = deps.store.getState();
  const port = deps.runtime();
  if (!port || position.released === 0) return;
  store.setLibraryRestoring(true);
  // The person's breakpoints must not stop the replay short of where they left it.
  await holdBreakpoints(deps);
  try {
    // Loaded before the run reaches its first schema, so opening does not wait on the download mid-way.
    await deps.preloadTokenizer().catch(() => undefined);
    await port.releaseTo(position.released);
    await until(deps.store, () => reached(deps.store, position.released));
    // A session whose runs had all ended goes on as one that ran to its end: the next message runs.
    if (position.finished) await port.control('run');
  } finally {
    deps.store.getState().setLibraryRestoring(false);
    await syncBreakpoints(deps);
  }
}

/**
 * There, or as far as the session goes: its runs ended and were all shown before the point (a document
 * changed since; a run computed to its end while still being released is not that), or it waits for a person (a question, a human turn) whose answer was never recorded.
 */
function reached(store: AppStore, point: number): boolean {
  const state = store.getState();
  const status = state.runtimeStatus;
  return state.livePoint >= point || finishedOf(status) || status?.waiting != null;
}

/** Resolves when the condition holds (checked now and on every store change). */
function until(store: AppStore, condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!condition()) return;
      unsubscribe();
      resolve();
    });
    if (condition()) {
      unsubscribe();
      resolve();
    }
  });
}
