// A lesson link or embed that points past the lesson's end (an `at` beyond its last event, a `step` it does
// not have) opens at the end, and says so: the person is not left guessing why the guide shows another place
// than the one the link promised. Used by the playground (the runtime) and the embed (a recording) alike.
import { pointOf } from '../../engine/trace/trace-point';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Lesson } from '../../session/lessons/lesson';
import type { SessionActionDeps } from './deps';

export interface LinkPlace {
  /** The link's point (events not counting model-delta), or null. */
  readonly at: number | null;
  /** The link's step, or null. */
  readonly step: number | null;
}

/** The notice for a link past the end of `events` (a whole run), or null when the place is in it. */
export function pastEndText(
  deps: SessionActionDeps,
  lesson: Lesson,
  events: readonly TraceEvent[],
  place: LinkPlace,
): string | null {
  const end = pointOf(events);
  if (place.at !== null && place.at > end) {
    return deps.text.t('shareLinks.pastEnd', { at: place.at, number: lesson.number, end });
  }
  const steps = events.filter((e) => e.type === 'step-end' && e.scope === undefined).length;
  if (place.at === null && place.step !== null && place.step > steps) {
    return deps.text.t('shareLinks.stepPastEnd', { step: place.step, number: lesson.number, steps });
  }
  return null;
}
