// `--until COND` of `npm run replay`: reads the condition with the page's own grammar and names the event
// that stopped the replay, so a harness's CI can grep for it.
import { envelopeOf, mainStepAt, type TraceEvent } from '../engine';
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
  const index = released.findIndex((e) => e.seq === hit.seq);
  const event = released[index];
  const what = event ? eventLabel(event) : 'event';
  // The step is the main agent's; a subagent's own step follows its scope (`[task:call_1 step 2]`).
  const step = event ? mainStepAt(released, index) : '?';
  return `until: ${breakpointCondition(hit.breakpoint)} at seq ${hit.seq}, step ${step}: ${what}`;
}

/** The event's type and envelope: what it is, the tool and call it concerns, the agent it is in. */
function eventLabel(event: TraceEvent): string {
  const { scope, step, toolName, callId } = envelopeOf(event);
  const at = scope === null ? '' : ` [${scope} step ${step}]`;
  return `${event.type}${toolName === null ? '' : ` ${toolName}`}${callId === null ? '' : ` ${callId}`}${at}`;
}
