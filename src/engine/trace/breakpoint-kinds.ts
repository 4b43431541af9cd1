// What a breakpoint can stop on: the kinds the page's list, the trace rows' toggles and `--until` share. The
// vocabulary sits beside the trace types because the event catalog names, per event type, the breakpoint a
// row offers (event-catalog.ts); matching, the text grammar and the latch stay in runtime/stepping/.
import type { BreakerState } from '../gates/breaker-state';
import type { BudgetTruncateEvent, TraceEventType } from './trace-events';

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
