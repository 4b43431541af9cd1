// The step a link should carry: the last main-agent step that has ended at the cursor. At the live end of a
// finished session there is nothing to stop at, so the link plays to the end (null).
import type { TraceEvent } from '../../engine/trace/trace-events';

export function sharedStepAt(events: readonly TraceEvent[], cursorSeq: number | null): number | null {
  if (events.length === 0) return null;
  if (cursorSeq === null && events.at(-1)?.type === 'run-end') return null;
  const visible = cursorSeq === null ? events : events.slice(0, cursorSeq + 1);
  const lastEnd = visible.findLast((e) => e.type === 'step-end' && e.scope === undefined);
  return lastEnd?.step ?? 1;
}
