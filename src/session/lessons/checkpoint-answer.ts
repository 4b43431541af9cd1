// Reveals a checkpoint against a trace: the computed answer, and whether the learner's pick matches it.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Checkpoint } from './lesson';
import { readTrace } from './trace-readings';

export type CheckpointReveal =
  | { readonly kind: 'not-yet'; readonly step: number }
  | {
      readonly kind: 'revealed';
      readonly answer: string;
      /**
       * Whether the answer is one of the choices. A built-in lesson's recording always reads one of them
       * (lessons.test.ts); a run that went its own way (a live model, an edited script) may read none.
       */
      readonly amongChoices: boolean;
      /** Null when there is nothing to judge: no guess, or an answer none of the choices names. */
      readonly correct: boolean | null;
    };

/** The main agent's step has ended in these events. */
export function stepHasEnded(events: readonly TraceEvent[], step: number): boolean {
  return events.some((e) => e.type === 'step-end' && e.scope === undefined && e.step === step);
}

/**
 * `pick` is null when the learner skipped the guess. A guess is judged only against an answer among the
 * choices: when the run read something else, no pick could have been right, so none is counted wrong. Not-yet until the checkpoint's step has ended, and — for
 * a link that opens a lesson at a step — while its step is past `revealThrough`.
 */
export function revealCheckpoint(
  checkpoint: Checkpoint,
  events: readonly TraceEvent[],
  pick: string | null,
  revealThrough = Number.POSITIVE_INFINITY,
): CheckpointReveal {
  if (checkpoint.step > revealThrough || !stepHasEnded(events, checkpoint.step)) {
    return { kind: 'not-yet', step: checkpoint.step };
  }
  const answer = readTrace(checkpoint.answer, events);
  const amongChoices = checkpoint.choices.includes(answer);
  return {
    kind: 'revealed',
    answer,
    amongChoices,
    correct: pick === null || !amongChoices ? null : pick === answer,
  };
}
