// The runtime worker's side of the page's port, gathering released trace events into batches. While a run
// goes, the release latch hands on every event as the log appends it; posted one message each, the page
// updated its store and redrew every panel once per event (a 20-step run of four calls a step blocked the
// page for ~29 s). Here the `trace` pushes of one load are held and posted together, once per frame's worth
// of time or once `MAX_BATCH_EVENTS` are held, so the page draws a run in batches (issue 15).
//
// Order is kept: any other message (a status, a response, another load's trace) first posts what is held,
// so the page never sees a status, or the answer to a request, ahead of the events released before it.
//
// A release to a point (a reopened session returning where it was: `releaseTo`) is held whole instead
// (`holdRelease`): its trace goes as ONE message when the release stops, which the host always says with a
// status push (the point reached, the run ended, a question, a live request, a failure, a command). One
// message matters beyond the count of messages: every model-request event carries the whole conversation so
// far, and a structured clone copies a shared object once per message, so a 200-step session posted in
// batches copied its history ~200 times over (quadratic; issue 13), and in one message copies it once.
// Meanwhile the session's `recorded` revisions are kept to the latest and posted after the trace, and the
// answers to requests pass without waiting (the page, holding the release too, asks nothing of its events).
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
  return isPush(message, 'trace') && typeof message.payload === 'object' && message.payload !== null;
}

function isPush(message: unknown, name: string): message is { rpc: 'event'; name: string; payload: unknown } {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { rpc?: unknown; name?: unknown };
  return m.rpc === 'event' && m.name === name;
}

export interface BatchingPort extends PortLike {
  /** From now until the next status push, holds the trace of load `loadId` whole (see the top of this file). */
  holdRelease(loadId: unknown): void;
}

export interface Scheduler {
  readonly later: (run: () => void, ms: number) => unknown;
  readonly cancel: (handle: unknown) => void;
}

const timers: Scheduler = {
  later: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function traceBatchingPort(port: PortLike, scheduler: Scheduler = timers): BatchingPort {
  let held: { loadId: unknown; events: TraceEvent[] } | null = null;
  let timer: unknown = null;
  /** A release held whole: its load, and the latest `recorded` push held with it. */
  let release: { loadId: unknown; recorded: unknown } | null = null;
  const flush = () => {
    if (timer !== null) scheduler.cancel(timer);
    timer = null;
    const releaseRecorded = release?.recorded ?? null;
    release = null;
    if (held !== null) {
      const { loadId, events } = held;
      held = null;
      port.postMessage({ rpc: 'event', name: 'trace', payload: { loadId, events } } satisfies TracePush);
    }
    if (releaseRecorded !== null) port.postMessage(releaseRecorded);
  };
  /** True when the message was held, or passed, as a release held whole wants. */
  const duringRelease = (message: unknown): boolean => {
    if (release === null || isPush(message, 'status') || isPush(message, 'personChange')) return false;
    if (isTracePush(message)) {
      if (message.payload.loadId !== release.loadId) return false;
      if (held === null) held = { loadId: release.loadId, events: [...message.payload.events] };
      else held.events.push(...message.payload.events);
      return true;
    }
    if (isPush(message, 'recorded')) release.recorded = message;
    else port.postMessage(message);
    return true;
  };
  return {
    postMessage(message) {
      if (duringRelease(message)) return;
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
    holdRelease(loadId) {
      flush();
      release = { loadId, recorded: null };
    },
    addEventListener: (type, listener) => port.addEventListener(type, listener),
    removeEventListener: (type, listener) => port.removeEventListener(type, listener),
  };
}
