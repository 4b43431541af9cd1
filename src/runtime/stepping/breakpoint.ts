// Breakpoints: "run until …". Each kind is a predicate over one trace event, so the UI and the CLI can set
// them without knowing anything about engine state. They are never an input of a run: the latch consults
// them only to decide when to stop releasing events, so setting one cannot change a trace or its hash.
import type { BreakerState } from '../../engine/gates/breaker-state';
import type { BudgetTruncateEvent, TraceEvent, TraceEventType } from '../../engine/trace/trace-events';
import { assertNever } from '../../common/assert-never';

/** The verdicts a person wants to stop on, in the order the UI lists them. */
export const BREAK_VERDICTS = [
  'DENY',
  'ASK',
  'CONFLICT',
  'CIRCUIT_OPEN',
  'INVALID_PARAM',
  'TOO_MANY_CALLS',
] as const;

/**
 * DENY and CIRCUIT_OPEN are gate verdicts; ASK is the permission question; CONFLICT and INVALID_PARAM are
 * read from the call's result (the lock is checked by the tool against what the lock gate injected, and an
 * invalid call ends at the plan); TOO_MANY_CALLS is the cap's call-rejected event.
 */
export type GateVerdictBreak = (typeof BREAK_VERDICTS)[number];

export type BudgetLayer = BudgetTruncateEvent['layer'];

export type Breakpoint =
  | { readonly kind: 'event-type'; readonly eventType: TraceEventType }
  /** Stops when a call of this tool starts. */
  | { readonly kind: 'tool'; readonly toolName: string }
  | { readonly kind: 'gate-verdict'; readonly verdict: GateVerdictBreak }
  /** Any transition, or only those into `to`. */
  | { readonly kind: 'breaker-transition'; readonly to?: BreakerState }
  /** Any cut the budget makes, or only those of one layer. */
  | { readonly kind: 'budget-cut'; readonly layer?: BudgetLayer }
  /** The main agent's step with this number starts. */
  | { readonly kind: 'step'; readonly step: number };

export type BreakpointKind = Breakpoint['kind'];

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

/**
 * The breakpoint a row of an inspector offers for its event: the most specific kind that matches it (a
 * CONFLICT rather than "any tool-end"), so "break here" stops on the next event like this one.
 */
export function breakpointForEvent(event: TraceEvent): Breakpoint {
  switch (event.type) {
    case 'gate-check':
      if (event.gate === 'permission' && event.verdict === 'DENY')
        return { kind: 'gate-verdict', verdict: 'DENY' };
      if (event.gate === 'breaker' && event.verdict === 'REJECT')
        return { kind: 'gate-verdict', verdict: 'CIRCUIT_OPEN' };
      return { kind: 'event-type', eventType: 'gate-check' };
    case 'permission-ask':
      return { kind: 'gate-verdict', verdict: 'ASK' };
    case 'tool-end':
      return event.errorCode === 'CONFLICT' || event.errorCode === 'INVALID_PARAM'
        ? { kind: 'gate-verdict', verdict: event.errorCode }
        : { kind: 'event-type', eventType: 'tool-end' };
    case 'call-rejected':
      return { kind: 'gate-verdict', verdict: 'TOO_MANY_CALLS' };
    case 'tool-start':
      return { kind: 'tool', toolName: event.toolName };
    case 'breaker-transition':
      return { kind: 'breaker-transition', to: event.to };
    case 'budget-truncate':
      return { kind: 'budget-cut', layer: event.layer };
    case 'step-start':
      return event.scope === undefined
        ? { kind: 'step', step: event.step }
        : { kind: 'event-type', eventType: 'step-start' };
    case 'run-start':
    case 'schema-build':
    case 'model-request':
    case 'model-delta':
    case 'model-response':
    case 'plan-build':
    case 'batch-start':
    case 'permission-answer':
    case 'fault-inject':
    case 'batch-end':
    case 'budget-apply':
    case 'file-change':
    case 'history-append':
    case 'clock-advance':
    case 'settings-change':
    case 'step-end':
    case 'run-end':
      return { kind: 'event-type', eventType: event.type };
    default: {
      return assertNever(event);
    }
  }
}
