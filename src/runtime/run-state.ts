// Where one session's runs stand: the step counter (numbered across runs), how many runs were made, the
// settings in force, the abort signal of the run going, and the boundary it rests at. The runtime, its phase
// boundaries and the engine's dependencies all read it; only the runtime and the boundaries move it.
import type { Anchor } from './spec/recorded-input';
import type { RunSettings } from './spec/run-settings';

export class RunState {
  step = 0;
  runs = 0;
  controller = new AbortController();
  /** The boundary the run waits at (the person has not released it yet), or null. */
  restingAt: Anchor | null = null;
  runInProgress = false;
  /** Failed model calls so far in the session (each is numbered, for its recorded retry decision). */
  failedCalls = 0;

  constructor(public settings: RunSettings) {}

  /** A Stop at a boundary is recorded there; elsewhere it aborts what is in flight. */
  get atBoundary(): boolean {
    return this.restingAt !== null;
  }

  nextStep(): number {
    return (this.step += 1);
  }

  /** After a run that was stopped, the next gets a fresh signal; true when it did. */
  renewSignalIfAborted(): boolean {
    if (!this.controller.signal.aborted) return false;
    this.controller = new AbortController();
    return true;
  }

  /**
   * Where a person's change made now is recorded: the boundary the run rests at, between runs when no run is
   * going, or null mid-turn (then it waits for the next boundary).
   */
  anchorForNow(): Anchor | null {
    return this.restingAt ?? (this.runInProgress ? null : { step: this.step, phase: 'between-runs' });
  }
}
