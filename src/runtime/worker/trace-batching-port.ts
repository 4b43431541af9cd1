// The runtime worker's side of the page's port, gathering released trace events into batches. While a run
// goes, the release latch hands on every event as the log appends it; posted one message each, the page
// updated its store and redrew every panel once per event (a 20-step run of four calls a step blocked the
// page for ~29 s). Here the `trace` pushes of one load are held and posted together, once per frame's worth
// of time or once `MAX_BATCH_EVENTS` are held, so the page draws a run in batches (issue 15).
//
// Order is kept: any other message (a status, a response, another load's trace) first posts what is held,
// so the page never sees a status, or the answer to a request, ahead of the events released before it.
import type { PortLike } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine/trace/trace-events';

/** A frame at 60 Hz: the page cannot draw more often than this anyway. */
export const BATCH_WINDOW_MS = 16;
/** Held events beyond this go at once: one message, and one redraw, stays small. */
export const MAX_BATCH_EVENTS = 500;

interface TracePush {
  readonly rpc: 'event';
  readonly name: 'trace';
  readonly payload: { readonly loadId: unknown; readonly events: readonly TraceEvent[] };
}

function isTracePush(message: unknown): message is TracePush {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { rpc?: unknown; name?: unknown; payload?: unknown };
  return m.rpc === 'event' && m.name === 'trace' && typeof m.payload === 'object' && m.payload !== null;
}

export interface Scheduler {
  readonly later: (run: () => void, ms: number) => unknown;
  readonly cancel: (handle: unknown) => void;
}

const timers: Scheduler = {
  later: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function traceBatchingPort(port: PortLike, scheduler: Scheduler = timers): PortLike {
  let held: { loadId: unknown; events: TraceEvent[] } | null = null;
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) scheduler.cancel(timer);
    timer = null;
    if (held === null) return;
    const { loadId, events } = held;
    held = null;
    port.postMessage({ rpc: 'event', name: 'trace', payload: { loadId, events } } satisfies TracePush);
  };
  return {
    postMessage(message) {
      if (!isTracePush(message)) {
        flush();
        port.postMessage(message);
        return;
      }
      const { loadId, events } = message.payload;
      if (held !== null && held.loadId !== loadId) flush();
      if (held === null) held = { loadId, events: [...events] };
      else held.events.push(...events);
      if (held.events.length >= MAX_BATCH_EVENTS) flush();
      else if (timer === null) timer = scheduler.later(flush, BATCH_WINDOW_MS);
    },
    addEventListener: (type, listener) => port.addEventListener(type, listener),
    removeEventListener: (type, listener) => port.removeEventListener(type, listener),
  };
}
