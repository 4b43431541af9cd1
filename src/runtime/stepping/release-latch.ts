// Stepping without pausing the engine: the engine appends events to the run's log as fast as it computes
// them (a turn is deterministic, so computing ahead changes nothing), and this latch decides how many of them
// are *released* — shown to the page, the CLI, anyone subscribed. The runtime itself waits on the latch at a
// few points (before calling the model, at input phase boundaries, before asking a person), so nothing with
// an outside effect happens before the person has stepped up to it.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { countsAsPoint } from '../../engine/trace/trace-point';
import { matchesBreakpoint, type Breakpoint } from './breakpoint';
import { assertNever } from '../../common/assert-never';

/** What the person asked for. `paused` releases nothing; the others release until their condition holds. */
export type ReleaseTarget =
  | { readonly kind: 'paused' }
  | { readonly kind: 'run' }
  /** Release one more event (streaming deltas ride along with the next real event). */
  | { readonly kind: 'step' }
  /** Release through the next `step-start` of the main agent (or the end of the run). */
  | { readonly kind: 'step-over' }
  /**
   * Release through the next `step-end` of the main agent (or the end of the run): the lesson guide's "Run
   * the next step". One command completes one whole step, so the first one from a paused start runs step 1
   * rather than only the run's opening events, and the cursor then sits on step N's end, where the counter,
   * the guide and a share link all say step N. When the run ends with that step, its run-end goes with it
   * (the loop appends it right behind the last step-end): the click that finishes the last step ends the
   * run, so the lesson's ending shows without another click.
   */
  | { readonly kind: 'finish-step' }
  /**
   * Release until `point` events (model-delta not counted, engine/trace/trace-point.ts) have been released
   * in all, then pause: a reopened session going back exactly where it was. Breakpoints do not hold it (they
   * stop a person's run, not a return to where the person already was).
   */
  | { readonly kind: 'to-point'; readonly point: number };

export type PauseReason =
  | { readonly kind: 'step' }
  | { readonly kind: 'step-over' }
  | { readonly kind: 'finish-step' }
  | { readonly kind: 'breakpoint'; readonly breakpoint: Breakpoint; readonly seq: number }
  | { readonly kind: 'requested' }
  /** A `to-point` target was reached. */
  | { readonly kind: 'point' };

export interface ReleaseListener {
  released(events: readonly TraceEvent[]): void;
  paused(reason: PauseReason): void;
}

export class ReleaseLatch {
  private readonly pending: TraceEvent[] = [];
  private releasedCount = 0;
  /** Released events that count as a point (every one but model-delta). */
  private releasedPoints = 0;
  private target: ReleaseTarget;
  private breakpointList: readonly Breakpoint[] = [];
  /** Stop: release everything, breakpoints or not, until the next command (see `drain`). */
  private draining = false;
  private waiters: { ready: () => boolean; resolve: () => void }[] = [];
  /**
   * Paused by finish-step at a main step-end with nothing computed behind it yet: a main run-end offered
   * next belongs to that step's end and is released at once. Any other event, or any command, ends this.
   */
  private runEndMayFollow = false;
  private readonly listeners = new Set<ReleaseListener>();

  constructor(initial: ReleaseTarget = { kind: 'run' }) {
    this.target = initial;
  }

  get released(): number {
    return this.releasedCount;
  }

  /** The point released so far (engine/trace/trace-point.ts). */
  get point(): number {
    return this.releasedPoints;
  }

  /** Events computed but not released yet, oldest first. */
  get unreleased(): readonly TraceEvent[] {
    return this.pending;
  }

  get isPaused(): boolean {
    return this.target.kind === 'paused';
  }

