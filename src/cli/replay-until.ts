// `--until COND` of `npm run replay`: reads the condition with the page's own grammar and names the event
// that stopped the replay, so a harness's CI can grep for it.
import type { TraceEvent } from '../engine';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { breakpointCondition, parseBreakpointCondition } from '../runtime/stepping/breakpoint-condition';
import type { PauseReason } from '../runtime/stepping/release-latch';

export const UNTIL_USAGE = '[--until CONDITION]…';

export function readUntilOption(
  value: string | undefined,
): { readonly ok: true; readonly breakpoint: Breakpoint } | { readonly ok: false; readonly reason: string } {
  if (value === undefined || value.startsWith('--')) {
    const missing = parseBreakpointCondition('');
    return { ok: false, reason: `--until needs a condition: ${missing.ok ? '' : missing.reason}` };
  }
  return parseBreakpointCondition(value);
}

/** `until: CONFLICT at seq 31, step 2: tool-end Edit call_2` — one line, the same for every kind. */
export function describeUntilHit(
  hit: Extract<PauseReason, { kind: 'breakpoint' }>,
  released: readonly TraceEvent[],
): string {
  const event = released.find((e) => e.seq === hit.seq);
  const what = event ? eventLabel(event) : 'event';
  return `until: ${breakpointCondition(hit.breakpoint)} at seq ${hit.seq}, step ${event?.step ?? '?'}: ${what}`;
}

function eventLabel(event: TraceEvent): string {
  const scope = event.scope === undefined ? '' : ` [${event.scope}]`;
  const tool = 'toolName' in event ? ` ${event.toolName}` : '';
  const call = 'callId' in event && typeof event.callId === 'string' ? ` ${event.callId}` : '';
  return `${event.type}${tool}${call}${scope}`;
}
