// Panels draw from the events as of the selected one (time travel). One memoized slice per cursor move, and
// each panel's selector memoized on it, so switching tabs or re-rendering does no work twice.
//
// Deferred (React's useDeferredValue): a store change renders through useSyncExternalStore, which React cannot
// split, so opening a 20,000-event trace drew the conversation's 120 cards, the inspector and the tree in one
// task of ~300 ms (issue 37, `npm run bench -- ui-big`). The panels now redraw in a background render React
// yields from every few milliseconds; what must answer in the same frame (the step counter, the trace list's
// selection, the pipeline's tokens) reads the store directly, or through `useTraceViewNow`.
import { useDeferredValue, useMemo } from 'react';
import type { TraceEvent } from '../../engine';
import { useAppStore } from '../store/use-app-store';
import { eventsAsOf } from '../../state/selectors';

/** The events as of the cursor, now: for what is drawn in the frame the cursor moved in. */
export function useEventsAsOfNow(): readonly TraceEvent[] {
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  return useMemo(() => eventsAsOf(events, cursorSeq), [events, cursorSeq]);
}

/** The events as of the cursor, drawn in a render React may split (the panels: see above). */
export function useEventsAsOf(): readonly TraceEvent[] {
  return useDeferredValue(useEventsAsOfNow());
}

/** Runs a panel's selector over the events as of the cursor. `select` must be a module-level function. */
export function useTraceView<R>(select: (events: readonly TraceEvent[]) => R): R {
  const events = useEventsAsOf();
  return useMemo(() => select(events), [events, select]);
}

/** useTraceView in the same frame: the pipeline's diagram, whose tokens start moving as the step does. */
export function useTraceViewNow<R>(select: (events: readonly TraceEvent[]) => R): R {
  const events = useEventsAsOfNow();
  return useMemo(() => select(events), [events, select]);
}
