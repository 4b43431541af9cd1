// A point in a trace: how many of its events have been shown, not counting `model-delta`. It is how a
// session says where it was (a reload, a share link, an exported file, `npm run replay`), because it means
// the same thing whoever answers the model: a live endpoint streams a response in as many deltas as its
// network gives, the cassette replaying it in as many as the response has parts, and the trace hash leaves
// deltas out for the same reason (decision 0402). A point reached mid-stream therefore stands just after
// the `model-request`: the part of a response streamed so far is not a place a session can return to.
import { mainStepAt } from './agent-spans';
import { isMainStepEnd } from './main-step-ends';
import type { TraceEvent } from './trace-events';

/**
 * Whether an event moves the point: every event but how an answer arrived, a streaming delta or an MCP
 * call's live progress (decision 0888), whose number and place depend on the network.
 */
export function countsAsPoint(event: TraceEvent): boolean {
  return event.type !== 'model-delta' && event.type !== 'mcp-progress';
}

/** The point of the events up to and including `cursorSeq` (null: the live end, every event). */
export function pointOf(events: readonly TraceEvent[], cursorSeq: number | null = null): number {
  const end = cursorSeq === null ? events.length : Math.min(cursorSeq + 1, events.length);
  let point = 0;
  for (let i = 0; i < end; i += 1) if (countsAsPoint(events[i]!)) point += 1;
  return point;
}

/** The events up to and including the `point`-th counted one (all of them when the trace is shorter). */
export function eventsThroughPoint(events: readonly TraceEvent[], point: number): readonly TraceEvent[] {
  let counted = 0;
  for (let i = 0; i < events.length; i += 1) {
    if (counted >= point) return events.slice(0, i);
    if (countsAsPoint(events[i]!)) counted += 1;
  }
  return events;
}

/** The point right after the main agent's `step-end` of `step` (null: that step has not ended in `events`). */
export function pointAtStepEnd(events: readonly TraceEvent[], step: number): number | null {
  const end = events.findIndex((e) => isMainStepEnd(e) && e.step === step);
  return end < 0 ? null : pointOf(events, end);
}

/**
 * The step the step counter names at the cursor: the main agent's step of the event shown (0 before the
 * first step). Inside a subagent's run that is the step of the Task call around it, not the subagent's own.
 */
export function counterStepAt(events: readonly TraceEvent[], cursorSeq: number | null): number {
  return mainStepAt(events, cursorSeq ?? events.length - 1);
}
