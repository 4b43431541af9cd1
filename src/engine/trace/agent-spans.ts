// Agents in one trace: the main agent (no scope) and the nested runs a Task call starts, each a span that
// its own run-start opens and its own run-end closes, inside the parent call's tool-start … tool-end
// (decision 0408). Step numbers count per agent, so "which step is this" and "did the run end" are asked
// of the agent an event belongs to; these helpers are where every reader asks it.
import { taskScope, type AgentParent } from './agent-parent';
import type { RunEndEvent, TraceEvent } from './trace-events';

/** The end of the whole run: the main agent's run-end. A subagent's run-end closes only its own span. */
export function isWholeRunEnd(event: TraceEvent): event is RunEndEvent {
  return event.type === 'run-end' && event.scope === undefined;
}

/** One nested agent's run, as far as the events go. */
export interface AgentSpan {
  readonly scope: string;
  /** The call that started it (null only when a damaged trace names none). */
  readonly parent: AgentParent | null;
  /** Seq of its run-start. */
  readonly startSeq: number;
  /** Seq of its run-end; null while it runs (or the events stop before). */
  readonly endSeq: number | null;
  /** Steps started so far. */
  readonly steps: number;
  readonly endReason: RunEndEvent['reason'] | null;
}

/** Every nested agent's span in `events`, in the order they started. */
export function agentSpans(events: readonly TraceEvent[]): AgentSpan[] {
  const open = new Map<string, { span: AgentSpan; index: number }>();
  const spans: AgentSpan[] = [];
  events.forEach((event, index) => {
    const scope = event.scope;
    if (scope === undefined) return;
    if (event.type === 'run-start') {
      const span: AgentSpan = {
        scope,
        parent: event.parent ?? legacyParent(events, index, scope),
        startSeq: event.seq,
        endSeq: null,
        steps: 0,
        endReason: null,
      };
      open.set(scope, { span, index: spans.length });
      spans.push(span);
      return;
    }
    const current = open.get(scope);
    if (!current) return;
    if (event.type === 'step-start') {
      spans[current.index] = { ...spans[current.index]!, steps: spans[current.index]!.steps + 1 };
    } else if (event.type === 'run-end') {
      spans[current.index] = { ...spans[current.index]!, endSeq: event.seq, endReason: event.reason };
      open.delete(scope);
    }
  });
  return spans;
}

/** The span a call started (a Task call's subagent), if it has started one in `events`. */
export function spanOfCall(spans: readonly AgentSpan[], callId: string, parentScope?: string) {
  return spans.find((s) => s.parent?.callId === callId && s.parent.scope === parentScope) ?? null;
}

/**
 * Traces recorded before spans (decision 0408) name the parent only in the scope's text: `task:<callId>`,
 * started inside that call of the main agent, whose last tool-start before the run-start is the call.
 */
function legacyParent(events: readonly TraceEvent[], index: number, scope: string): AgentParent | null {
  for (let i = index - 1; i >= 0; i -= 1) {
    const event = events[i]!;
    if (event.type === 'tool-start' && event.scope === undefined && taskScope(event.callId) === scope) {
      return { callId: event.callId, spanId: event.spanId, step: event.step };
    }
  }
  return null;
}

/**
 * The main agent's step at events[index]: a nested event's own `step` counts its agent's steps, so the main
 * step is that of the last main event before it (the Task call's, which runs around the nested run).
 */
export function mainStepAt(events: readonly TraceEvent[], index: number): number {
  for (let i = Math.min(index, events.length - 1); i >= 0; i -= 1) {
    const event = events[i]!;
    if (event.scope === undefined) return event.step;
  }
  return 0;
}

/** What the step counter says at a cursor: the main agent's step, and the nested agent's when inside one. */
export interface ScopedStepCounter {
  readonly step: number;
  readonly lastStep: number;
  readonly nested: {
    readonly scope: string;
    /** The call whose subagent this is (null: a damaged trace names none). */
    readonly callId: string | null;
    readonly step: number;
    /** The nested agent's last step in `events`. */
    readonly lastStep: number;
  } | null;
}

export function scopedCounterAt(events: readonly TraceEvent[], cursorSeq: number | null): ScopedStepCounter {
  const last = events.length - 1;
  const current = cursorSeq === null ? last : Math.min(cursorSeq, last);
  const step = mainStepAt(events, current);
  const lastStep = mainStepAt(events, last);
  const shown = events[current];
  if (shown?.scope === undefined) return { step, lastStep, nested: null };
  const scope = shown.scope;
  let start = current;
  while (start > 0 && !(events[start]!.type === 'run-start' && events[start]!.scope === scope)) start -= 1;
  let nestedLast = shown.step;
  for (let i = current + 1; i <= last; i += 1) {
    const event = events[i]!;
    if (event.scope !== scope) continue;
    if (event.type === 'run-end') break;
    nestedLast = Math.max(nestedLast, event.step);
  }
  const opening = events[start]!;
  const parent =
    opening.type === 'run-start' && opening.scope === scope
      ? (opening.parent ?? legacyParent(events, start, scope))
      : null;
  return {
    step,
    lastStep,
    nested: { scope, callId: parent?.callId ?? null, step: shown.step, lastStep: nestedLast },
  };
}
