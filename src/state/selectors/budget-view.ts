// The Budget tab: each result against the per-tool line, the turn's total against the total line, and the cuts.
import type { BudgetApplyEvent, BudgetTruncateEvent, TraceEvent } from '../../engine';
import { lastOfType } from './as-of';

export interface BudgetRow {
  readonly callId: string;
  readonly toolName: string;
  readonly beforeBytes: number;
  readonly afterBytes: number;
  readonly cut: BudgetApplyEvent['results'][number]['cut'];
  readonly spillPath: string | null;
  /** What the model saw instead of the full result (the tool message's content), when known. */
  readonly preview: string | null;
}

export interface BudgetView {
  readonly apply: BudgetApplyEvent;
  readonly rows: readonly BudgetRow[];
  /** The cuts in the order the budget made them (largest first within a layer). */
  readonly cuts: readonly BudgetTruncateEvent[];
}

export function selectBudgetView(events: readonly TraceEvent[]): BudgetView | null {
  const latest = lastOfType(events, 'budget-apply');
  if (!latest) return null;
  const apply = latest.event;
  const names = new Map<string, string>();
  const cuts: BudgetTruncateEvent[] = [];
  const previews = new Map<string, string>();
  for (const event of events) {
    if (event.step !== apply.step || event.scope !== apply.scope) continue;
    if (event.type === 'tool-start') names.set(event.callId, event.toolName);
    else if (event.type === 'budget-truncate') cuts.push(event);
    else if (event.type === 'history-append')
      for (const m of event.messages) if (m.role === 'tool') previews.set(m.tool_call_id, m.content);
  }
  const spills = new Map(cuts.map((c) => [c.callId, c.spillPath]));
  const rows = apply.results.map((r) => ({
    callId: r.callId,
    toolName: names.get(r.callId) ?? '?',
    beforeBytes: r.beforeBytes,
    afterBytes: r.afterBytes,
    cut: r.cut,
    spillPath: spills.get(r.callId) ?? null,
    preview: previews.get(r.callId) ?? null,
  }));
  return { apply, rows, cuts };
}
