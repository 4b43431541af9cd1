// A gate-check's reason, by gate: permission (permission-reason.ts), the lock (by the injection rule it
// names, engine/gates/lock-injection.ts) and the breaker (by its admission and state).
import type { BreakerGateCheck, GateCheckEvent, LockGateCheck } from '../../engine';
import { builtinToolRecord } from '../../state/session-edit/port-types';
import { formatMs } from '../common/format';
import { permissionReason } from './permission-reason';
import { reason, type Reason } from './reason';
import { assertNever } from '../../common/assert-never';

export function gateReason(check: GateCheckEvent): Reason {
  switch (check.gate) {
    case 'permission':
      return permissionReason(check);
    case 'lock':
      return lockReason(check);
    case 'breaker':
      return breakerGateReason(check);
    default: {
      return assertNever(check);
    }
  }
}

function lockReason(check: LockGateCheck): Reason {
  const original = check.reason;
  const lock = check.expectedLock;
  switch (check.rule) {
    case 'lock.none':
      return reason('lock.none', original, { tool: check.toolName });
    case 'lock.model-supplied':
      return reason(lock ? 'lock.modelSame' : 'lock.modelGiven', original);
    case 'lock.not-read':
      // The tool's record says how it takes the lock: one that writes may make a new file, one that edits may not.
      return reason(
        builtinToolRecord(check.toolName)?.lockUse === 'write' ? 'lock.notReadWrite' : 'lock.notReadEdit',
        original,
      );
    case 'lock.inject.seed':
      return reason('lock.injectSeed', original, {}, { version: lock?.version ?? 0 });
    case 'lock.inject.version-hash':
      return reason(
        'lock.injectHash',
        original,
        { hash: lock?.contentHash.slice(0, 12) ?? '' },
        { version: lock?.version ?? 0 },
      );
    default:
      return reason('permission.other', original, { rule: check.rule });
  }
}

function breakerGateReason(check: BreakerGateCheck): Reason {
  const original = check.reason;
  switch (check.verdict) {
    case 'PASS':
      return reason('breakerGate.pass', original);
    case 'PROBE':
      return reason('breakerGate.probe', original);
    case 'REJECT': {
      if (check.state === 'HALF_OPEN') return reason('breakerGate.probeBusy', original);
      // The gate-check holds the time only in its sentence ("open until 1200 ms"): read it back from there.
      const until = /until (\d+) ms/.exec(original);
      return reason('breakerGate.open', original, {}, { at: formatMs(Number(until?.[1] ?? 0)) });
    }
    default: {
      return assertNever(check.verdict);
    }
  }
}
