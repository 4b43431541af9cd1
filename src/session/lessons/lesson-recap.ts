// A lesson's ending: what the run showed, counted from the trace (never written in the lesson, so an edited
// script's ending stays true), and the learner's checkpoint score. The page words each line in its language.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { revealCheckpoint } from './checkpoint-answer';
import type { Lesson } from './lesson';

export type RecapLine =
  | { readonly kind: 'steps'; readonly steps: number }
  | {
      readonly kind: 'calls';
      readonly calls: number;
      readonly success: number;
      readonly partial: number;
      readonly error: number;
    }
  | { readonly kind: 'batches'; readonly batches: number; readonly concurrent: number }
  /** Error codes in the order first seen, e.g. `TIMEOUT`, `CONFLICT`. */
  | { readonly kind: 'error-codes'; readonly codes: readonly string[] }
  | { readonly kind: 'denied'; readonly calls: number }
  | { readonly kind: 'asked'; readonly calls: number }
  /** `Read CLOSED→OPEN`, in order. */
  | { readonly kind: 'breaker'; readonly transitions: readonly string[] }
  | { readonly kind: 'budget-cuts'; readonly cuts: number };

export interface CheckpointScore {
  /** Checkpoints whose pick matched the answer read from the trace. */
  readonly right: number;
  /** Checkpoints the learner answered (a skipped guess is not wrong, just not counted). */
  readonly answered: number;
  readonly total: number;
}

export function recapOf(events: readonly TraceEvent[]): readonly RecapLine[] {
  const main = events.filter((e) => e.scope === undefined);
  const ends = main.flatMap((e) => (e.type === 'tool-end' ? [e] : []));
  const plans = main.flatMap((e) => (e.type === 'plan-build' ? [e] : []));
  const gates = main.flatMap((e) => (e.type === 'gate-check' && e.gate === 'permission' ? [e] : []));
  const codes = [...new Set(ends.flatMap((e) => (e.status === 'error' && e.errorCode ? [e.errorCode] : [])))];
  const transitions = main.flatMap((e) =>
    e.type === 'breaker-transition' ? [`${e.toolName} ${e.from}→${e.to}`] : [],
  );
  const lines: RecapLine[] = [
    { kind: 'steps', steps: main.filter((e) => e.type === 'step-end').length },
    {
      kind: 'calls',
      calls: ends.length,
      success: ends.filter((e) => e.status === 'success').length,
      partial: ends.filter((e) => e.status === 'partial').length,
      error: ends.filter((e) => e.status === 'error').length,
    },
  ];
  const batches = plans.flatMap((p) => p.batches);
  if (batches.length > 0) {
    lines.push({
      kind: 'batches',
      batches: batches.length,
      concurrent: batches.filter((b) => b.concurrent).length,
    });
  }
  if (codes.length > 0) lines.push({ kind: 'error-codes', codes });
  const denied = gates.filter((g) => g.verdict === 'DENY').length;
  if (denied > 0) lines.push({ kind: 'denied', calls: denied });
  const asked = gates.filter((g) => g.asked !== null).length;
  if (asked > 0) lines.push({ kind: 'asked', calls: asked });
  if (transitions.length > 0) lines.push({ kind: 'breaker', transitions });
  const cuts = main.filter((e) => e.type === 'budget-truncate').length;
  if (cuts > 0) lines.push({ kind: 'budget-cuts', cuts });
  return lines;
}

export function checkpointScore(
  lesson: Lesson,
  events: readonly TraceEvent[],
  picks: Readonly<Record<string, string>>,
): CheckpointScore {
  let right = 0;
  let answered = 0;
  for (const checkpoint of lesson.guide.checkpoints) {
    const pick = picks[checkpoint.id] ?? null;
    const reveal = revealCheckpoint(checkpoint, events, pick);
    if (reveal.kind !== 'revealed' || reveal.correct === null) continue;
    answered += 1;
    if (reveal.correct) right += 1;
  }
  return { right, answered, total: lesson.guide.checkpoints.length };
}
