// Circuit breaker per tool (seed, gate 3). The state is a pure function of the recorded outcomes and the
// virtual time: OPEN turns into HALF_OPEN by time passing, not by being read (the reference flipped it on
// read). HALF_OPEN admits exactly one probe; its outcome closes or re-opens the breaker.
import type { BreakerState } from '../gates/breaker-state';
import { assertNever } from '../../common/assert-never';

export interface BreakerTiming {
  readonly failureThreshold: number;
  readonly recoveryTimeoutMs: number;
}

/** What has been recorded for one tool. */
interface BreakerRecord {
  consecutiveFailures: number;
  /** Set while OPEN or HALF_OPEN: when the breaker last opened. */
  openedAtMs: number | null;
  /** The half-open probe has been admitted and has not reported yet. */
  probeInFlight: boolean;
  /** The last state a transition event reported (so OPEN → HALF_OPEN is reported once). */
  reportedState: BreakerState;
}

export interface BreakerView {
  readonly toolName: string;
  readonly state: BreakerState;
  readonly consecutiveFailures: number;
  readonly openedAtMs: number | null;
  /** When an OPEN breaker starts admitting a probe. */
  readonly recoveryAtMs: number | null;
  readonly probeInFlight: boolean;
}

export interface BreakerTransition {
  readonly toolName: string;
  readonly from: BreakerState;
  readonly to: BreakerState;
  readonly reason: string;
  readonly consecutiveFailures: number;
  readonly recoveryAtMs: number | null;
}

export type BreakerAdmission = 'PASS' | 'PROBE' | 'REJECT';

export class BreakerStore {
  readonly #records = new Map<string, BreakerRecord>();

  /** The current state; reading changes nothing. */
  view(toolName: string, nowMs: number, timing: BreakerTiming): BreakerView {
    const record = this.#records.get(toolName);
    if (!record) {
      return {
        toolName,
        state: 'CLOSED',
        consecutiveFailures: 0,
        openedAtMs: null,
        recoveryAtMs: null,
        probeInFlight: false,
      };
    }
    const state = stateOf(record, nowMs, timing);
    return {
      toolName,
      state,
      consecutiveFailures: record.consecutiveFailures,
      openedAtMs: record.openedAtMs,
      recoveryAtMs: record.openedAtMs === null ? null : record.openedAtMs + timing.recoveryTimeoutMs,
      probeInFlight: record.probeInFlight,
    };
  }

  /** Every tool with a record, sorted by name (for the Breakers panel). */
  views(nowMs: number, timing: BreakerTiming): BreakerView[] {
    return [...this.#records.keys()].sort().map((name) => this.view(name, nowMs, timing));
  }

  /**
   * Reports OPEN → HALF_OPEN the first time it is observed (at a schema build or a call). Only the
   * reporting bookkeeping changes; the state itself already is what time made it.
   */
  observe(toolName: string, nowMs: number, timing: BreakerTiming): BreakerTransition | null {
    const record = this.#records.get(toolName);
    if (!record) return null;
    const state = stateOf(record, nowMs, timing);
    if (state === record.reportedState) return null;
    const from = record.reportedState;
    record.reportedState = state;
    return {
      toolName,
      from,
      to: state,
      reason: `recovery timeout of ${timing.recoveryTimeoutMs} ms elapsed: one probe call is allowed`,
      consecutiveFailures: record.consecutiveFailures,
      recoveryAtMs: record.openedAtMs === null ? null : record.openedAtMs + timing.recoveryTimeoutMs,
    };
  }

  /** Gate 3: may this call run? A HALF_OPEN breaker admits one probe and rejects the rest until it reports. */
  admit(toolName: string, nowMs: number, timing: BreakerTiming): BreakerAdmission {
    const record = this.#records.get(toolName);
    if (!record) return 'PASS';
    const state = stateOf(record, nowMs, timing);
    switch (state) {
      case 'CLOSED':
        return 'PASS';
      case 'OPEN':
        return 'REJECT';
      case 'HALF_OPEN':
        if (record.probeInFlight) return 'REJECT';
        record.probeInFlight = true;
        return 'PROBE';
      default:
        return assertNever(state);
    }
  }

  /**
   * Records a finished call. `failed` is whether the outcome counts as a failure under the policy; `probe`
   * whether this call was the half-open probe. Returns the transition it caused, if any.
   */
  record(
    toolName: string,
    failed: boolean,
    probe: boolean,
    nowMs: number,
    timing: BreakerTiming,
  ): BreakerTransition | null {
    const record = this.#ensure(toolName);
    const before = record.reportedState;
    if (probe) {
      // A probe only runs while HALF_OPEN, whether or not that was reported yet.
      const from: BreakerState = 'HALF_OPEN';
      record.probeInFlight = false;
      if (failed) {
        record.consecutiveFailures += 1;
        record.openedAtMs = nowMs;
        return this.#moveTo(record, toolName, from, 'OPEN', 'the half-open probe failed', timing);
      }
      record.consecutiveFailures = 0;
      record.openedAtMs = null;
      return this.#moveTo(record, toolName, from, 'CLOSED', 'the half-open probe succeeded', timing);
    }
    if (record.openedAtMs !== null) {
      // A call admitted while CLOSED that reports after the breaker opened: count it, keep the timer.
      if (failed) record.consecutiveFailures += 1;
      return null;
    }
    if (!failed) {
      record.consecutiveFailures = 0;
      return null;
    }
    record.consecutiveFailures += 1;
    if (record.consecutiveFailures < timing.failureThreshold) return null;
    record.openedAtMs = nowMs;
    return this.#moveTo(
      record,
      toolName,
      before,
      'OPEN',
      `${record.consecutiveFailures} consecutive failures (threshold ${timing.failureThreshold})`,
      timing,
    );
  }

  /** Forgets every record (a new session). */
  reset(): void {
    this.#records.clear();
  }

  #ensure(toolName: string): BreakerRecord {
    let record = this.#records.get(toolName);
    if (!record) {
      record = { consecutiveFailures: 0, openedAtMs: null, probeInFlight: false, reportedState: 'CLOSED' };
      this.#records.set(toolName, record);
    }
    return record;
  }

  #moveTo(
    record: BreakerRecord,
    toolName: string,
    from: BreakerState,
    to: BreakerState,
    reason: string,
    timing: BreakerTiming,
  ): BreakerTransition {
    record.reportedState = to;
    return {
      toolName,
      from,
      to,
      reason,
      consecutiveFailures: record.consecutiveFailures,
      recoveryAtMs:
        to === 'OPEN' && record.openedAtMs !== null ? record.openedAtMs + timing.recoveryTimeoutMs : null,
    };
  }
}

function stateOf(record: BreakerRecord, nowMs: number, timing: BreakerTiming): BreakerState {
  if (record.openedAtMs === null) return 'CLOSED';
  return nowMs >= record.openedAtMs + timing.recoveryTimeoutMs ? 'HALF_OPEN' : 'OPEN';
}
