import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { breakpointForEvent, matchesBreakpoint, type Breakpoint } from './breakpoint';
import { ReleaseLatch, type PauseReason } from './release-latch';

const base = { seq: 0, step: 1, timeMs: 0 };
const gate = (gateName: 'permission' | 'breaker', verdict: string) =>
  ({
    ...base,
    type: 'gate-check',
    gate: gateName,
    verdict,
    spanId: 's',
    callId: 'c',
    toolName: 'Bash',
    rule: 'r',
    reason: '',
  }) as unknown as TraceEvent;
const events: Record<string, TraceEvent> = {
  deny: gate('permission', 'DENY'),
  allow: gate('permission', 'ALLOW'),
  reject: gate('breaker', 'REJECT'),
  ask: { ...base, type: 'permission-ask' } as unknown as TraceEvent,
  conflict: { ...base, type: 'tool-end', errorCode: 'CONFLICT' } as unknown as TraceEvent,
  invalid: { ...base, type: 'tool-end', errorCode: 'INVALID_PARAM' } as unknown as TraceEvent,
  overCap: { ...base, type: 'call-rejected', reason: 'over-cap' } as unknown as TraceEvent,
  cutPerTool: { ...base, type: 'budget-truncate', layer: 'per-tool' } as unknown as TraceEvent,
  cutTurn: { ...base, type: 'budget-truncate', layer: 'turn-total' } as unknown as TraceEvent,
  step2: { ...base, step: 2, type: 'step-start' } as unknown as TraceEvent,
  subStep2: { ...base, step: 2, type: 'step-start', scope: 'task:c' } as unknown as TraceEvent,
  editStart: { ...base, type: 'tool-start', toolName: 'Edit' } as unknown as TraceEvent,
  opened: {
    ...base,
    type: 'breaker-transition',
    toolName: 'Read',
    from: 'CLOSED',
    to: 'OPEN',
  } as unknown as TraceEvent,
};

function hits(breakpoint: Breakpoint): string[] {
  return Object.entries(events)
    .filter(([, event]) => matchesBreakpoint(breakpoint, event))
    .map(([name]) => name);
}

describe('breakpoints', () => {
  it('match exactly the events they name', () => {
    expect(hits({ kind: 'gate-verdict', verdict: 'DENY' })).toEqual(['deny']);
    expect(hits({ kind: 'gate-verdict', verdict: 'ASK' })).toEqual(['ask']);
    expect(hits({ kind: 'gate-verdict', verdict: 'CONFLICT' })).toEqual(['conflict']);
    expect(hits({ kind: 'gate-verdict', verdict: 'CIRCUIT_OPEN' })).toEqual(['reject']);
    expect(hits({ kind: 'tool', toolName: 'Edit' })).toEqual(['editStart']);
    expect(hits({ kind: 'breaker-transition' })).toEqual(['opened']);
    expect(hits({ kind: 'breaker-transition', to: 'HALF_OPEN' })).toEqual([]);
    expect(hits({ kind: 'event-type', eventType: 'tool-end' })).toEqual(['conflict', 'invalid']);
    expect(hits({ kind: 'gate-verdict', verdict: 'INVALID_PARAM' })).toEqual(['invalid']);
    expect(hits({ kind: 'gate-verdict', verdict: 'TOO_MANY_CALLS' })).toEqual(['overCap']);
    expect(hits({ kind: 'budget-cut' })).toEqual(['cutPerTool', 'cutTurn']);
    expect(hits({ kind: 'budget-cut', layer: 'turn-total' })).toEqual(['cutTurn']);
    expect(hits({ kind: 'step', step: 2 })).toEqual(['step2']);
    expect(hits({ kind: 'step', step: 3 })).toEqual([]);
  });
});

describe('breakpointForEvent', () => {
  it('offers the most specific breakpoint, and it matches the event it came from', () => {
    const offered = Object.fromEntries(
      Object.entries(events).map(([name, event]) => [name, breakpointForEvent(event)]),
    );
    expect(offered).toMatchObject({
      deny: { kind: 'gate-verdict', verdict: 'DENY' },
      allow: { kind: 'event-type', eventType: 'gate-check' },
      reject: { kind: 'gate-verdict', verdict: 'CIRCUIT_OPEN' },
      conflict: { kind: 'gate-verdict', verdict: 'CONFLICT' },
      invalid: { kind: 'gate-verdict', verdict: 'INVALID_PARAM' },
      overCap: { kind: 'gate-verdict', verdict: 'TOO_MANY_CALLS' },
      cutTurn: { kind: 'budget-cut', layer: 'turn-total' },
      step2: { kind: 'step', step: 2 },
      subStep2: { kind: 'event-type', eventType: 'step-start' },
      editStart: { kind: 'tool', toolName: 'Edit' },
      opened: { kind: 'breaker-transition', to: 'OPEN' },
    });
    for (const [name, event] of Object.entries(events))
      expect(matchesBreakpoint(offered[name]!, event), name).toBe(true);
  });
});

describe('ReleaseLatch', () => {
  const event = (seq: number, type: string, scope?: string) =>
    ({ ...base, seq, type, ...(scope ? { scope } : {}) }) as unknown as TraceEvent;

  it('holds events while paused and lets caughtUp wait for the person', async () => {
    const released: TraceEvent[] = [];
    const pauses: PauseReason[] = [];
    const latch = new ReleaseLatch({ kind: 'paused' });
    latch.subscribe({
      released: (batch) => released.push(...batch),
      paused: (reason) => pauses.push(reason),
    });
    latch.offer(event(0, 'run-start'));
    latch.offer(event(1, 'model-delta'));
    latch.offer(event(2, 'model-delta'));
    latch.offer(event(3, 'model-response'));
    let caught = false;
    void latch.caughtUp().then(() => (caught = true));
    latch.command({ kind: 'step' });
    expect(released.map((e) => e.seq)).toEqual([0]);
    latch.command({ kind: 'step' });
    expect(released.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    await Promise.resolve();
    expect(caught).toBe(false);
    latch.command({ kind: 'run' });
    await Promise.resolve();
    expect(caught).toBe(true);
    expect(pauses.map((p) => p.kind)).toEqual(['step', 'step']);
  });

  it('steps over nested steps to the next main-agent step-start', () => {
    const released: TraceEvent[] = [];
    const latch = new ReleaseLatch({ kind: 'step-over' });
    latch.subscribe({ released: (batch) => released.push(...batch), paused: () => undefined });
    latch.offer(event(0, 'tool-start'));
    latch.offer(event(1, 'step-start', 'task:c'));
    latch.offer(event(2, 'step-start'));
    latch.offer(event(3, 'schema-build'));
    expect(released.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(latch.isPaused).toBe(true);
  });
});
