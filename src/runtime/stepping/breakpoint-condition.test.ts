import { describe, expect, it } from 'vitest';
import { TRACE_EVENT_TYPES } from '../../engine';
import { BREAK_VERDICTS, type Breakpoint } from './breakpoint';
import {
  BREAKPOINT_CONDITION_FORMS,
  breakpointCondition,
  breakpointFromValue,
  breakpointsFromValue,
  parseBreakpointCondition,
} from './breakpoint-condition';

const every: readonly Breakpoint[] = [
  ...BREAK_VERDICTS.map((verdict) => ({ kind: 'gate-verdict', verdict }) as const),
  ...TRACE_EVENT_TYPES.map((eventType) => ({ kind: 'event-type', eventType }) as const),
  { kind: 'tool', toolName: 'Edit' },
  { kind: 'tool', toolName: 'my_tool-2' },
  { kind: 'breaker-transition' },
  { kind: 'breaker-transition', to: 'OPEN' },
  { kind: 'breaker-transition', to: 'HALF_OPEN' },
  { kind: 'budget-cut' },
  { kind: 'budget-cut', layer: 'per-tool' },
  { kind: 'budget-cut', layer: 'turn-total' },
  { kind: 'step', step: 1 },
  { kind: 'step', step: 42 },
];

describe('breakpoint conditions', () => {
  it('read back every breakpoint from its text, and from its stored JSON', () => {
    for (const breakpoint of every) {
      expect(parseBreakpointCondition(breakpointCondition(breakpoint))).toEqual({ ok: true, breakpoint });
      expect(breakpointFromValue(JSON.parse(JSON.stringify(breakpoint)))).toEqual(breakpoint);
    }
  });

  it('name the CLI forms the issue uses', () => {
    expect(parseBreakpointCondition('CONFLICT')).toEqual({
      ok: true,
      breakpoint: { kind: 'gate-verdict', verdict: 'CONFLICT' },
    });
    expect(parseBreakpointCondition('step:3')).toEqual({ ok: true, breakpoint: { kind: 'step', step: 3 } });
  });

  it.each([
    'CONFLICTS',
    'conflict',
    '',
    'tool:',
    'tool:a b',
    'event:gate',
    'breaker:SHUT',
    'budget:all',
    'step:0',
    'step:-1',
    'step:1.5',
    'step:x',
    'nothing:at-all',
  ])('refuse %j with the list of valid conditions', (text) => {
    const read = parseBreakpointCondition(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reason).toContain(`"${text}" names no breakpoint`);
    for (const form of BREAKPOINT_CONDITION_FORMS) expect(read.reason).toContain(form);
  });

  it('refuse stored values that are not exactly one kind', () => {
    const bad: unknown[] = [
      null,
      'CONFLICT',
      [],
      { kind: 'gate-verdict', verdict: 'NOPE' },
      { kind: 'gate-verdict', verdict: 'DENY', extra: 1 },
      { kind: 'step', step: '2' },
      { kind: 'step', step: 0 },
      { kind: 'tool' },
      { kind: 'breaker-transition', to: 5 },
      { kind: 'unknown' },
    ];
    for (const value of bad) expect(breakpointFromValue(value)).toBeUndefined();
  });

  it('keep a stored list readable: unreadable entries and repeats are dropped', () => {
    expect(
      breakpointsFromValue([
        { kind: 'step', step: 2 },
        { kind: 'nope' },
        { kind: 'step', step: 2 },
        { kind: 'gate-verdict', verdict: 'CONFLICT' },
      ]),
    ).toEqual([
      { kind: 'step', step: 2 },
      { kind: 'gate-verdict', verdict: 'CONFLICT' },
    ]);
    expect(breakpointsFromValue({ kind: 'step', step: 2 })).toEqual([]);
  });
});
