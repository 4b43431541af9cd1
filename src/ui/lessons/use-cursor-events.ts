// The events as of the cursor (time travel) and the main agent's step there: what the lesson guide reads.
import { useMemo } from 'react';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { useAppStore } from '../../state/app-store';

export function useCursorEvents(): { readonly events: readonly TraceEvent[]; readonly step: number } {
  const all = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  return useMemo(() => {
    const events = cursorSeq === null ? all : all.slice(0, cursorSeq + 1);
    const last = events.findLast((e) => e.scope === undefined);
    return { events, step: last?.step ?? 0 };
  }, [all, cursorSeq]);
}
