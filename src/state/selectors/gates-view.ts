// The Gates tab: each call's path through permission → lock → breaker → run → record.
import type {
  BreakerTransitionEvent,
  GateCheckEvent,
  PermissionAskEvent,
  PermissionAnswerEvent,
  ToolEndEvent,
  TraceEvent,
} from '../../engine';
import { lastOfType } from './as-of';
import { DeliveredResults, type DeliveredResult } from './delivered-result';
import { lockOutcome, type LockOutcome } from './lock-outcome';

export interface CallGates {
  readonly callId: string;
  readonly index: number;
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>> | null;
  readonly checks: readonly GateCheckEvent[];
  readonly ask: PermissionAskEvent | null;
  readonly answer: PermissionAnswerEvent | null;
  readonly end: ToolEndEvent | null;
  /** Breaker changes this call's result caused (the "record" stage). */
  readonly recorded: readonly BreakerTransitionEvent[];
  /** What the lock came to, once the tool decided (null for a call that never reached the lock gate). */
  readonly lock: LockOutcome | null;
  /** What the model received for this call, after the budget (null until the call ends). */
  readonly delivered: DeliveredResult | null;
}

export interface GatesView {
  readonly step: number;
  readonly calls: readonly CallGates[];
  /** Asks still waiting for a person (no answer yet as of the selected event). */
  readonly pendingAsks: readonly PermissionAskEvent[];
}

export function selectGatesView(events: readonly TraceEvent[]): GatesView | null {
  const latest = lastOfType(events, 'plan-build');
  if (!latest) return null;
  const plan = latest.event;
  const byCall = new Map<
    string,
    {
      checks: GateCheckEvent[];
      ask: PermissionAskEvent | null;
      answer: PermissionAnswerEvent | null;
      end: ToolEndEvent | null;
      recorded: BreakerTransitionEvent[];
    }
  >(plan.calls.map((c) => [c.id, { checks: [], ask: null, answer: null, end: null, recorded: [] }]));
  const delivered = new DeliveredResults();
  for (let i = latest.position + 1; i < events.length; i++) {
    const event = events[i]!;
    if (event.scope !== plan.scope) continue;
    delivered.add(event);
    if (event.type === 'gate-check') byCall.get(event.callId)?.checks.push(event);
    else if (event.type === 'permission-ask') {
      const entry = byCall.get(event.request.callId);
      if (entry) entry.ask = event;
    } else if (event.type === 'permission-answer') {
      const entry = byCall.get(event.callId);
      if (entry) entry.answer = event;
    } else if (event.type === 'tool-end') {
      const entry = byCall.get(event.callId);
      if (entry) entry.end = event;
    } else if (event.type === 'breaker-transition' && event.callId !== null) {
      byCall.get(event.callId)?.recorded.push(event);
    }
  }
  const calls = plan.calls.map((c) => {
    const entry = byCall.get(c.id)!;
    const lockCheck = entry.checks.find((check) => check.gate === 'lock');
    return {
      callId: c.id,
      index: c.index,
      toolName: c.toolName,
      input: c.input,
      ...entry,
      lock: lockCheck?.gate === 'lock' ? lockOutcome(lockCheck, entry.end) : null,
      delivered: delivered.get(c.id) ?? null,
    };
  });
  const pendingAsks = calls.flatMap((c) => (c.ask && !c.answer ? [c.ask] : []));
  return { step: plan.step, calls, pendingAsks };
}
