// The event catalog: one entry per trace event type saying where the page places it and how a row of it reads
// (issue 31, decision 0409). Its pipeline stage (the diagram lights it, the stage's inspector tab drills into
// it), its panel in a run comparison, the breakpoint its row offers and its summary are read here and nowhere
// else; the trace file's shape of each type is the session layer's table keyed by the same types
// (session/trace-file/trace-event-shapes.ts). The type makes a new event type's entry required, and the list of
// types is the catalog's keys.
// A fact that is the same for every event of a type is plain data; one that depends on the event's fields is a
// function of the event.
import type { Breakpoint } from './breakpoint-kinds';
import type { DiffPanel, PipelineStageId } from './event-places';
import { changedKeys, summary, type EventSummary } from './event-summary';
import type { TraceEvent, TraceEventOf, TraceEventType } from './trace-events';

/** A fact given once for the type, or read from the event's fields. */
type Fact<T extends TraceEventType, V> = V | ((event: TraceEventOf<T>) => V);

export interface TraceEventEntry<T extends TraceEventType> {
  /** The stage of the pipeline view the event belongs to; null for events outside the loop. */
  readonly stage: Fact<T, PipelineStageId | null>;
  /** The panel of a run comparison a difference in it counts under. */
  readonly panel: DiffPanel;
  /** What "break here" on its row sets: `event-type` stops on the next event of this type. */
  readonly breakpoint: 'event-type' | ((event: TraceEventOf<T>) => Breakpoint);
  /** Its one-line row in the Trace tab. */
  readonly summary: (event: TraceEventOf<T>) => EventSummary;
}

export type TraceEventCatalog = { readonly [T in TraceEventType]: TraceEventEntry<T> };

