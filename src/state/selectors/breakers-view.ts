// The Breakers tab: each tool's circuit breaker, folded from its transitions, plus armed faults.
import type { BreakerState, BreakerTransitionEvent, TraceEvent } from '../../engine';

export interface BreakerRow {
  readonly toolName: string;
  readonly state: BreakerState;
  readonly consecutiveFailures: number;
  /** When an OPEN breaker lets a probe through, on the virtual clock. */
  readonly recoveryAtMs: number | null;
  readonly transitions: readonly BreakerTransitionEvent[];
  /** Faults still armed for this tool. */
  readonly faultsArmed: number;
}

export interface BreakersView {
  readonly nowMs: number;
  readonly rows: readonly BreakerRow[];
}

export function selectBreakersView(events: readonly TraceEvent[]): BreakersView {
  const rows = new Map<string, { transitions: BreakerTransitionEvent[]; failures: number; faults: number }>();
  const rowFor = (toolName: string) => {
    let row = rows.get(toolName);
    if (!row) rows.set(toolName, (row = { transitions: [], failures: 0, faults: 0 }));
    return row;
  };
  for (const event of events) {
    if (event.scope !== undefined) continue;
    if (event.type === 'schema-build') for (const t of event.tools) rowFor(t.function.name);
    else if (event.type === 'breaker-transition') rowFor(event.toolName).transitions.push(event);
    else if (event.type === 'gate-check' && event.gate === 'breaker')
      rowFor(event.toolName).failures = event.consecutiveFailures;
    else if (event.type === 'fault-inject') rowFor(event.toolName).faults = event.remaining;
  }
  return {
    nowMs: events.at(-1)?.timeMs ?? 0,
    rows: [...rows.entries()].map(([toolName, row]) => {
      const last = row.transitions.at(-1);
      return {
        toolName,
        state: last?.to ?? 'CLOSED',
        consecutiveFailures: last ? last.consecutiveFailures : row.failures,
        recoveryAtMs: last?.recoveryAtMs ?? null,
        transitions: row.transitions,
        faultsArmed: row.faults,
      };
    }),
  };
}
