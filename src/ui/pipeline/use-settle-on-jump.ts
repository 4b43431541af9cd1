// Motion comes from the trace only: a token moves because the selected event moved, never on a clock of its
// own. A move of a few events (Step, the next event, a small batch of released events) animates; a jump of
// many (Step over, time travel across a step, a run delivering a large batch) settles at once: the diagram
// draws the new state with transitions off for that one render.
import { useState } from 'react';
import { pointOf } from '../../engine';
import { memoByEvents } from '../../state/selectors';
import { useTraceViewNow } from '../trace/use-trace-view';

/** More events than this between two renders is a jump (counted as points: streamed deltas do not count). */
export const MAX_ANIMATED_EVENTS = 6;

export function useSettleOnJump(position: number): boolean {
  const [seen, setSeen] = useState(position);
  const [settle, setSettle] = useState(true);
  if (seen !== position) {
    // React's pattern for state derived from the previous render's props: set during render, redrawn at once.
    setSeen(position);
    setSettle(Math.abs(position - seen) > MAX_ANIMATED_EVENTS);
  }
  return settle;
}

/**
 * The point as of the cursor (events but streamed deltas), counted once per cursor move however many views
 * ask: the diagram and the conversation's turn being written both settle on the same jumps.
 */
const pointAsOf = memoByEvents((events) => pointOf(events));

/** Whether the move to the cursor's events was a jump (see useSettleOnJump). */
export function useSettleAtCursor(): boolean {
  return useSettleOnJump(useTraceViewNow(pointAsOf));
}
