// Reveals a checkpoint against a trace: the computed answer, and whether the learner's pick matches it.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Checkpoint } from './lesson';
import { readTrace } from './trace-readings';

export type CheckpointReveal =
  | { readonly kind: 'not-yet'; readonly step: number }
  | { readonly kind: 'revealed'; readonly answer: string; readonly correct: boolean | null };

/** The main agent's step has ended in these events. */
export function stepHasEnded(events: readonly TraceEvent[], step: number): boolean {
  return events.some((e) => e.type === 'step-end' && e.scope === undefined && e.step === step);
}

/**
 * `pick` is null when the learner skipped the guess. Not-yet until the checkpoint's step has ended, and — for
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
  return { kind: 'revealed', answer, correct: pick === null ? null : pick === answer };
}
