// Gate 3 in the executor: report an OPEN → HALF_OPEN change first seen here, admit or reject, and append the
// gate-check.
import { emitBreakerTransition } from '../gate-events/breaker-events';
import type { BreakerAdmission, BreakerView } from '../stores/circuit-breaker';
import type { PlannedCall } from '../orchestrator/plan-calls';
import type { TurnContext } from '../turn-protocol/turn-context';
import { assertNever } from '../../common/assert-never';

export interface BreakerGateOutcome {
  readonly admission: BreakerAdmission;
  readonly view: BreakerView;
}

export function checkBreakerGate(
  ctx: TurnContext,
  call: PlannedCall,
  spanId: string,
  timeMs: number,
): BreakerGateOutcome {
  const { deps, step } = ctx;
  const timing = deps.settings.breaker;
  const observed = deps.breakers.observe(call.toolName, timeMs, timing);
  if (observed) emitBreakerTransition(deps.sink, step, timeMs, observed, 'call', call.id);
  const admission = deps.breakers.admit(call.toolName, timeMs, timing);
  const view = deps.breakers.view(call.toolName, timeMs, timing);
  deps.sink.append({
    type: 'gate-check',
    gate: 'breaker',
    step,
    timeMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: admission,
    rule: `breaker.${view.state.toLowerCase()}`,
    reason: admissionReason(admission, view),
    state: view.state,
    consecutiveFailures: view.consecutiveFailures,
  });
  return { admission, view };
}

function admissionReason(admission: BreakerAdmission, view: BreakerView): string {
  switch (admission) {
    case 'PASS':
      return 'The circuit is closed.';
    case 'PROBE':
      return 'The circuit is half-open: this call is the one probe.';
    case 'REJECT':
      return view.probeInFlight
        ? 'The circuit is half-open and its one probe is still running.'
        : `The circuit is open until ${view.recoveryAtMs ?? 0} ms.`;
    default:
      return assertNever(admission);
  }
}
