// The events as of the cursor (time travel): what the lesson guide reads, so stepping back hides answers.
import { useMemo } from 'react';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { useAppStore } from '../store/use-app-store';

export function useCursorEvents(): { readonly events: readonly TraceEvent[] } {
  const all = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  return useMemo(() => {
    return { events: cursorSeq === null ? all : all.slice(0, cursorSeq + 1) };
  }, [all, cursorSeq]);
}
