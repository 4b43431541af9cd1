// The events as of the cursor (time travel): what the lesson guide reads, so stepping back hides answers. The
// same selection every panel draws from (eventsAsOf), so the guide's step and the step counter's agree.
import { useMemo } from 'react';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { eventsAsOf } from '../../state/selectors';
import { useAppStore } from '../store/use-app-store';

export function useCursorEvents(): { readonly events: readonly TraceEvent[] } {
  const all = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  return useMemo(() => ({ events: eventsAsOf(all, cursorSeq) }), [all, cursorSeq]);
}
