// Which workspace files changed, and by whom (tool, editor, terminal, spill), as of the selected event.
import type { FileChangeEvent, TraceEvent } from '../../engine';

/** Workspace-relative path, as the snapshot names files: `/workspace/src/a.ts` → `src/a.ts`. */
export function relativePath(path: string): string {
  return path.replace(/^\/workspace\/?/, '');
}

export function selectFileChanges(events: readonly TraceEvent[]): ReadonlyMap<string, FileChangeEvent> {
  const changes = new Map<string, FileChangeEvent>();
  for (const event of events) {
    if (event.type !== 'file-change') continue;
    changes.set(relativePath(event.path), event);
    if (event.toPath) changes.set(relativePath(event.toPath), event);
  }
  return changes;
}
