// The event catalog (engine/trace/event-catalog.ts) against what a trace holds: the trace file accepts
// exactly the catalog's types, and over real runs that hold every type, each event gets a stage of the
// pipeline view (or none), a comparison panel, a summary, and a breakpoint that stops on the event itself.
import { describe, expect, it } from 'vitest';
import {
  breakpointForEvent,
  DIFF_PANELS,
  panelOfType,
  PIPELINE_STAGES,
  stageOfEvent,
  summaryOfEvent,
  TRACE_EVENT_CATALOG,
  TRACE_EVENT_TYPES,
} from '../../engine';
import { matchesBreakpoint } from '../../runtime/stepping/breakpoint';
import { realTraces } from './testing/real-traces';
import { TRACE_EVENT_SHAPES } from './trace-event-shapes';

const events = (await realTraces()).flat();

describe('the event catalog over real traces', () => {
  it('describes exactly the types the trace file accepts', () => {
    expect(Object.keys(TRACE_EVENT_SHAPES).sort()).toEqual(Object.keys(TRACE_EVENT_CATALOG).sort());
  });

  it('meets every type in the real traces', () => {
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(TRACE_EVENT_TYPES));
  });

  it('places and summarises every event, and its row breaks on it', () => {
    for (const event of events) {
      const stage = stageOfEvent(event);
      if (stage !== null) expect(PIPELINE_STAGES).toContain(stage);
      expect(DIFF_PANELS).toContain(panelOfType(event.type));
      expect(summaryOfEvent(event).key).toMatch(/^[a-zA-Z]+(\.[a-z-]+)?$/);
      expect(matchesBreakpoint(breakpointForEvent(event), event), `${event.seq} ${event.type}`).toBe(true);
    }
  });
});
