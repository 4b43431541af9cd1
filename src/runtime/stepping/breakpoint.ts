// Breakpoints: "run until …". Each kind is a predicate over one trace event, so the UI and the CLI can set
// them without knowing anything about engine state. They are never an input of a run: the latch consults
// them only to decide when to stop releasing events, so setting one cannot change a trace or its hash.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Breakpoint, GateVerdictBreak } from '../../engine/trace/breakpoint-kinds';
import { assertNever } from '../../common/assert-never';

// The kinds are the trace's vocabulary (the event catalog names the breakpoint each event's row offers).
export { BREAK_VERDICTS } from '../../engine/trace/breakpoint-kinds';
export type {
  Breakpoint,
  BreakpointKind,
  BudgetLayer,
  GateVerdictBreak,
} from '../../engine/trace/breakpoint-kinds';
export { breakpointForEvent } from '../../engine/trace/event-catalog';

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
    case 'budget-cut':
      return (
        event.type === 'budget-truncate' &&
        (breakpoint.layer === undefined || event.layer === breakpoint.layer)
      );
    case 'step':
      return event.type === 'step-start' && event.scope === undefined && event.step === breakpoint.step;
    default: {
      return assertNever(breakpoint);
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
    case 'INVALID_PARAM':
      return event.type === 'tool-end' && event.errorCode === verdict;
    case 'CIRCUIT_OPEN':
      return event.type === 'gate-check' && event.gate === 'breaker' && event.verdict === 'REJECT';
    case 'TOO_MANY_CALLS':
      return event.type === 'call-rejected';
    default: {
      return assertNever(verdict);
    }
  }
}

/** Two breakpoints that stop on the same events (the list keeps one of each). */
export function sameBreakpoint(a: Breakpoint, b: Breakpoint): boolean {
  return breakpointKey(a) === breakpointKey(b);
}

/** A stable text key per breakpoint (React keys, de-duplication). */
export function breakpointKey(breakpoint: Breakpoint): string {
  switch (breakpoint.kind) {
    case 'event-type':
      return `event:${breakpoint.eventType}`;
    case 'tool':
      return `tool:${breakpoint.toolName}`;
    case 'gate-verdict':
      return breakpoint.verdict;
    case 'breaker-transition':
      return breakpoint.to === undefined ? 'breaker' : `breaker:${breakpoint.to}`;
    case 'budget-cut':
      return breakpoint.layer === undefined ? 'budget' : `budget:${breakpoint.layer}`;
    case 'step':
      return `step:${breakpoint.step}`;
    default: {
      return assertNever(breakpoint);
    }
  }
}
