// Breakpoints: "run until …". Each kind is a predicate over one trace event, so the UI and the CLI can set
// them without knowing anything about engine state.
import type { BreakerState } from '../../engine/gates/breaker-state';
import type { TraceEvent, TraceEventType } from '../../engine/trace/trace-events';

/** The verdicts a person wants to stop on; CONFLICT and CIRCUIT_OPEN are read from the call's result. */
export type GateVerdictBreak = 'DENY' | 'ASK' | 'CONFLICT' | 'CIRCUIT_OPEN';

export type Breakpoint =
  | { readonly kind: 'event-type'; readonly eventType: TraceEventType }
  /** Stops when a call of this tool starts. */
  | { readonly kind: 'tool'; readonly toolName: string }
  | { readonly kind: 'gate-verdict'; readonly verdict: GateVerdictBreak }
  /** Any transition, or only those into `to`. */
  | { readonly kind: 'breaker-transition'; readonly to?: BreakerState };

export function matchesBreakpoint(breakpoint: Breakpoint, event: TraceEvent): boolean {
  switch (breakpoint.kind) {
    case 'event-type':
      return event.type === breakpoint.eventType;
    case 'tool':
      return event.type === 'tool-start' && event.toolName === breakpoint.toolName;
    case 'gate-verdict':
      return matchesVerdict(breakpoint.verdict, event);
    case 'breaker-transition':
      return (
        event.type === 'breaker-transition' && (breakpoint.to === undefined || event.to === breakpoint.to)
      );
    default: {
      const unreachable: never = breakpoint;
      return unreachable;
    }
  }
}

function matchesVerdict(verdict: GateVerdictBreak, event: TraceEvent): boolean {
  switch (verdict) {
    case 'DENY':
      return event.type === 'gate-check' && event.gate === 'permission' && event.verdict === 'DENY';
    case 'ASK':
      return event.type === 'permission-ask';
    case 'CONFLICT':
      return event.type === 'tool-end' && event.errorCode === 'CONFLICT';
    case 'CIRCUIT_OPEN':
      return event.type === 'gate-check' && event.gate === 'breaker' && event.verdict === 'REJECT';
    default: {
      const unreachable: never = verdict;
      return unreachable;
    }
  }
}
