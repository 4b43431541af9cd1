// The main agent's step ends, in order: the one record of "which steps have ended" that every reader of a
// step as the learner sees it derives from (issue 33). The lesson guide names the last step that has ended
// as of the cursor, and the review toolbar's Next / Previous step move the cursor from one end to the next,
// so a step button always lands where the guide and the step counter read the same number. A Task
// subagent's step ends are inside one of the main agent's steps (decision 0408), so they are not in it.
import type { StepEndEvent, TraceEvent } from './trace-events';

export function isMainStepEnd(event: TraceEvent): event is StepEndEvent {
  return event.type === 'step-end' && event.scope === undefined;
}

/** The main agent's step-end events of `events`, in the order they happened. */
export function mainStepEnds(events: readonly TraceEvent[]): StepEndEvent[] {
  return events.filter(isMainStepEnd);
}

/** The last main step that has ended in `events` (0 before any has): the step the guide names. */
export function lastEndedStep(events: readonly TraceEvent[]): number {
  return events.findLast(isMainStepEnd)?.step ?? 0;
}

/**
 * Where a step button moves the cursor from `current`. Forward: to the next main step's end (the log's last
 * event once no step ends after it). Back: to the end of the step before the one in progress at `current`
 * (the last main step started by then), so from a step's end, or from the run's end after it, the guide goes
 * back one step, and from inside a step to where the step before it ended (the log's first event before any).
 */
export function stepEndFrom(events: readonly TraceEvent[], current: number, delta: 1 | -1): number {
  const ends = mainStepEnds(events);
  if (delta > 0) return ends.find((e) => e.seq > current)?.seq ?? events.length - 1;
  const inProgress = events.findLast((e) => isMainStepStart(e) && e.seq <= current)?.seq ?? 0;
  return ends.findLast((e) => e.seq < inProgress)?.seq ?? 0;
}

function isMainStepStart(event: TraceEvent): boolean {
  return event.type === 'step-start' && event.scope === undefined;
}
