// Turns a breaker transition into its trace event.
import type { EventSink } from '../trace/event-log';
import type { BreakerTransitionEvent } from '../trace/trace-events';
import type { BreakerTransition } from '../stores/circuit-breaker';

export function emitBreakerTransition(
  sink: EventSink,
  step: number,
  timeMs: number,
  transition: BreakerTransition,
  observedBy: BreakerTransitionEvent['observedBy'],
  callId: string | null,
): void {
  sink.append({
    type: 'breaker-transition',
    step,
    timeMs,
    toolName: transition.toolName,
    from: transition.from,
    to: transition.to,
    reason: transition.reason,
    consecutiveFailures: transition.consecutiveFailures,
    recoveryAtMs: transition.recoveryAtMs,
    observedBy,
    callId,
  });
}
