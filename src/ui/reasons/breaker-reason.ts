// Why a breaker changed state (from its from → to: each edge has one cause, engine/stores/circuit-breaker.ts),
// and why the schema left a tool out.
import type { BreakerTransitionEvent, SchemaHiddenEntry } from '../../engine';
import { formatMs } from '../common/format';
import { reason, type Reason } from './reason';
import { assertNever } from '../../common/assert-never';

type Transition = Pick<BreakerTransitionEvent, 'from' | 'to' | 'reason' | 'consecutiveFailures'>;

export function transitionReason(transition: Transition): Reason {
  const { from, to } = transition;
  const original = transition.reason;
  if (to === 'OPEN' && from === 'HALF_OPEN') return reason('breaker.probeFailed', original);
  if (to === 'OPEN') {
    return reason('breaker.tripped', original, {}, { count: transition.consecutiveFailures });
  }
  if (to === 'HALF_OPEN') return reason('breaker.recovered', original);
  // Only a trial call's success closes a breaker.
  return reason('breaker.probeSucceeded', original);
}

export function hiddenReason(entry: SchemaHiddenEntry): Reason {
  switch (entry.reason) {
    case 'denied-by-rule':
      return reason('hidden.deniedByRule', entry.detail, { tool: entry.name });
    case 'breaker-open': {
      // "circuit open after 2 failures; a probe is allowed at 1200 ms": the entry keeps its figures there.
      const figures = /after (\d+) failures; a probe is allowed at (\d+) ms/.exec(entry.detail);
      return reason(
        'hidden.breakerOpen',
        entry.detail,
        {},
        { count: Number(figures?.[1] ?? 0), at: formatMs(Number(figures?.[2] ?? 0)) },
      );
    }
    default: {
      return assertNever(entry.reason);
    }
  }
}
