// The Batches tab: the latest plan (raw calls → parsed → safe/unsafe → batches) and its virtual-clock timeline.
import type { BatchView, PlanBuildEvent, PlannedCallView, ToolEndEvent, TraceEvent } from '../../engine';
import { lastOfType } from './as-of';

export interface TimelineBar {
  readonly callId: string;
  readonly index: number;
  readonly toolName: string;
  readonly batchIndex: number;
  readonly startMs: number;
  /** Null while the call is still running (its tool-end is after the selected event). */
  readonly endMs: number | null;
  readonly status: ToolEndEvent['status'] | 'running';
}

export interface BatchesView {
  readonly plan: PlanBuildEvent;
  readonly calls: readonly PlannedCallView[];
  readonly batches: readonly BatchView[];
  readonly bars: readonly TimelineBar[];
  /** Timeline bounds on the virtual clock. */
  readonly startMs: number;
  readonly endMs: number;
  /** Ended calls in the model's order: how their results go back into the history. */
  readonly resultsInModelOrder: readonly ToolEndEvent[];
}

export function selectBatchesView(events: readonly TraceEvent[]): BatchesView | null {
  const latest = lastOfType(events, 'plan-build');
  if (!latest) return null;
  const plan = latest.event;
  const starts = new Map<string, number>();
  const ends = new Map<string, ToolEndEvent>();
  for (let i = latest.position + 1; i < events.length; i++) {
    const event = events[i]!;
    if (event.step !== plan.step || event.scope !== plan.scope) continue;
    if (event.type === 'tool-start') starts.set(event.callId, event.timeMs);
    else if (event.type === 'tool-end') ends.set(event.callId, event);
  }
  const bars: TimelineBar[] = [];
  for (const call of plan.calls) {
    const end = ends.get(call.id);
    const startMs = end?.startMs ?? starts.get(call.id);
    if (startMs === undefined || call.batchIndex === null) continue;
    bars.push({
      callId: call.id,
      index: call.index,
      toolName: call.toolName,
      batchIndex: call.batchIndex,
      startMs,
      endMs: end ? end.startMs + end.durationMs : null,
      status: end?.status ?? 'running',
    });
  }
  const startMs = Math.min(plan.timeMs, ...bars.map((b) => b.startMs));
  const lastMs = events.at(-1)?.timeMs ?? plan.timeMs;
  const endMs = Math.max(startMs + 1, ...bars.map((b) => b.endMs ?? lastMs));
  const resultsInModelOrder = plan.calls.flatMap((c) => {
    const end = ends.get(c.id);
    return end ? [end] : [];
  });
  return { plan, calls: plan.calls, batches: plan.batches, bars, startMs, endMs, resultsInModelOrder };
}

/** `[Read, Read] [Edit] [Grep]`: the partition as text (for labels and tests). */
export function describePartition(view: Pick<BatchesView, 'calls' | 'batches'>): string {
  return view.batches
    .map((b) => `[${b.callIndexes.map((i) => view.calls[i]?.toolName ?? '?').join(', ')}]`)
    .join(' ');
}
