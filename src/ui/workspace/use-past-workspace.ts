// Keeps the store's past workspace in step with the time-travel cursor: the Workspace region calls this once,
// and the tree and the editor then read `shownWorkspace`.
import { useEffect } from 'react';
import { useAppStore } from '../store/use-app-store';
import { hasRuntime } from '../../state/runtime-slice';
import { useSessionActions } from '../store/session-actions';

export function usePastWorkspaceSync(): void {
  const actions = useSessionActions();
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const source = useAppStore((s) => s.traceSource);
  const connected = useAppStore(hasRuntime);
  useEffect(() => {
    // The store skips the fetch when it already holds the epoch this cursor needs.
    if (cursorSeq !== null) void actions.syncPastWorkspace();
  }, [cursorSeq, source, connected, actions]);
}
