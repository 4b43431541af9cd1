// The append-only event log. The engine only ever appends; the runtime owns the log of a run and may hand
// the engine a scoped sink for a subagent's nested loop.
import type { TraceEvent, TraceEventInput } from './trace-events';

/** Where events go. `append` assigns `seq` and returns the stored event. */
export interface EventSink {
  append(event: TraceEventInput): TraceEvent;
}

/** An in-memory append-only log: events are stored as given (no copy, no serialization). */
export class EventLog implements EventSink {
  readonly #events: TraceEvent[] = [];
  readonly #listeners = new Set<(event: TraceEvent) => void>();

  append(event: TraceEventInput): TraceEvent {
    // Adding `seq` onto the caller's fresh object avoids a copy per event (events are built per append).
    const stored = event as TraceEvent & { seq: number };
    stored.seq = this.#events.length;
    this.#events.push(stored);
    if (this.#listeners.size > 0) for (const listener of this.#listeners) listener(stored);
    return stored;
  }

  /** A read-only view of every event so far. */
  get events(): readonly TraceEvent[] {
    return this.#events;
  }

  get length(): number {
    return this.#events.length;
  }

  /** Called after each append (e.g. to post events to the page); returns an unsubscribe function. */
  subscribe(listener: (event: TraceEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/** A sink that tags every event with a scope (e.g. `task:call_3`) before passing it on. */
export function scopedSink(parent: EventSink, scope: string): EventSink {
  return {
    append(event: TraceEventInput): TraceEvent {
      // The innermost scope wins: a nested subagent's sink wraps its parent's, which must not rename it.
      return parent.append({ ...event, scope: event.scope ?? scope });
    },
  };
}
