// The step a change forks from: the main step being viewed when the cursor is at an earlier event of a
// running session, or null when a change goes to the present (or there is no runtime to fork). The Settings
// and Tools tabs both offer "Fork from step N…" there (state/session-actions/fork-actions.ts).
import { hasRuntime } from '../../state/runtime-slice';
import { stepAtCursor } from '../../state/session-edit/reload-plan';
import { useAppStore } from '../store/use-app-store';

export function useForkStep(): number | null {
  return useAppStore((s) =>
    s.traceSource.kind === 'runtime' && hasRuntime(s) && s.cursorSeq !== null
      ? stepAtCursor(s.events, s.cursorSeq)
      : null,
  );
}
