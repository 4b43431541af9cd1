// What the model received for a call, after the budget. A cut success reaches the model as partial (a
// preview and a spill path), so a badge showing the tool's own status would say more than the model saw:
// badges show this, with the tool's status beside it when the budget changed it.
import type { BudgetTruncateEvent, ToolEndEvent, ToolErrorCode, ToolStatus, TraceEvent } from '../../engine';
import { cutStatus } from '../../engine';

export interface DeliveredResult {
  /** The status in the tool message the model read. */
  readonly status: ToolStatus;
  readonly errorCode: ToolErrorCode | null;
  /** What the tool itself returned. */
  readonly toolStatus: ToolStatus;
  /** The budget layer that cut it, if any. */
  readonly cut: BudgetTruncateEvent['layer'] | null;
}

export function deliveredResult(end: ToolEndEvent, cut: BudgetTruncateEvent | undefined): DeliveredResult {
  return {
    status: cut ? cutStatus(end.status) : end.status,
    errorCode: end.errorCode,
    toolStatus: end.status,
    cut: cut?.layer ?? null,
  };
}

/**
 * Follows one scope's tool-end and budget-truncate events in order: each call's end, and the first cut made
 * after it (the cause; a later layer-2 shrink does not change the status). An id a model reuses in a later
 * turn starts afresh at its new end.
 */
export class DeliveredResults {
  private readonly ends = new Map<string, ToolEndEvent>();
  private readonly cuts = new Map<string, BudgetTruncateEvent>();

  add(event: TraceEvent): void {
    if (event.type === 'tool-end') {
      this.ends.set(event.callId, event);
      this.cuts.delete(event.callId);
    } else if (event.type === 'budget-truncate' && !this.cuts.has(event.callId)) {
      this.cuts.set(event.callId, event);
    }
  }

  get(callId: string): DeliveredResult | undefined {
    const end = this.ends.get(callId);
    return end ? deliveredResult(end, this.cuts.get(callId)) : undefined;
  }

  all(): Map<string, DeliveredResult> {
    const all = new Map<string, DeliveredResult>();
    for (const [callId, end] of this.ends) all.set(callId, deliveredResult(end, this.cuts.get(callId)));
    return all;
  }
}
