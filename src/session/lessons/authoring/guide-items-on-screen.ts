// A note or a checkpoint the author adds is anchored where they are looking, not at the start (issue 33
// item 4): a new note at "the start" took the place of the note already there (the guide shows the last note
// reached, in the order they are listed), and every new checkpoint asked before step 1. `shown` is the trace
// as of the cursor (state's eventsAsOf), so "where they are looking" is what the guide itself would say there.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { completedStepOf } from '../guide-state';
import type { Checkpoint, LessonNote } from '../lesson';

const BLANK = { en: '', zh: '' } as const;

/** A blank note shown from the step on screen: the guide shows it exactly where the author is. */
export function noteOnScreen(shown: readonly TraceEvent[]): LessonNote {
  return { at: { kind: 'step', step: completedStepOf(shown) }, text: BLANK };
}

/**
 * The notes with `note` put in step order: before the first note anchored later (or at the run's end), so
 * the guide, which shows the last note reached in list order, does not let an earlier note hide it.
 */
export function withNoteInOrder(notes: readonly LessonNote[], note: LessonNote): readonly LessonNote[] {
  const step = note.at.kind === 'step' ? note.at.step : Number.POSITIVE_INFINITY;
  const later = notes.findIndex((n) => n.at.kind === 'end' || (n.at.kind === 'step' && n.at.step > step));
  return later < 0 ? [...notes, note] : [...notes.slice(0, later), note, ...notes.slice(later)];
}

/**
 * A blank checkpoint the guide asks on the screen the author is looking at: before the next step runs (the
 * guide asks about step N+1 once step N has ended; one at step N would already be revealed there), reading
 * that step. `lastStep` is the session's last step: at the run's end there is no next one, so the last.
 */
export function checkpointOnScreen(id: string, shown: readonly TraceEvent[], lastStep: number): Checkpoint {
  const step = Math.max(1, Math.min(completedStepOf(shown) + 1, lastStep));
  return {
    id,
    step,
    question: BLANK,
    choices: [],
    answer: { kind: 'batch-partition', step },
    explanation: BLANK,
  };
}
