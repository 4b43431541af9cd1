// The workspace at every event, for time travel. The engine computes ahead of the events the person has been
// shown, so "the workspace now" may already hold changes of events not yet stepped to, and an earlier event
// needs the files as they were then. A checkpoint per file-change event (O(1) each: the tree copies on write)
// answers "as of event N" without replaying anything.
import type { EventLog } from '../../engine/trace/event-log';
import type { SnapshotEntry, WorkspaceSnapshot } from '../../vfs/snapshot-format';
import type { Workspace, WorkspaceCheckpoint } from '../../vfs/workspace';
import { packListing, type WorkspaceListing } from '../worker/workspace-listing';

export class WorkspaceTimeline {
  /** The workspace before the first event (the session's starting files). */
  private readonly initial: WorkspaceCheckpoint;
  /** Ascending seqs of file-change events, and the workspace right after each. */
  private readonly seqs: number[] = [];
  private readonly checkpoints: WorkspaceCheckpoint[] = [];
  readonly stop: () => void;

  /** Call once the workspace holds the session's starting files, before any event changes it. */
  constructor(workspace: Workspace, log: EventLog) {
    this.initial = workspace.checkpoint();
    // The log appends a file-change event synchronously inside the workspace's change notification, so the
    // workspace at this moment is the state right after the operation that event belongs to. One operation
    // (a Bash changeset, an `rm -r`) appends several events at once; they all show its finished state, as the
    // workspace never was between them.
    this.stop = log.subscribe((event) => {
      if (event.type !== 'file-change') return;
      this.seqs.push(event.seq);
      this.checkpoints.push(workspace.checkpoint());
    });
  }

  /** The workspace as it was right after the event with this seq (-1: before every event). */
  snapshotAt(seq: number): WorkspaceSnapshot {
    return this.checkpointAt(seq).snapshot();
  }

  /** The nodes right after the event with this seq, without contents (what the file tree draws). */
  listingAt(seq: number): WorkspaceListing {
    return packListing(seq, this.checkpointAt(seq).listing());
  }

  /** One file (or folder, or link) right after the event with this seq, with its content, or null. */
  entryAt(seq: number, path: string): SnapshotEntry | null {
    return this.checkpointAt(seq).entry(path);
  }

  private checkpointAt(seq: number): WorkspaceCheckpoint {
    const index = this.lastIndexAtOrBefore(seq);
    return index < 0 ? this.initial : (this.checkpoints[index] ?? this.initial);
  }

  /** Binary search: the last file-change at or before `seq`, or -1. */
  private lastIndexAtOrBefore(seq: number): number {
    let low = 0;
    let high = this.seqs.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.seqs[middle] ?? Infinity) <= seq) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }
}
