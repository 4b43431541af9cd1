// The event catalog is the one place an event type is described: it has exactly the trace's types, and it
// places each one where the switches it replaced did (stage, comparison panel, breakpoint: the tables below
// are what stageOfEvent, panelOf and breakpointForEvent returned before issue 31). A new event type is one
// entry there, and these tests name what it must say. Real traces and the trace file's shapes are checked
// against it in session/trace-file/event-catalog-coverage.test.ts.
import { describe, expect, it } from 'vitest';
import type { Breakpoint } from './breakpoint-kinds';
import {
  breakpointForEvent,
  panelOfType,
  stageOfEvent,
  summaryOfEvent,
  TRACE_EVENT_CATALOG,
  TRACE_EVENT_TYPES,
} from './event-catalog';
import type { DiffPanel, PipelineStageId } from './event-places';
import { envelopeOf } from './trace-envelope';
import type { TraceEvent, TraceEventType } from './trace-events';

/** An event of a type with only the fields a test reads (the catalog reads no others). */
const ev = (type: TraceEventType, fields: Record<string, unknown> = {}) =>
  ({ seq: 7, step: 2, timeMs: 0, type, ...fields }) as unknown as TraceEvent;

/**
 * The stage and panel of each type as the switches placed them before the catalog ('varies': read from
 * fields). History: a type added later need not appear here.
 */
const PLACED_BEFORE: {
  readonly [T in TraceEventType]?: readonly [PipelineStageId | null | 'varies', DiffPanel];
} = {
  'run-start': ['registry', 'run'],
  'step-start': ['registry', 'run'],
  'schema-build': ['schema', 'schema'],
  'model-request': ['request', 'request'],
  'model-delta': ['response', 'request'],
  'model-response': ['response', 'request'],
  'plan-build': ['plan', 'plan'],
  'call-rejected': ['plan', 'plan'],
  'batch-start': ['batches', 'plan'],
  'tool-start': ['permission', 'tools'],
  'gate-check': ['varies', 'gates'],
  'permission-ask': ['permission', 'gates'],
  'permission-answer': ['permission', 'gates'],
  'fault-inject': ['varies', 'tools'],
  'tool-end': ['result', 'tools'],
  'batch-end': ['result', 'plan'],
  'breaker-transition': ['varies', 'breakers'],
  'budget-truncate': ['budget', 'budget'],
  'budget-apply': ['budget', 'budget'],
  'file-change': ['varies', 'workspace'],
  'history-append': ['history', 'history'],
  'clock-advance': [null, 'run'],
  'settings-change': [null, 'run'],
  'step-end': ['next', 'run'],
  'run-end': ['next', 'run'],
};

