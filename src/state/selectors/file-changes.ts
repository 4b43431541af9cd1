// Which workspace files changed, and by whom (tool, editor, terminal, spill), as of the selected event.
import type { FileChangeEvent, TraceEvent } from '../../engine';
import { rememberLast } from '../../common/remember-last';

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

/**
 * The seq of the last file change at or before the cursor (-1: none yet). The workspace is the same at every
 * event from there to the cursor, so this is the key its files are fetched and cached by while travelling.
 * Several selectors ask on every store update: the last answer is kept per (events, cursor).
 */
export const workspaceEpochAt: (events: readonly TraceEvent[], cursorSeq: number) => number = rememberLast(
  (events: readonly TraceEvent[], cursorSeq: number): number => {
    for (let index = Math.min(cursorSeq, events.length - 1); index >= 0; index -= 1) {
      const event = events[index];
      if (event?.type === 'file-change') return event.seq;
    }
    return -1;
  },
);
