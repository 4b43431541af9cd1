// A trace row's step as its step cell shows it: `s3` for the main agent's step 3, `↳s2` for a Task
// subagent's event at its own step 2. A function of the event alone, so the row (TraceStepCell) and the Node
// test that checks the row of the event the step counter names say the same thing.
import type { TraceEvent } from '../../../engine';

export function traceStepLabel(event: TraceEvent): string {
  return event.scope === undefined ? `s${event.step}` : `↳s${event.step}`;
}
