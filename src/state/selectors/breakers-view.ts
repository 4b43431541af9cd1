// The Breakers tab: each tool's circuit breaker, folded from its transitions, plus armed faults.
//
// The failure count follows each call's record (its tool-end), not the gate check before the next call: a
// gate check reads the store before its call runs, so counting from it alone showed a fault one call late.
import { countsAsFailure } from '../../engine';
import type { BreakerCountPolicy, BreakerState, BreakerTransitionEvent, TraceEvent } from '../../engine';
import { settingsFormOf } from '../settings-form';

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

interface RowFold {
  transitions: BreakerTransitionEvent[];
  failures: number;
  faults: number;
}

export function selectBreakersView(events: readonly TraceEvent[]): BreakersView {
  const rows = new Map<string, RowFold>();
  const rowFor = (toolName: string) => {
    let row = rows.get(toolName);
    if (!row) rows.set(toolName, (row = { transitions: [], failures: 0, faults: 0 }));
    return row;
  };
  // The calls the breaker admitted (their gate check passed them), and those whose record already moved it.
  const admitted = new Set<string>();
  const movedByRecord = new Set<string>();
  let policy: BreakerCountPolicy = settingsFormOf([]).engine.breaker.countPolicy;
  for (const event of events) {
    if (event.scope !== undefined) continue;
    if (event.type === 'run-start' || event.type === 'settings-change') {
      policy = settingsFormOf([event]).engine.breaker.countPolicy;
    } else if (event.type === 'schema-build') {
      for (const t of event.tools) rowFor(t.function.name);
    } else if (event.type === 'breaker-transition') {
      const row = rowFor(event.toolName);
      row.transitions.push(event);
      row.failures = event.consecutiveFailures;
      if (event.observedBy === 'record' && event.callId !== null) movedByRecord.add(event.callId);
    } else if (event.type === 'gate-check' && event.gate === 'breaker') {
      // What the store held when the call was checked: the count up to the previous record.
      rowFor(event.toolName).failures = event.consecutiveFailures;
      if (event.verdict !== 'REJECT') admitted.add(event.callId);
    } else if (event.type === 'tool-end') {
      if (recorded(event) && admitted.has(event.callId) && !movedByRecord.has(event.callId)) {
        const row = rowFor(event.toolName);
        const failed = event.endedAt === 'fault' || countsAsFailure(event.result, policy);
        row.failures = failuresAfterRecord(row, failed);
      }
    } else if (event.type === 'fault-inject') {
      rowFor(event.toolName).faults = event.remaining;
    }
  }
  return {
    nowMs: events.at(-1)?.timeMs ?? 0,
    rows: [...rows.entries()].map(([toolName, row]) => {
      const last = row.transitions.at(-1);
      return {
        toolName,
        state: last?.to ?? 'CLOSED',
        consecutiveFailures: row.failures,
        recoveryAtMs: last?.recoveryAtMs ?? null,
        transitions: row.transitions,
        faultsArmed: row.faults,
      };
    }),
  };
}

/**
 * The count after a record that moved no state (the engine's BreakerStore.record, seen from the trace): a
 * failure adds one; a success clears it while CLOSED, and leaves it while the breaker is open (a call admitted
 * before it opened that reports after).
 */
function failuresAfterRecord(row: RowFold, failed: boolean): number {
  if (failed) return row.failures + 1;
  const open = (row.transitions.at(-1)?.to ?? 'CLOSED') !== 'CLOSED';
  return open ? row.failures : 0;
}

/** Only a call that ran (or had a fault injected in its place) is recorded by the breaker. */
function recorded(end: Extract<TraceEvent, { type: 'tool-end' }>): boolean {
  return end.endedAt === 'run' || end.endedAt === 'fault';
}
