// Time travel: every panel draws from the events up to and including the selected one (DESIGN.md, the trace).
import type { TraceEvent, TraceEventOf, TraceEventType } from '../../engine';

/** The events as of `cursorSeq` (inclusive); `null` means the live end of the log. */
export function eventsAsOf(events: readonly TraceEvent[], cursorSeq: number | null): readonly TraceEvent[] {
  if (cursorSeq === null || cursorSeq >= events.length - 1) return events;
  return events.slice(0, Math.max(0, cursorSeq + 1));
}

/** The last event of a type, searching backwards (panels usually want the latest state). */
export function lastOfType<T extends TraceEventType>(
  events: readonly TraceEvent[],
  type: T,
  before = events.length,
): { event: TraceEventOf<T>; position: number } | null {
  for (let i = Math.min(before, events.length) - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === type) return { event: event as TraceEventOf<T>, position: i };
  }
  return null;
}

/** Memoizes a selector on the identity of its events array (panels re-render often; the log changes rarely). */
export function memoByEvents<R>(
  select: (events: readonly TraceEvent[]) => R,
): (events: readonly TraceEvent[]) => R {
  let lastEvents: readonly TraceEvent[] | null = null;
  let lastResult: R;
  return (events) => {
    if (events !== lastEvents) {
      lastResult = select(events);
      lastEvents = events;
    }
    return lastResult;
  };
}
