// The Trace tab's filter: by event type, by tool, by step. Returns positions into the log.
import type { TraceEvent, TraceEventType } from '../../engine';

export interface TraceFilter {
  readonly type: TraceEventType | 'all';
  /** Tool name, or '' for any. */
  readonly tool: string;
  /** The main agent's step (a Task subagent's events belong to the step of their Task call), or null. */
  readonly step: number | null;
}

export const NO_TRACE_FILTER: TraceFilter = { type: 'all', tool: '', step: null };

export function toolNameOf(event: TraceEvent): string | null {
  return 'toolName' in event ? event.toolName : null;
}

export function filterTrace(events: readonly TraceEvent[], filter: TraceFilter): number[] {
  const positions: number[] = [];
  // A nested event's own `step` counts its subagent's steps; the step filtered on is the main agent's.
  let mainStep = 0;
  events.forEach((event, position) => {
    if (event.scope === undefined) mainStep = event.step;
    if (filter.type !== 'all' && event.type !== filter.type) return;
    if (filter.step !== null && mainStep !== filter.step) return;
    if (filter.tool !== '' && toolNameOf(event) !== filter.tool) return;
    positions.push(position);
  });
  return positions;
}

/** The tool names and steps that occur in the log (for the filter's choices). */
export function traceFacets(events: readonly TraceEvent[]): { tools: string[]; steps: number[] } {
  const tools = new Set<string>();
  const steps = new Set<number>();
  for (const event of events) {
    const tool = toolNameOf(event);
    if (tool) tools.add(tool);
    if (event.scope === undefined) steps.add(event.step);
  }
  return { tools: [...tools].sort(), steps: [...steps].sort((a, b) => a - b) };
}

/** Short one-line summary of an event for the trace list (English identifiers, like the log itself). */
export function summarizeEvent(event: TraceEvent): string {
  switch (event.type) {
    case 'run-start':
      return event.userMessage;
    case 'step-start':
      return `max ${event.maxSteps}`;
    case 'schema-build':
      return `${event.tools.length} tools · ${event.bytes} B · ${event.tokens} tok${event.hidden.length ? ` · ${event.hidden.length} hidden` : ''}`;
    case 'model-request':
      return `${event.request.model} · ${event.request.messages.length} messages`;
    case 'model-delta':
      return event.delta.kind === 'text'
        ? event.delta.text
        : `${event.delta.name ?? ''}${event.delta.argumentsFragment ?? ''}`;
    case 'model-response':
      return `${event.toolCalls.length} tool calls · ${event.finishReason ?? ''}`;
    case 'plan-build':
      return `${event.calls.length} calls → ${event.batches.length} batches`;
    case 'call-rejected':
      return `${event.toolName} over cap ${event.maxCallsPerTurn}`;
    case 'batch-start':
      return `#${event.batchIndex} ${event.concurrent ? 'concurrent' : 'serial'} · ${event.callIds.length}`;
    case 'batch-end':
      return `#${event.batchIndex} ${event.startMs}–${event.endMs} ms`;
    case 'tool-start':
      return `${event.toolName} ${event.callId}`;
    case 'gate-check':
      return `${event.toolName} ${event.gate}: ${event.verdict}`;
    case 'permission-ask':
      return `${event.request.toolName}: ${event.request.reason}`;
    case 'permission-answer':
      return `${event.callId}: ${event.answer}`;
    case 'fault-inject':
      return `${event.toolName} ${event.action} · ${event.remaining} left`;
    case 'tool-end':
      return `${event.toolName} ${event.status}${event.errorCode ? ` ${event.errorCode}` : ''} · ${event.durationMs} ms`;
    case 'breaker-transition':
      return `${event.toolName} ${event.from} → ${event.to}`;
    case 'budget-truncate':
      return `${event.toolName} ${event.beforeBytes} → ${event.afterBytes} B`;
    case 'budget-apply':
      return `${event.totalBeforeBytes} → ${event.totalAfterBytes} B`;
    case 'file-change':
      return `${event.kind} ${event.path} (${event.source})`;
    case 'history-append':
      return `${event.messages.length} messages · ${event.bytes} B`;
    case 'clock-advance':
      return `${event.fromMs} → ${event.toMs} ms`;
    case 'settings-change':
      return changedKeys(event.change).join(', ');
    case 'step-end':
      return event.outcome;
    case 'run-end':
      return `${event.reason} after ${event.steps} steps`;
    default: {
      const unreachable: never = event;
      return String(unreachable);
    }
  }
}

/** The settings a change touched, as dotted paths (`engine.maxConcurrency`, `shellLimits.timeoutMs`). */
export function changedKeys(change: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(change).flatMap(([key, value]) =>
    (key === 'engine' || key === 'shellLimits') && typeof value === 'object' && value !== null
      ? changedKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// Re-exported so the UI takes the list of event types from state/ (ui/ imports engine types only).
export { TRACE_EVENT_TYPES } from '../../engine/trace/trace-events';
