import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './trace-events';
import { counterStepAt, eventsThroughPoint, pointAtStepEnd, pointOf } from './trace-point';

const event = (seq: number, type: string, step: number, scope?: string) =>
  ({ seq, type, step, timeMs: 0, ...(scope ? { scope } : {}) }) as unknown as TraceEvent;

const events = [
  event(0, 'run-start', 0),
  event(1, 'step-start', 1),
  event(2, 'model-request', 1),
  event(3, 'model-delta', 1),
  event(4, 'model-delta', 1),
  event(5, 'model-response', 1),
  event(6, 'step-end', 1),
  event(7, 'step-start', 2),
  event(8, 'step-end', 2, 'task:call_1'),
  event(9, 'step-end', 2),
  event(10, 'run-end', 2),
];

describe('a point in the trace', () => {
  it('counts every event but the streaming deltas, up to and including the cursor', () => {
    expect(pointOf(events)).toBe(9);
    expect(pointOf(events, 2)).toBe(3);
    // On a delta: the same point as the request before it (what streamed so far is no place to return to).
    expect(pointOf(events, 4)).toBe(3);
    expect(pointOf(events, 5)).toBe(4);
    expect(pointOf([], null)).toBe(0);
  });

  it('cuts the trace right after the point-th counted event, leaving the deltas after it out', () => {
    expect(eventsThroughPoint(events, 3).map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(eventsThroughPoint(events, 4).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(eventsThroughPoint(events, 0)).toEqual([]);
    expect(eventsThroughPoint(events, 99)).toBe(events);
    for (let point = 0; point <= 9; point += 1)
      expect(pointOf(eventsThroughPoint(events, point))).toBe(point);
  });

  it("finds the main agent's end of a step, not a subagent's", () => {
    expect(pointAtStepEnd(events, 1)).toBe(5);
    expect(pointAtStepEnd(events, 2)).toBe(8);
    expect(pointAtStepEnd(events, 3)).toBeNull();
  });

  it('names the step the step counter names', () => {
    expect(counterStepAt(events, 0)).toBe(0);
    expect(counterStepAt(events, 7)).toBe(2);
    expect(counterStepAt(events, null)).toBe(2);
    expect(counterStepAt([], null)).toBe(0);
  });
});