  subscribe(listener: ReleaseListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setBreakpoints(breakpoints: readonly Breakpoint[]): void {
    this.breakpointList = breakpoints;
  }

  get breakpoints(): readonly Breakpoint[] {
    return this.breakpointList;
  }

  /** Called for every event the log appends. */
  offer(event: TraceEvent): void {
    const followsLastStep = this.runEndMayFollow && event.type === 'run-end' && event.scope === undefined;
    this.runEndMayFollow = false;
    if (followsLastStep) {
      this.count(event);
      this.notifyReleased([event]);
      this.wakeWaiters();
      return;
    }
    this.pending.push(event);
    this.pump();
  }

  command(target: ReleaseTarget): void {
    this.runEndMayFollow = false;
    this.draining = false;
    this.target = target;
    if (target.kind === 'paused') this.notifyPaused({ kind: 'requested' });
    this.pump();
  }

  /**
   * For Stop: releases everything computed so far and everything computed after, passing over breakpoints,
   * so a run that is ending can reach its run-end (a breakpoint ahead would otherwise hold it at the
   * boundary it waits at forever). The breakpoints stay set; the next command ends the drain.
   */
  drain(): void {
    this.draining = true;
    this.target = { kind: 'run' };
    this.pump();
  }

  /** A new run after a Stop: breakpoints hold again (the release target stays as it is). */
  endDrain(): void {
    this.draining = false;
  }

  /**
   * Resolves once everything computed so far has been released and the person is not holding the run:
   * the runtime calls it before anything with an outside effect (a model call) or an input boundary.
   */
  caughtUp(): Promise<void> {
    return this.waitFor(() => this.pending.length === 0 && this.target.kind !== 'paused');
  }

  /** Resolves once the event with this seq has been released. */
  releasedThrough(seq: number): Promise<void> {
    return this.waitFor(() => this.releasedCount > seq);
  }

  private waitFor(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ ready, resolve }));
  }

  private pump(): void {
    const batch: TraceEvent[] = [];
    let pauseReason: PauseReason | undefined;
    // A point already reached (or passed) releases nothing more.
    if (this.target.kind === 'to-point' && this.releasedPoints >= this.target.point) {
      this.target = { kind: 'paused' };
      pauseReason = { kind: 'point' };
    }
    while (this.pending.length > 0 && this.target.kind !== 'paused') {
      const event = this.pending.shift()!;
      batch.push(event);
      this.count(event);
      pauseReason = this.pauseAfter(event);
      if (pauseReason) {
        this.target = { kind: 'paused' };
        if (pauseReason.kind === 'finish-step' && event.type === 'step-end') this.takeRunEndBehind(batch);
      }
    }
    if (batch.length > 0) this.notifyReleased(batch);
    if (pauseReason) this.notifyPaused(pauseReason);
    this.wakeWaiters();
  }

  /** The run's end right behind the last step's end goes with it (already computed, or the next offered). */
  private takeRunEndBehind(batch: TraceEvent[]): void {
    const next = this.pending[0];
    if (next === undefined) {
      this.runEndMayFollow = true;
    } else if (next.type === 'run-end' && next.scope === undefined) {
      batch.push(this.pending.shift()!);
      this.count(next);
    }
  }

  private count(event: TraceEvent): void {
    this.releasedCount += 1;
    if (countsAsPoint(event)) this.releasedPoints += 1;
  }

  private notifyReleased(batch: readonly TraceEvent[]): void {
    for (const listener of this.listeners) listener.released(batch);
  }

  private pauseAfter(event: TraceEvent): PauseReason | undefined {
    if (this.draining) return undefined;
    switch (this.target.kind) {
      case 'paused':
      case 'run': {
        const hit = this.breakpointList.find((b) => matchesBreakpoint(b, event));
        return hit ? { kind: 'breakpoint', breakpoint: hit, seq: event.seq } : undefined;
      }
      case 'step':
        return countsAsPoint(event) ? { kind: 'step' } : undefined;
      case 'step-over': {
        const stepBoundary =
          event.scope === undefined && (event.type === 'step-start' || event.type === 'run-end');
        return stepBoundary ? { kind: 'step-over' } : undefined;
      }
      case 'finish-step': {
        const stepDone = event.scope === undefined && (event.type === 'step-end' || event.type === 'run-end');
        return stepDone ? { kind: 'finish-step' } : undefined;
      }
      case 'to-point':
        return this.releasedPoints >= this.target.point ? { kind: 'point' } : undefined;
      default: {
        return assertNever(this.target);
      }
    }
  }

  private notifyPaused(reason: PauseReason): void {
    for (const listener of this.listeners) listener.paused(reason);
  }

  private wakeWaiters(): void {
    const still: typeof this.waiters = [];
    for (const waiter of this.waiters) {
      if (waiter.ready()) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }
}
