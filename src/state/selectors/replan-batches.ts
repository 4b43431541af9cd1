// "What if the concurrency cap were N?": the same calls, with the durations they really took on the virtual
// clock, scheduled again under another cap — by the engine's own pure scheduler, so the answer is exactly
// what the orchestrator would do. Nothing is run; the trace is not touched.
import { scheduleBatch } from '../../engine/orchestrator/virtual-schedule';
import type { BatchesView, TimelineBar } from './batches-view';

/**
 * The view re-planned under `maxConcurrency`, or null while some call of the turn has not ended yet (its
 * duration is not known). Batches still run in order, each starting when the previous one has finished.
 */
export function replanBatches(view: BatchesView, maxConcurrency: number): BatchesView | null {
  const recorded = new Map(view.bars.map((bar) => [bar.callId, bar]));
  const bars: TimelineBar[] = [];
  let batchStartMs = view.plan.timeMs;
  for (const batch of view.batches) {
    const calls = batch.callIndexes.map((i) => recorded.get(view.calls[i]?.id ?? ''));
    if (calls.some((bar) => bar?.endMs === null || bar === undefined)) return null;
    const durations = calls.map((bar) => bar!.endMs! - bar!.startMs);
    const slots = scheduleBatch(durations, batch.concurrent ? maxConcurrency : 1, batchStartMs);
    calls.forEach((bar, k) => bars.push({ ...bar!, startMs: slots[k]!.startMs, endMs: slots[k]!.endMs }));
    batchStartMs = Math.max(batchStartMs, ...slots.map((slot) => slot.endMs));
  }
  bars.sort((a, b) => a.index - b.index);
  return { ...view, bars, startMs: view.plan.timeMs, endMs: Math.max(view.plan.timeMs + 1, batchStartMs) };
}
