// Run / pause over a recorded trace: while playing, the cursor moves one event per tick and stops at the end.
import type { SessionActionDeps } from './deps';

const TICK_MS = 120;

/** Starts playing from the cursor (from the first event at the live end); returns what stops it. */
export function startPlayback(deps: SessionActionDeps): () => void {
  const { store } = deps;
  const { events, cursorSeq } = store.getState();
  // Playing from the live end starts over from the first event.
  if (cursorSeq === null || cursorSeq >= events.length - 1) store.getState().selectEvent(0);
  const timer = setInterval(() => {
    const state = store.getState();
    if (state.cursorSeq === null || state.cursorSeq >= state.events.length - 1) state.setPlaying(false);
    else state.moveCursorByEvents(1);
  }, TICK_MS);
  return () => clearInterval(timer);
}
