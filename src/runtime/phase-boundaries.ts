// The points where the outside world reaches a run: the loop's phase boundaries (before-step, before-tools,
// after-tools), the gap between runs, and a person's change applied the moment it is made while the run
// rests. Recorded inputs apply here and only here (decision 0401), so a replay meets them at the same points.
import type { Workspace } from '../vfs/workspace';
import { applyInput, type InputTarget } from './inputs/apply-input';
import type { InputBook, LiveInput } from './inputs/input-book';
import type { InputLane } from './inputs/input-lane';
import type { BoundaryVerdict } from './loop/loop-context';
import type { RunState } from './run-state';
import type { Anchor, Phase, RecordedInput } from './spec/recorded-input';
import type { ReleaseLatch } from './stepping/release-latch';

/** Inputs a person makes that may apply at once (see `applyNow`). */
export type NowInput = Extract<LiveInput, { type: 'workspace-edit' | 'settings-change' }>;

export interface BoundaryDeps {
  readonly state: RunState;
  readonly book: InputBook;
  readonly lane: InputLane;
  readonly latch: ReleaseLatch;
  readonly target: InputTarget;
  readonly workspace: Workspace;
  readonly onPersonChange?: () => void;
  /** What the outside world said since the last boundary (an MCP server's tool list changed), to record here. */
  readonly observe?: (at: Anchor) => Promise<readonly RecordedInput[]>;
}

export class PhaseBoundaries {
  constructor(private readonly deps: BoundaryDeps) {}

  /** The loop reached a phase boundary: wait for the person, apply what is anchored here, say whether to stop. */
  async at(step: number, phase: Phase): Promise<BoundaryVerdict> {
    const { state, book, lane, latch, target } = this.deps;
    state.restingAt = { step, phase };
    // A person's file or settings change recorded here was applied the moment the run rested here (applyNow),
    // before the person stepped on: a replay applies it at the same moment, so a reopened session shows it at
    // once. The trace is the same either way, since nothing is appended while the run rests.
    await lane.run(async () => {
      const due = book.takeLeading({ step, phase }, isAppliedAtRest);
      for (const input of due) await applyInput(input, target);
      if (due.length > 0) this.deps.onPersonChange?.();
    });
    await latch.caughtUp();
    state.restingAt = null;
    await lane.settled();
    for (const input of book.takeAt({ step, phase })) {
      if ((await applyInput(input, target)) === 'stop') return 'stop';
    }
    // After the recorded ones: a replay finds these recorded after them at the same boundary.
    for (const input of (await this.deps.observe?.({ step, phase })) ?? []) {
      book.recordApplied(input);
      await applyInput(input, target);
    }
    if (phase === 'after-tools') await this.deps.workspace.flush();
    return state.controller.signal.aborted ? 'stop' : 'continue';
  }

  /** Inputs anchored between runs at the current step, and live ones made while no run was going. */
  betweenRuns(): Promise<void> {
    const { state, book, lane, target } = this.deps;
    return lane.run(async () => {
      for (const input of book.takeAt({ step: state.step, phase: 'between-runs' })) {
        await applyInput(input, target);
      }
    });
  }

  /**
   * A person's file changes (terminal, editor) or settings change, applied now when nothing else can be
   * touching the workspace or the settings: while the run rests at a boundary they are recorded at that
   * boundary (a replay applies them at the same point, so the trace matches); between runs they are recorded
   * between runs (a replay applies them after the run that ended, or before the first). Mid-turn they are
   * queued, to apply at the next boundary. So the terminal's next command sees them at once.
   */
  applyNow(change: NowInput): Promise<'applied' | 'queued'> {
    const { state, book, lane, target } = this.deps;
    return lane.run(async () => {
      const at: Anchor | null = state.anchorForNow();
      // Changes queued earlier (made mid-turn) are older: this one waits behind them, never overtakes them.
      if (!at || book.hasQueued) {
        book.queue(change);
        return 'queued';
      }
      const input = { ...change, at } as RecordedInput;
      book.recordApplied(input);
      await applyInput(input, target);
      this.deps.onPersonChange?.();
      return 'applied';
    });
  }
}

/** The inputs `applyNow` applies while the run rests at a boundary (NowInput's kinds). */
function isAppliedAtRest(input: RecordedInput): boolean {
  return input.type === 'workspace-edit' || input.type === 'settings-change';
}
