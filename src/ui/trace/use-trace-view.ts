// Panels draw from the events as of the selected one (time travel). One memoized slice per cursor move, and
// each panel's selector memoized on it, so switching tabs or re-rendering does no work twice.
import { useMemo } from 'react';
import type { TraceEvent } from '../../engine';
import { useAppStore } from '../store/use-app-store';
import { eventsAsOf } from '../../state/selectors';

export function useEventsAsOf(): readonly TraceEvent[] {
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  return useMemo(() => eventsAsOf(events, cursorSeq), [events, cursorSeq]);
}

/** Runs a panel's selector over the events as of the cursor. `select` must be a module-level function. */
export function useTraceView<R>(select: (events: readonly TraceEvent[]) => R): R {
  const events = useEventsAsOf();
  return useMemo(() => select(events), [events, select]);
}
