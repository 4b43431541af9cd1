import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { sharedStepAt } from './shared-step';

const event = (seq: number, type: string, step: number, scope?: string) =>
  ({ seq, type, step, timeMs: 0, ...(scope ? { scope } : {}) }) as unknown as TraceEvent;

const events = [
  event(0, 'run-start', 0),
  event(1, 'step-start', 1),
  event(2, 'step-end', 1),
  event(3, 'step-start', 2),
  event(4, 'step-end', 2, 'task:call_1'),
  event(5, 'step-end', 2),
  event(6, 'run-end', 2),
];

describe('the step a link carries', () => {
  it('is the last main step ended at the cursor', () => {
    expect(sharedStepAt(events, 3)).toBe(1);
    expect(sharedStepAt(events, 4)).toBe(1);
    expect(sharedStepAt(events, 5)).toBe(2);
  });

  it('is none at the live end of a finished session, and 1 before anything ended', () => {
    expect(sharedStepAt(events, null)).toBeNull();
    expect(sharedStepAt(events.slice(0, 4), null)).toBe(1);
    expect(sharedStepAt([], null)).toBeNull();
  });
});
