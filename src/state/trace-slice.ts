// The trace as the page holds it: events appended from the runtime's stream (or loaded from a file), and the
// cursor that time travel moves. `cursorSeq === null` follows the live end of the log.
import type { StateCreator } from 'zustand';
import { countsAsPoint, pointOf, stepEndFrom, type TraceEvent } from '../engine';
import { NO_TRACE_FILTER, type TraceFilter } from './selectors/trace-filter';

export type TraceSource =
  | { kind: 'none' }
  | { kind: 'file'; name: string }
  /** A session the runtime worker is running; events arrive as it releases them. */
  | { kind: 'runtime'; title: string };

export interface TraceSlice {
  events: readonly TraceEvent[];
  /**
   * The point of the live end (events not counting model-delta, engine/trace/trace-point.ts): where the
   * session stands, as the library, a reload and a link say it. Kept as events arrive, never recounted.
   */
  livePoint: number;
  cursorSeq: number | null;
  traceSource: TraceSource;
  /** A problem loading or receiving the trace, shown in place. */
  traceError: string | null;
  traceFilter: TraceFilter;
  /** Replaying the recorded log event by event (the page's timer advances the cursor). */
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  /** The guide's "Run the next step" is walking the cursor through the step it ran (step-playback.ts). */
  guidePlaying: boolean;
  setGuidePlaying: (playing: boolean) => void;
  appendEvents: (batch: readonly TraceEvent[]) => void;
  loadTrace: (events: readonly TraceEvent[], source: TraceSource) => void;
  setTraceError: (message: string | null) => void;
  /** Travel to an event (null: back to the live end). */
  selectEvent: (seq: number | null) => void;
  /** Move the cursor by whole events (±1) — "step" through the recorded log. */
  moveCursorByEvents: (delta: number) => void;
  /** Move the cursor to the previous / next main step's end (or the log's ends): where the guide's step is. */
  moveCursorBySteps: (delta: 1 | -1) => void;
  setTraceFilter: (filter: Partial<TraceFilter>) => void;
}

function clampSeq(events: readonly TraceEvent[], seq: number): number | null {
  if (events.length === 0) return null;
  return Math.min(Math.max(seq, 0), events.length - 1);
}

export const createTraceSlice: StateCreator<TraceSlice, [], [], TraceSlice> = (set, get) => ({
  events: [],
  livePoint: 0,
  cursorSeq: null,
  traceSource: { kind: 'none' },
  traceError: null,
  traceFilter: NO_TRACE_FILTER,
  playing: false,
  setPlaying: (playing) => set({ playing }),
  guidePlaying: false,
  setGuidePlaying: (guidePlaying) => set({ guidePlaying }),
  appendEvents: (batch) =>
    set((state) => ({
      events: [...state.events, ...batch],
      livePoint: state.livePoint + batch.filter(countsAsPoint).length,
    })),
  loadTrace: (events, source) =>
    set({
      events,
      livePoint: pointOf(events),
      traceSource: source,
      cursorSeq: null,
      traceError: null,
      playing: false,
      guidePlaying: false,
    }),
  setTraceError: (traceError) => set({ traceError }),
  selectEvent: (seq) => set((state) => ({ cursorSeq: seq === null ? null : clampSeq(state.events, seq) })),
  moveCursorByEvents: (delta) => {
    const { events, cursorSeq } = get();
    const current = cursorSeq ?? events.length - 1;
    set({ cursorSeq: clampSeq(events, current + delta) });
  },
  moveCursorBySteps: (delta) => {
    const { events, cursorSeq } = get();
    if (events.length === 0) return;
    // To a main step's end, where the guide names that step too (engine/trace/main-step-ends.ts).
    set({ cursorSeq: stepEndFrom(events, cursorSeq ?? events.length - 1, delta) });
  },
  setTraceFilter: (filter) => set((state) => ({ traceFilter: { ...state.traceFilter, ...filter } })),
});
