// `--until COND` of `npm run replay`: reads the condition with the page's own grammar (as `--expect` does) and
// names the event that stopped the replay, so a harness's CI can grep for it.
import type { TraceEvent } from '../engine';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { breakpointCondition, parseBreakpointCondition } from '../runtime/stepping/breakpoint-condition';
import type { PauseReason } from '../runtime/stepping/release-latch';
import { describeEventAt } from './replay-expect';

export const UNTIL_USAGE = '[--until CONDITION]…';

/** The condition after `--until` or `--expect` (same grammar), or why it is not one. */
export function readConditionOption(
  value: string | undefined,
  flag: '--until' | '--expect',
): { readonly ok: true; readonly breakpoint: Breakpoint } | { readonly ok: false; readonly reason: string } {
  if (value === undefined || value.startsWith('--')) {
    const missing = parseBreakpointCondition('');
    return { ok: false, reason: `${flag} needs a condition: ${missing.ok ? '' : missing.reason}` };
  }
  return parseBreakpointCondition(value);
}

/** `until: CONFLICT at seq 31, step 2: tool-end Edit call_2` — one line, the same for every kind. */
export function describeUntilHit(
  hit: Extract<PauseReason, { kind: 'breakpoint' }>,
  released: readonly TraceEvent[],
): string {
  return `until: ${breakpointCondition(hit.breakpoint)} ${describeEventAt(released, hit.seq)}`;
}
