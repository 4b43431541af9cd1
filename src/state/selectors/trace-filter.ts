// The Trace tab's filter: by event type, by tool, by step. Returns positions into the log.
import { envelopeOf, type TraceEvent, type TraceEventType } from '../../engine';

export interface TraceFilter {
  readonly type: TraceEventType | 'all';
  /** Tool name, or '' for any. */
  readonly tool: string;
  /** The main agent's step (a Task subagent's events belong to the step of their Task call), or null. */
  readonly step: number | null;
}

export const NO_TRACE_FILTER: TraceFilter = { type: 'all', tool: '', step: null };

/** The tool an event concerns (the envelope's), or null. */
export function toolNameOf(event: TraceEvent): string | null {
  return envelopeOf(event).toolName;
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

// Re-exported so the UI takes the list of event types from state/ (ui/ imports engine types only).
export { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
