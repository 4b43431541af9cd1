// Reveals a checkpoint against a trace: the computed answer, and whether the learner's pick matches it.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { Checkpoint } from './lesson';
import { readTrace } from './trace-readings';

export type CheckpointReveal =
  | { readonly kind: 'not-yet'; readonly step: number }
  | { readonly kind: 'revealed'; readonly answer: string; readonly correct: boolean | null };

/** `pick` is null when the learner skipped the guess. Not-yet until the checkpoint's step has ended. */
export function revealCheckpoint(
  checkpoint: Checkpoint,
  events: readonly TraceEvent[],
  pick: string | null,
): CheckpointReveal {
  const stepEnded = events.some(
    (e) => e.type === 'step-end' && e.scope === undefined && e.step === checkpoint.step,
  );
  if (!stepEnded) return { kind: 'not-yet', step: checkpoint.step };
  const answer = readTrace(checkpoint.reading, events);
  return { kind: 'revealed', answer, correct: pick === null ? null : pick === answer };
}
