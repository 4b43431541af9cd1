// A reopened session returning where it was (`releaseTo`) releases its whole trace again: a 200-step session
// is 6,500 events. Drawn as they come, every batch redrew the page with all events so far (and fetched the
// file tree again at every file change), so the work grew with the square of the session's length and the
// page froze for seconds (issue 13). While such a release is under way, its pushes are held here and reach
// the store as one update when the release has stopped: the point reached, the run ended or waiting for a
// person, a failure, or a live request in flight (whose answer can take as long as the endpoint likes).
//
// Held: the trace (in order), the latest status and the latest recorded revision of the load being released.
// Everything else — another load's pushes, requests and their answers — passes as it always did.
import { countsAsPoint, type TraceEvent } from '../../../engine';
import type { LoadId, RecordedRevision, RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import { releaseStopped } from '../../../runtime/worker/release-stopped';

/** What a hold hands on when it lets go: apply the events first, then the revision and the status. */
export interface HeldPushes {
  readonly events: readonly TraceEvent[];
  readonly recorded: RecordedRevision | null;
  readonly status: RuntimeStatus | null;
}

interface Hold {
  readonly loadId: LoadId | null;
  readonly point: number;
  /** The point the store had reached when the hold began, plus the points held since. */
  points: number;
  /** The release's own answer has come: statuses from here on describe the run after the command. */
  answered: boolean;
  events: TraceEvent[];
  recorded: RecordedRevision | null;
  status: RuntimeStatus | null;
}

export class ReleaseHold {
  private hold: Hold | null = null;

  /** `shownPoint`: the point the store's trace has reached (its live end). */
  constructor(
    private readonly apply: (pushes: HeldPushes) => void,
    private readonly shownPoint: () => number,
  ) {}

  /** Holds the pushes of load `loadId` from now until its release to `point` has stopped. */
  begin(loadId: LoadId | null, point: number): void {
    this.letGo();
    this.hold = {
      loadId,
      point,
      points: this.shownPoint(),
      answered: false,
      events: [],
      recorded: null,
      status: null,
    };
  }

  /**
   * The release request was answered. The worker pushes its status right after the command and before the
   * answer, so the status held now is the run's after the command: if that says stopped, nothing more comes.
   */
  answered(): void {
    const hold = this.hold;
    if (hold === null) return;
    hold.answered = true;
    if (hold.status !== null && releaseStopped(hold.status)) this.letGo();
  }

  /** True when held (the caller leaves the store alone). */
  trace(loadId: LoadId | null, events: readonly TraceEvent[]): boolean {
    const hold = this.holding(loadId);
    if (hold === null) return false;
    for (const event of events) {
      hold.events.push(event);
      if (countsAsPoint(event)) hold.points += 1;
    }
    if (hold.points >= hold.point) this.letGo();
    return true;
  }

  status(loadId: LoadId | null, status: RuntimeStatus): boolean {
    const hold = this.holding(loadId);
    if (hold === null) return false;
    hold.status = status;
    if (hold.answered && releaseStopped(status)) this.letGo();
    return true;
  }

  /** Revisions are not per load (they never repeat): the latest is held while any release is. */
  recorded(revision: RecordedRevision): boolean {
    if (this.hold === null) return false;
    this.hold.recorded = revision;
    return true;
  }

  /** Hands on what is held (nothing when no hold is open), and holds nothing more. */
  letGo(): void {
    const hold = this.hold;
    if (hold === null) return;
    this.hold = null;
    if (hold.events.length > 0 || hold.recorded !== null || hold.status !== null)
      this.apply({ events: hold.events, recorded: hold.recorded, status: hold.status });
  }

  get active(): boolean {
    return this.hold !== null;
  }

  private holding(loadId: LoadId | null): Hold | null {
    return this.hold !== null && this.hold.loadId === loadId ? this.hold : null;
  }
}