export const TRACE_EVENT_CATALOG: TraceEventCatalog = {
  'run-start': {
    stage: 'registry',
    panel: 'run',
    breakpoint: 'event-type',
    summary: (e) => summary('said', { text: e.userMessage }),
  },
  'step-start': {
    stage: 'registry',
    panel: 'run',
    // The main agent's step by number; a subagent's steps count by themselves, so only "any step-start".
    breakpoint: (e) =>
      e.scope === undefined ? { kind: 'step', step: e.step } : { kind: 'event-type', eventType: e.type },
    summary: (e) => summary('stepStart', {}, { max: e.maxSteps }),
  },
  'schema-build': {
    stage: 'schema',
    panel: 'schema',
    breakpoint: 'event-type',
    summary: (e) =>
      summary(
        e.hidden.length ? 'schemaHidden' : 'schema',
        {},
        { tools: e.tools.length, bytes: { bytes: e.bytes }, tokens: e.tokens, hidden: e.hidden.length },
      ),
  },
  'model-request': {
    stage: 'request',
    panel: 'request',
    breakpoint: 'event-type',
    summary: (e) => summary('request', { model: e.request.model }, { messages: e.request.messages.length }),
  },
  'model-delta': {
    stage: 'response',
    panel: 'request',
    breakpoint: 'event-type',
    summary: (e) =>
      summary('said', {
        text:
          e.delta.kind === 'text' ? e.delta.text : `${e.delta.name ?? ''}${e.delta.argumentsFragment ?? ''}`,
      }),
  },
  'model-response': {
    stage: 'response',
    panel: 'request',
    breakpoint: 'event-type',
    summary: (e) => summary('response', { finish: e.finishReason ?? '—' }, { count: e.toolCalls.length }),
  },
  // The response stage failed: the diagram marks it, and the stages after it stay untouched.
  'model-error': {
    stage: 'response',
    panel: 'request',
    breakpoint: 'event-type',
    summary: (e) =>
      summary('modelError', { kind: e.kind, status: e.status === undefined ? '—' : String(e.status) }),
  },
  'plan-build': {
    stage: 'plan',
    panel: 'plan',
    breakpoint: 'event-type',
    summary: (e) => summary('plan', {}, { calls: e.calls.length, batches: e.batches.length }),
  },
  'call-rejected': {
    stage: 'plan',
    panel: 'plan',
    breakpoint: () => ({ kind: 'gate-verdict', verdict: 'TOO_MANY_CALLS' }),
    summary: (e) => summary('rejected', { tool: e.toolName }, { max: e.maxCallsPerTurn }),
  },
  'batch-start': {
    stage: 'batches',
    panel: 'plan',
    breakpoint: 'event-type',
    summary: (e) =>
      summary(
        e.concurrent ? 'batchConcurrent' : 'batchSerial',
        {},
        { index: e.batchIndex, count: e.callIds.length },
      ),
  },
  // A call's span opens before its gates (ARCHITECTURE.md, "One ReAct step"): its token enters the gates.
  'tool-start': {
    stage: 'permission',
    panel: 'tools',
    breakpoint: (e) => ({ kind: 'tool', toolName: e.toolName }),
    summary: (e) => summary('toolStart', { tool: e.toolName, id: e.callId }),
  },
  'gate-check': {
    stage: (e) => e.gate,
    panel: 'gates',
    breakpoint: (e) =>
      e.gate === 'permission' && e.verdict === 'DENY'
        ? { kind: 'gate-verdict', verdict: 'DENY' }
        : e.gate === 'breaker' && e.verdict === 'REJECT'
          ? { kind: 'gate-verdict', verdict: 'CIRCUIT_OPEN' }
          : { kind: 'event-type', eventType: e.type },
    summary: (e) => summary(`gate.${e.gate}`, { tool: e.toolName, verdict: e.verdict }),
  },
  'permission-ask': {
    stage: 'permission',
    panel: 'gates',
    breakpoint: () => ({ kind: 'gate-verdict', verdict: 'ASK' }),
    summary: (e) => summary('ask', { tool: e.request.toolName }),
  },
  'permission-answer': {
    stage: 'permission',
    panel: 'gates',
    breakpoint: 'event-type',
    summary: (e) => summary(`answer.${e.answer}`, { id: e.callId }),
  },
  // Armed by an input before the model's turn; fired by the call that consumes it.
  'fault-inject': {
    stage: (e) => (e.action === 'fire' ? 'run' : 'response'),
    panel: 'tools',
    breakpoint: 'event-type',
    summary: (e) => summary(`fault.${e.action}`, { tool: e.toolName }, { remaining: e.remaining }),
  },
  'tool-end': {
    stage: 'result',
    panel: 'tools',
    breakpoint: (e) =>
      e.errorCode === 'CONFLICT' || e.errorCode === 'INVALID_PARAM'
        ? { kind: 'gate-verdict', verdict: e.errorCode }
        : { kind: 'event-type', eventType: e.type },
    summary: (e) =>
      e.errorCode
        ? summary('toolFailed', { tool: e.toolName, code: e.errorCode }, { ms: { ms: e.durationMs } })
        : summary(`toolEnd.${e.status}`, { tool: e.toolName }, { ms: { ms: e.durationMs } }),
  },
  'batch-end': {
    stage: 'result',
    panel: 'plan',
    breakpoint: 'event-type',
    summary: (e) =>
      summary('batchEnd', {}, { index: e.batchIndex, from: { ms: e.startMs }, to: { ms: e.endMs } }),
  },
  // Seen while the schema is built (an open breaker's recovery time passed), or by a call's result.
  'breaker-transition': {
    stage: (e) => (e.observedBy === 'schema-build' ? 'schema' : 'breaker'),
    panel: 'breakers',
    breakpoint: (e) => ({ kind: 'breaker-transition', to: e.to }),
    summary: (e) => summary('breaker', { tool: e.toolName, from: e.from, to: e.to }),
  },
  'budget-truncate': {
    stage: 'budget',
    panel: 'budget',
    breakpoint: (e) => ({ kind: 'budget-cut', layer: e.layer }),
    summary: (e) =>
      summary(
        'truncate',
        { tool: e.toolName },
        { before: { bytes: e.beforeBytes }, after: { bytes: e.afterBytes } },
      ),
  },
  'budget-apply': {
    stage: 'budget',
    panel: 'budget',
    breakpoint: 'event-type',
    summary: (e) =>
      summary('budget', {}, { before: { bytes: e.totalBeforeBytes }, after: { bytes: e.totalAfterBytes } }),
  },
  // A tool's write runs in the pipeline, a spill is the budget's; a person's edit is outside the loop.
  'mcp-exchange': {
    stage: 'run',
    panel: 'tools',
    breakpoint: 'event-type',
    summary: (e) =>
      e.callId === null
        ? summary('mcpListingExchange', { server: e.server }, { exchanges: e.exchanges.length })
        : summary('mcpExchange', { server: e.server, id: e.callId }, { exchanges: e.exchanges.length }),
  },
  'mcp-progress': {
    stage: 'run',
    panel: 'tools',
    breakpoint: 'event-type',
    summary: (e) => summary('mcpProgress', { server: e.server, id: e.callId }, { progress: e.progress }),
  },
  'mcp-tools-refused': {
    stage: 'schema',
    panel: 'schema',
    breakpoint: 'event-type',
    summary: (e) => summary('mcpToolsRefused', { server: e.server }, { listed: e.listed }),
  },
  'file-change': {
    stage: (e) => (e.source === 'tool' ? 'run' : e.source === 'spill' ? 'budget' : null),
    panel: 'workspace',
    breakpoint: 'event-type',
    summary: (e) => summary(`file.${e.kind}`, { path: e.path }),
  },
  'history-append': {
    stage: 'history',
    panel: 'history',
    breakpoint: 'event-type',
    summary: (e) => summary('history', {}, { count: e.messages.length, bytes: { bytes: e.bytes } }),
  },
  'clock-advance': {
    stage: null,
    panel: 'run',
    breakpoint: 'event-type',
    summary: (e) => summary('clock', {}, { from: { ms: e.fromMs }, to: { ms: e.toMs } }),
  },
  'settings-change': {
    stage: null,
    panel: 'run',
    breakpoint: 'event-type',
    summary: (e) => summary('settings', { keys: changedKeys(e.change).join(', ') }),
  },
  'step-end': {
    stage: 'next',
    panel: 'run',
    breakpoint: 'event-type',
    summary: (e) => summary(`stepEnd.${e.outcome}`),
  },
  'run-end': {
    stage: 'next',
    panel: 'run',
    breakpoint: 'event-type',
    summary: (e) => summary(`runEnd.${e.reason}`, {}, { steps: e.steps }),
  },
};

