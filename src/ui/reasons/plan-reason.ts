// Why the plan refused a call (its status: the engine's error sentence keeps the details, shown on demand),
// and why a token on the pipeline view stopped where it did.
import type { PlannedCallView } from '../../engine';
import type { TokenRefusal } from '../../state/selectors';
import { gateReason } from './gate-reason';
import { reason, type Reason } from './reason';
import { assertNever } from '../../common/assert-never';

export function planReason(
  status: Exclude<PlannedCallView['status'], 'ok'>,
  toolName: string,
  maxCallsPerTurn: number,
  original: string | null,
): Reason {
  return reason(`plan.${status}`, original, { tool: toolName }, { max: maxCallsPerTurn });
}

export function refusalReason(refusal: TokenRefusal, toolName: string): Reason {
  const { cause } = refusal;
  switch (cause.kind) {
    case 'plan':
      return cause.status === 'ok'
        ? reason('permission.other', refusal.reason, { rule: cause.status })
        : planReason(cause.status, toolName, cause.maxCallsPerTurn, refusal.reason);
    case 'gate':
      return gateReason(cause.check);
    case 'tool':
      return cause.aborted
        ? reason('stopped', refusal.reason)
        : reason('toolError', refusal.reason, { code: cause.errorCode ?? 'ERROR' });
    default: {
      return assertNever(cause);
    }
  }
}
