import { describe, expect, it } from 'vitest';
import { EventLog, scopedSink } from './event-log';
import { TRACE_EVENT_TYPES } from './event-catalog';

describe('EventLog', () => {
  it('numbers events in order and notifies subscribers', () => {
    const log = new EventLog();
    const seen: number[] = [];
    const unsubscribe = log.subscribe((e) => seen.push(e.seq));
    log.append({ type: 'step-start', step: 1, timeMs: 0, maxSteps: 50 });
    log.append({ type: 'clock-advance', step: 1, timeMs: 10, fromMs: 0, toMs: 10, reason: 'user' });
    unsubscribe();
    log.append({ type: 'step-end', step: 1, timeMs: 10, outcome: 'final-answer' });
    expect(log.events.map((e) => [e.seq, e.type])).toEqual([
      [0, 'step-start'],
      [1, 'clock-advance'],
      [2, 'step-end'],
    ]);
    expect(seen).toEqual([0, 1]);
  });

  it('tags a subagent scope on events passed through a scoped sink', () => {
    const log = new EventLog();
    scopedSink(log, 'task:call_3').append({ type: 'step-start', step: 1, timeMs: 0, maxSteps: 12 });
    expect(log.events[0]).toMatchObject({ seq: 0, scope: 'task:call_3' });
  });

  it('lists every event type once', () => {
    expect(new Set(TRACE_EVENT_TYPES).size).toBe(TRACE_EVENT_TYPES.length);
    expect(TRACE_EVENT_TYPES).toContain('breaker-transition');
  });
});
