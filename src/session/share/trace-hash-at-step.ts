// The hash a shared step stands for: the trace up to and including the main agent's `step-end` of that step
// (or the whole trace when no step is given). The page shows it beside a link and `npm run replay` prints
// it for the same link, so both must cut the trace at the same event.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { traceHash } from '../trace-hash';

export function eventsThroughStep(events: readonly TraceEvent[], step: number | null): readonly TraceEvent[] {
  if (step === null) return events;
  const end = events.findIndex((e) => e.type === 'step-end' && e.scope === undefined && e.step === step);
  return end < 0 ? events : events.slice(0, end + 1);
}

export function traceHashAtStep(events: readonly TraceEvent[], step: number | null): string {
  return traceHash(eventsThroughStep(events, step));
}
