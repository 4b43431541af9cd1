// When a lesson's script changes, the trace it runs changes, and a checkpoint's selector may read another
// answer than the one the author wrote the question for. Each checkpoint keeps what its selector read then
// (`expected`); this recomputes every selector over the new trace and names the ones that moved, and to what,
// so the editor can flag them instead of letting learners be marked wrong.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { stepHasEnded } from '../checkpoint-answer';
import type { Checkpoint } from '../lesson';
import { readTrace } from '../trace-readings';

export type AnswerCheck =
  /** Reads what the author saw. */
  | { readonly kind: 'same'; readonly answer: string }
  /** Reads something else now. */
  | { readonly kind: 'moved'; readonly expected: string; readonly now: string }
  /** Its step has not run in this trace yet (and the run has not ended): nothing to compare. */
  | { readonly kind: 'not-run' }
  /** No expected answer was kept (a lesson written by hand). */
  | { readonly kind: 'unrecorded'; readonly answer: string | null };

export function checkAnswer(checkpoint: Checkpoint, events: readonly TraceEvent[]): AnswerCheck {
  const step = Math.max(checkpoint.step, checkpoint.answer.step);
  const runEnded = events.some((e) => e.type === 'run-end' && e.scope === undefined);
  // A run that ended before the step means the step is gone from the script: that answer moved too.
  const readable = stepHasEnded(events, step) || runEnded;
  const now = readable ? readTrace(checkpoint.answer, events) : null;
  if (checkpoint.expected === undefined) return { kind: 'unrecorded', answer: now };
  if (now === null) return { kind: 'not-run' };
  return now === checkpoint.expected
    ? { kind: 'same', answer: now }
    : { kind: 'moved', expected: checkpoint.expected, now };
}

export interface MovedAnswer {
  readonly checkpointId: string;
  readonly expected: string;
  readonly now: string;
}

/** The checkpoints whose answers moved on these events, in the lesson's order. */
export function movedAnswers(
  checkpoints: readonly Checkpoint[],
  events: readonly TraceEvent[],
): MovedAnswer[] {
  return checkpoints.flatMap((checkpoint) => {
    const check = checkAnswer(checkpoint, events);
    return check.kind === 'moved'
      ? [{ checkpointId: checkpoint.id, expected: check.expected, now: check.now }]
      : [];
  });
}
