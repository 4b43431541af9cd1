// Keeps the store's past workspace in step with the time-travel cursor: the Workspace region calls this once,
// and the tree and the editor then read `shownWorkspace`.
import { useEffect } from 'react';
import { useAppStore } from '../../state/app-store';
import { syncPastWorkspace } from '../../state/shown-workspace';

export function usePastWorkspaceSync(): void {
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const source = useAppStore((s) => s.traceSource);
  const port = useAppStore((s) => s.runtimePort);
  useEffect(() => {
    // The store skips the fetch when it already holds the epoch this cursor needs.
    if (cursorSeq !== null) void syncPastWorkspace(useAppStore);
  }, [cursorSeq, source, port]);
}