describe('the event catalog', () => {
  // Its type requires an entry for every member of the TraceEvent union; the list of types is its keys.
  it('lists the trace event types in the order a step produces them', () => {
    expect(TRACE_EVENT_TYPES).toEqual(Object.keys(TRACE_EVENT_CATALOG));
    expect(TRACE_EVENT_TYPES.slice(0, 3)).toEqual(['run-start', 'step-start', 'schema-build']);
    expect(TRACE_EVENT_TYPES.slice(-2)).toEqual(['step-end', 'run-end']);
  });

  it('places every type in the stage and panel it had before', () => {
    const placed = Object.entries(PLACED_BEFORE) as [
      TraceEventType,
      readonly [PipelineStageId | null | 'varies', DiffPanel],
    ][];
    expect(placed).toHaveLength(25);
    for (const [type, [stage, panel]] of placed) {
      expect(panelOfType(type), type).toBe(panel);
      if (stage !== 'varies') {
        expect(TRACE_EVENT_CATALOG[type].stage, type).toBe(stage);
        expect(stageOfEvent(ev(type)), type).toBe(stage);
      }
    }
  });

  it('places the events whose stage depends on their fields', () => {
    const stageWith = (type: TraceEventType, field: string, values: readonly string[]) =>
      values.map((value) => stageOfEvent(ev(type, { [field]: value })));
    expect(stageWith('gate-check', 'gate', ['permission', 'lock', 'breaker'])).toEqual([
      'permission',
      'lock',
      'breaker',
    ]);
    expect(stageWith('fault-inject', 'action', ['arm', 'fire'])).toEqual(['response', 'run']);
    expect(stageWith('breaker-transition', 'observedBy', ['schema-build', 'call', 'record'])).toEqual([
      'schema',
      'breaker',
      'breaker',
    ]);
    expect(stageWith('file-change', 'source', ['tool', 'spill', 'editor', 'terminal', 'restore'])).toEqual([
      'run',
      'budget',
      null,
      null,
      null,
    ]);
  });

  it('offers the most specific breakpoint for a row, and "any event of this type" otherwise', () => {
    const offered = (type: TraceEventType, fields: Record<string, unknown> = {}): Breakpoint =>
      breakpointForEvent(ev(type, fields));
    expect(offered('gate-check', { gate: 'permission', verdict: 'DENY' })).toEqual({
      kind: 'gate-verdict',
      verdict: 'DENY',
    });
    expect(offered('gate-check', { gate: 'breaker', verdict: 'REJECT' })).toEqual({
      kind: 'gate-verdict',
      verdict: 'CIRCUIT_OPEN',
    });
    expect(offered('gate-check', { gate: 'permission', verdict: 'ALLOW' })).toEqual({
      kind: 'event-type',
      eventType: 'gate-check',
    });
    expect(offered('permission-ask')).toEqual({ kind: 'gate-verdict', verdict: 'ASK' });
    expect(offered('tool-end', { errorCode: 'CONFLICT' })).toEqual({
      kind: 'gate-verdict',
      verdict: 'CONFLICT',
    });
    expect(offered('tool-end', { errorCode: 'INVALID_PARAM' })).toEqual({
      kind: 'gate-verdict',
      verdict: 'INVALID_PARAM',
    });
    expect(offered('tool-end', { errorCode: 'TIMEOUT' })).toEqual({
      kind: 'event-type',
      eventType: 'tool-end',
    });
    expect(offered('call-rejected')).toEqual({ kind: 'gate-verdict', verdict: 'TOO_MANY_CALLS' });
    expect(offered('tool-start', { toolName: 'Edit' })).toEqual({ kind: 'tool', toolName: 'Edit' });
    expect(offered('breaker-transition', { to: 'OPEN' })).toEqual({ kind: 'breaker-transition', to: 'OPEN' });
    expect(offered('budget-truncate', { layer: 'per-tool' })).toEqual({
      kind: 'budget-cut',
      layer: 'per-tool',
    });
    expect(offered('step-start')).toEqual({ kind: 'step', step: 2 });
    expect(offered('step-start', { scope: 'task:call_1' })).toEqual({
      kind: 'event-type',
      eventType: 'step-start',
    });
    const plain = TRACE_EVENT_TYPES.filter((type) => TRACE_EVENT_CATALOG[type].breakpoint === 'event-type');
    expect(plain).toHaveLength(21);
    for (const type of plain) expect(offered(type)).toEqual({ kind: 'event-type', eventType: type });
  });

  it('summarises a row as a sentence id, verbatim parts and numbers tagged bytes or ms', () => {
    expect(summaryOfEvent(ev('budget-apply', { totalBeforeBytes: 90, totalAfterBytes: 40 }))).toEqual({
      key: 'budget',
      verbatim: {},
      values: { before: { bytes: 90 }, after: { bytes: 40 } },
    });
    expect(
      summaryOfEvent(
        ev('tool-end', { toolName: 'Edit', errorCode: 'CONFLICT', status: 'error', durationMs: 3 }),
      ),
    ).toEqual({ key: 'toolFailed', verbatim: { tool: 'Edit', code: 'CONFLICT' }, values: { ms: { ms: 3 } } });
    expect(summaryOfEvent(ev('tool-end', { toolName: 'Read', errorCode: null, status: 'partial' })).key).toBe(
      'toolEnd.partial',
    );
    expect(summaryOfEvent(ev('step-end', { outcome: 'final-answer' })).key).toBe('stepEnd.final-answer');
  });
});

describe('the envelope', () => {
  it('names the call and tool an event concerns, whichever type it is', () => {
    const request = { callId: 'call_4', toolName: 'Bash' };
    expect(envelopeOf(ev('permission-ask', { scope: 'task:call_1', request }))).toEqual({
      seq: 7,
      step: 2,
      scope: 'task:call_1',
      callId: 'call_4',
      toolName: 'Bash',
    });
    expect(envelopeOf(ev('tool-end', { callId: 'call_2', toolName: 'Edit' }))).toMatchObject({
      scope: null,
      callId: 'call_2',
      toolName: 'Edit',
    });
    expect(envelopeOf(ev('fault-inject', { callId: null, toolName: 'Bash' }))).toMatchObject({
      callId: null,
      toolName: 'Bash',
    });
    expect(envelopeOf(ev('schema-build'))).toMatchObject({ callId: null, toolName: null });
  });
});
