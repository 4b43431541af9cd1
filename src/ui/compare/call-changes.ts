// The calls the compare view names: how many paired by what they are, and each call only one run made, as
// `s2 Read left_2_1` (a subagent's adds its scope) — ids shown, as they are what a person greps a log for.
import type { CallRef } from '../../session/compare/pair-calls';
import type { RunDiff } from '../../session/compare/run-diff';

export interface CallChanges {
  readonly paired: number;
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

export function callChanges(diff: RunDiff): CallChanges {
  return {
    paired: diff.calls.paired,
    removed: diff.calls.removed.map(callLabel),
    added: diff.calls.added.map(callLabel),
  };
}

function callLabel(call: CallRef): string {
  return `s${call.step} ${call.name} ${call.id}${call.scope === null ? '' : ` [${call.scope}]`}`;
}
