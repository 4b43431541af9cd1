// Workspace changes become file-change events. Who made a change is known from context: the runtime sets the
// source before it applies an editor/terminal input or writes a spill file; during a turn it is the call
// whose span is open (calls that write never share a batch, so at most one writer runs at a time).
import type { EventSink, FileChangeEvent, TraceEvent } from '../engine';
import type { WorkspaceChange } from '../vfs/workspace';

export type ChangeSource = FileChangeEvent['source'];

export class ChangeAttribution {
  source: ChangeSource = 'tool';
  private openCall: string | null = null;

  /** Follows tool spans of the main agent and its subagents through the log. */
  observe(event: TraceEvent): void {
    if (event.type === 'tool-start') this.openCall = event.callId;
    else if (event.type === 'tool-end' && this.openCall === event.callId) this.openCall = null;
  }

  async during<T>(source: ChangeSource, work: () => Promise<T>): Promise<T> {
    const previous = this.source;
    this.source = source;
    try {
      return await work();
    } finally {
      this.source = previous;
    }
  }

  append(sink: EventSink, step: number, timeMs: number, changes: readonly WorkspaceChange[]): void {
    for (const change of changes) {
      sink.append({
        type: 'file-change',
        step,
        timeMs,
        path: change.path,
        kind: kindOf(change),
        oldVersion: change.oldVersion,
        newVersion: change.newVersion,
        source: this.source,
        callId: this.source === 'tool' || this.source === 'spill' ? this.openCall : null,
      });
    }
  }
}

function kindOf(change: WorkspaceChange): FileChangeEvent['kind'] {
  if (change.nodeType === 'directory') return change.kind === 'delete' ? 'rmdir' : 'mkdir';
  if (change.nodeType === 'symlink' && change.kind === 'create') return 'symlink';
  return change.kind;
}
