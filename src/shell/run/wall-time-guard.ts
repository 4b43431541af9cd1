// Stops a busy command at the wall-time limit or on Stop, keeping what it printed. A CPU-bound just-bash
// exec never yields, so no timer can fire; but the interpreter reports progress to a coverage writer on every
// command. The guard checks the injected wall clock (and the abort signal) there and, when time is up, drops
// just-bash's command and loop limits to zero: the interpreter then stops at its next check the way any limit
// stops it, with its output so far (just-bash's own deadline would discard that output).
// It relies on `Bash#limits` being the live object the interpreter reads (true in just-bash 3.4.2, pinned;
// run/wall-time-guard.test.ts fails if that changes).

export type GuardTrip = 'timeout' | 'stopped';

type LimitFields = Record<string, number>;

/** How often (in coverage hits) the clock is read: cheap enough, and far below a millisecond of work. */
const CHECK_EVERY_HITS = 16;

export class WallTimeGuard {
  private deadlineMs = Number.POSITIVE_INFINITY;
  private signal: AbortSignal | undefined;
  private hits = 0;
  private tripped: GuardTrip | null = null;

  constructor(
    private readonly limits: LimitFields,
    private readonly wallClock: () => number,
  ) {}

  /** Starts watching one exec, with the limit values it should run under. */
  arm(timeoutMs: number, limitValues: LimitFields, signal?: AbortSignal): void {
    Object.assign(this.limits, limitValues);
    this.deadlineMs = this.wallClock() + timeoutMs;
    this.signal = signal;
    this.tripped = signal?.aborted ? 'stopped' : null;
    if (this.tripped) this.dropLimits();
  }

  /** Ends watching; says whether (and why) the guard stopped the command. */
  disarm(): GuardTrip | null {
    this.deadlineMs = Number.POSITIVE_INFINITY;
    this.signal = undefined;
    return this.tripped;
  }

  /** just-bash's FeatureCoverageWriter hook. */
  hit(): void {
    if (this.tripped !== null || ++this.hits % CHECK_EVERY_HITS !== 0) return;
    if (this.signal?.aborted) this.trip('stopped');
    else if (this.wallClock() > this.deadlineMs) this.trip('timeout');
  }

  private trip(kind: GuardTrip): void {
    this.tripped = kind;
    this.dropLimits();
  }

  private dropLimits(): void {
    this.limits.maxCommandCount = 0;
    this.limits.maxLoopIterations = 0;
    this.limits.maxAwkIterations = 0;
    this.limits.maxSedIterations = 0;
    this.limits.maxJqIterations = 0;
  }
}