/**
 * Every event type, in the order a step usually produces them (the catalog's order): for filters, the
 * breakpoint grammar, the trace-file reader and exhaustiveness tests. Complete because the catalog must be.
 */
export const TRACE_EVENT_TYPES = Object.keys(TRACE_EVENT_CATALOG) as readonly TraceEventType[];

/**
 * The entry for an event, typed for the whole union. Sound because the catalog is keyed by type: an event's
 * entry is written against its own variant (the one cast of the catalog).
 */
function entryOf(event: TraceEvent): TraceEventEntry<TraceEventType> {
  return TRACE_EVENT_CATALOG[event.type] as unknown as TraceEventEntry<TraceEventType>;
}

/** The stage an event belongs to; null for events outside the loop (clock advances, settings, a person's edits). */
export function stageOfEvent(event: TraceEvent): PipelineStageId | null {
  const { stage } = entryOf(event);
  return typeof stage === 'function' ? stage(event) : stage;
}

/** The comparison panel a difference in an event of this type counts under. */
export function panelOfType(type: TraceEventType): DiffPanel {
  return TRACE_EVENT_CATALOG[type].panel;
}

/**
 * The breakpoint a row of an inspector offers for its event: the most specific kind that matches it (a
 * CONFLICT rather than "any tool-end"), so "break here" stops on the next event like this one.
 */
export function breakpointForEvent(event: TraceEvent): Breakpoint {
  const { breakpoint } = entryOf(event);
  return breakpoint === 'event-type' ? { kind: 'event-type', eventType: event.type } : breakpoint(event);
}

/** What a row of the event says, as data the page words (ui/reasons/event-summary.ts). */
export function summaryOfEvent(event: TraceEvent): EventSummary {
  return entryOf(event).summary(event);
}
