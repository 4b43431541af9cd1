// The trace: every stage appends one of these events to an append-only log (DESIGN.md, "the trace").
// Panels are selectors over the log, so each event carries enough data to draw itself without reaching
// into engine state. The events the runtime appends are in runtime-events.ts; this file holds the engine's
// events and the union of all of them. It runs past 300 lines on purpose: it is declarations only, one
// event per block, and a reader of the trace wants the engine's whole vocabulary in one place.
import type { LockMode, PermissionVerdict, RiskDecision } from '../protocol/tool';
import type { LockMeta, ToolErrorCode, ToolResult, ToolStatus } from '../protocol/tool-result';
import type { HistoryMessage } from '../history/history-message';
import type { OpenAITool } from '../protocol/openai-tool';
import type { BreakerState } from '../gates/breaker-state';
import type { PermissionMode, PermissionReply, PermissionRequest } from '../gates/permission-types';
import type { TraceEventBase } from './trace-event-base';
import type {
  ClockAdvanceEvent,
  FileChangeEvent,
  McpExchangeEvent,
  McpProgressEvent,
  McpToolsRefusedEvent,
  ModelDeltaEvent,
  ModelErrorEvent,
  ModelRequestEvent,
  ModelResponseEvent,
  PermissionAnswerEvent,
  RunEndEvent,
  RunStartEvent,
  SettingsChangeEvent,
  StepEndEvent,
  StepStartEvent,
} from './runtime-events';

export type { TraceEventBase } from './trace-event-base';
export type {
  RunStartEvent,
  StepStartEvent,
  ModelRequestEvent,
  ModelDeltaEvent,
  ModelResponseEvent,
  ModelErrorEvent,
  McpExchangeEvent,
  McpProgressEvent,
  McpToolsRefusedEvent,
  StepEndEvent,
  RunEndEvent,
  FileChangeEvent,
  PermissionAnswerEvent,
  ClockAdvanceEvent,
  SettingsChangeEvent,
  RawToolCallView,
} from './runtime-events';

// ---------------------------------------------------------------------------------------------------
// Engine events

/** The `tools` array built for one step (appended by `getOpenAITools` when given a sink). */
export interface SchemaBuildEvent extends TraceEventBase {
  readonly type: 'schema-build';
  readonly tools: readonly OpenAITool[];
  readonly fingerprint: string;
  /** UTF-8 bytes of `JSON.stringify(tools)`. */
  readonly bytes: number;
  /** Tokens of the same JSON (o200k_base). */
  readonly tokens: number;
  readonly strict: boolean;
  readonly included: readonly { readonly name: string; readonly kind: 'tool' | 'function' }[];
  readonly hidden: readonly SchemaHiddenEntry[];
}

export interface SchemaHiddenEntry {
  readonly name: string;
  readonly kind: 'tool' | 'function';
  readonly reason: 'breaker-open' | 'denied-by-rule';
  /** e.g. the deny rule, or when the breaker lets a probe through. */
  readonly detail: string;
}

export type PlannedCallStatus = 'ok' | 'parse-error' | 'invalid-arguments' | 'unknown-tool' | 'over-cap';

export interface PlannedCallView {
  /** Position in the model's list. */
  readonly index: number;
  /** The id used from here on (generated when missing, suffixed when duplicated). */
  readonly id: string;
  /** The id the model sent, or null. */
  readonly originalId: string | null;
  readonly idChange: 'none' | 'generated' | 'deduplicated';
  readonly toolName: string;
  readonly kind: 'tool' | 'function' | 'unknown';
  readonly rawArguments: string;
  /** The parsed arguments object, or null when they did not parse to an object. */
  readonly input: Readonly<Record<string, unknown>> | null;
  readonly status: PlannedCallStatus;
  /** Why the call will not run (parse or validation error), English. */
  readonly error: string | null;
  readonly concurrencySafe: boolean;
  /** Index into `batches`, or null for calls past the cap. */
  readonly batchIndex: number | null;
}

export interface BatchView {
  readonly index: number;
  readonly concurrent: boolean;
  /** Call indexes (model order). */
  readonly callIndexes: readonly number[];
}

/** The orchestrator's plan for one model turn: parsed calls and their partition into batches. */
export interface PlanBuildEvent extends TraceEventBase {
  readonly type: 'plan-build';
  readonly calls: readonly PlannedCallView[];
  readonly batches: readonly BatchView[];
  readonly maxCallsPerTurn: number;
  readonly maxConcurrency: number;
}

/** A call past the calls-per-turn cap: answered with TOO_MANY_CALLS, never run. */
export interface CallRejectedEvent extends TraceEventBase {
  readonly type: 'call-rejected';
  readonly callId: string;
  readonly index: number;
  readonly toolName: string;
  readonly reason: 'over-cap';
  readonly maxCallsPerTurn: number;
}

export interface BatchStartEvent extends TraceEventBase {
  readonly type: 'batch-start';
  readonly batchIndex: number;
  readonly concurrent: boolean;
  readonly callIds: readonly string[];
  /** Pool size used: the concurrency cap for a concurrent batch, 1 for a serial one. */
  readonly poolSize: number;
}

export interface BatchEndEvent extends TraceEventBase {
  readonly type: 'batch-end';
  readonly batchIndex: number;
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * Opens a call's span, at its start on the virtual schedule. Every planned call within the cap gets exactly
 * one tool-start and one tool-end with the same `spanId`, on every path (ran, denied, rejected, aborted).
 */
export interface ToolStartEvent extends TraceEventBase {
  readonly type: 'tool-start';
  readonly spanId: string;
  readonly callId: string;
  readonly index: number;
  readonly toolName: string;
  readonly batchIndex: number;
  /** The parsed arguments (null when they did not parse). */
  readonly input: Readonly<Record<string, unknown>> | null;
}

export type GateName = 'permission' | 'lock' | 'breaker';

interface GateCheckBase extends TraceEventBase {
  readonly type: 'gate-check';
  readonly spanId: string;
  readonly callId: string;
  readonly toolName: string;
  /** Short machine-readable id of what decided, e.g. `default.read`, `user.deny:Bash(rm:*)`. */
  readonly rule: string;
  /** English, for people. */
  readonly reason: string;
}

export interface PermissionGateCheck extends GateCheckBase {
  readonly gate: 'permission';
  /** The final verdict (ASK is resolved before this event: see `asked`). */
  readonly verdict: Exclude<PermissionVerdict, 'ASK'>;
  readonly mode: PermissionMode;
  /** Where the deciding verdict came from. */
  readonly source: 'default' | 'classifier' | 'user-rule' | 'grant' | 'mode' | 'answer' | 'unknown-tool';
  /** The tool's own risk decision, when it has a classifier (Bash). */
  readonly risk: RiskDecision | null;
  /** Present when the verdict was ASK before a person (or the mode) resolved it. */
  readonly asked: { readonly requestId: string; readonly answer: PermissionReply } | null;
  /** What rules matched against: the command for Bash, the path for file tools. */
  readonly subject: string | null;
}

export interface LockGateCheck extends GateCheckBase {
  readonly gate: 'lock';
  /**
   * INJECTED: values came from the Read cache; MODEL: the model supplied them (kept); MISSING: the tool takes a
   * lock but nothing was cached for the path; SKIP: the tool takes no lock.
   */
  readonly verdict: 'INJECTED' | 'MODEL' | 'MISSING' | 'SKIP';
  readonly lockMode: LockMode;
  readonly path: string | null;
  /** The expected_* fields added to the input. */
  readonly injectedFields: Readonly<Record<string, number>>;
  /** What the tool receives as `context.expectedLock`. */
  readonly expectedLock: LockMeta | null;
}

export interface BreakerGateCheck extends GateCheckBase {
  readonly gate: 'breaker';
  /** PASS: closed; PROBE: the single half-open probe; REJECT: open (or a probe already in flight). */
  readonly verdict: 'PASS' | 'PROBE' | 'REJECT';
  readonly state: BreakerState;
  readonly consecutiveFailures: number;
}

export type GateCheckEvent = PermissionGateCheck | LockGateCheck | BreakerGateCheck;

/** A call is waiting for a person's answer (mode `ask`). The runtime appends permission-answer. */
export interface PermissionAskEvent extends TraceEventBase {
  readonly type: 'permission-ask';
  readonly spanId: string;
  readonly request: PermissionRequest;
}

/** Fault injection: armed by a recorded input, fired when a call consumes it. */
export interface FaultInjectEvent extends TraceEventBase {
  readonly type: 'fault-inject';
  readonly action: 'arm' | 'fire';
  readonly toolName: string;
  /** Faults still armed after this event. */
  readonly remaining: number;
  readonly errorCode: ToolErrorCode;
  readonly callId: string | null;
}

export interface BreakerTransitionEvent extends TraceEventBase {
  readonly type: 'breaker-transition';
  readonly toolName: string;
  readonly from: BreakerState;
  readonly to: BreakerState;
  readonly reason: string;
  readonly consecutiveFailures: number;
  /** When an OPEN breaker lets a probe through (null unless OPEN). */
  readonly recoveryAtMs: number | null;
  /** What observed an OPEN → HALF_OPEN change, or the call that caused a change. */
  readonly observedBy: 'schema-build' | 'call' | 'record';
  readonly callId: string | null;
}

/** Closes a call's span. */
export interface ToolEndEvent extends TraceEventBase {
  readonly type: 'tool-end';
  readonly spanId: string;
  readonly callId: string;
  readonly index: number;
  readonly toolName: string;
  readonly batchIndex: number;
  readonly startMs: number;
  readonly durationMs: number;
  /** Where the call ended: `run` means the tool (or an injected fault) produced the result. */
  readonly endedAt: 'plan' | 'permission' | 'breaker' | 'fault' | 'run' | 'abort';
  readonly status: ToolStatus;
  readonly errorCode: ToolErrorCode | null;
  /** The raw result, before budget truncation. */
  readonly result: ToolResult;
}

/** One cut made by the budget (layer 1: per tool; layer 2: the turn's total). */
export interface BudgetTruncateEvent extends TraceEventBase {
  readonly type: 'budget-truncate';
  readonly callId: string;
  readonly toolName: string;
  readonly layer: 'per-tool' | 'turn-total';
  readonly beforeBytes: number;
  readonly afterBytes: number;
  readonly limitBytes: number;
  /** Where the full payload was saved, or null when saving failed. */
  readonly spillPath: string | null;
}

/** Summary of the budget over one turn, cut or not (the Budget panel draws the bars from it). */
export interface BudgetApplyEvent extends TraceEventBase {
  readonly type: 'budget-apply';
  readonly perToolMaxBytes: number;
  readonly totalMaxBytes: number;
  readonly totalBeforeBytes: number;
  readonly totalAfterBytes: number;
  readonly results: readonly {
    readonly callId: string;
    readonly beforeBytes: number;
    readonly afterBytes: number;
    readonly cut: 'none' | 'per-tool' | 'turn-total';
  }[];
  /** Calls past the cap are answered with a fixed short error that the budget does not count. */
  readonly overCapBytes: number;
}

/** Messages appended to the model's history for one turn. */
export interface HistoryAppendEvent extends TraceEventBase {
  readonly type: 'history-append';
  readonly messages: readonly HistoryMessage[];
  readonly bytes: number;
}

export type TraceEvent =
  | RunStartEvent
  | StepStartEvent
  | SchemaBuildEvent
  | ModelRequestEvent
  | ModelDeltaEvent
  | ModelResponseEvent
  | ModelErrorEvent
  | PlanBuildEvent
  | CallRejectedEvent
  | BatchStartEvent
  | GateCheckEvent
  | PermissionAskEvent
  | PermissionAnswerEvent
  | FaultInjectEvent
  | ToolStartEvent
  | ToolEndEvent
  | BatchEndEvent
  | BreakerTransitionEvent
  | BudgetTruncateEvent
  | BudgetApplyEvent
  | FileChangeEvent
  | McpExchangeEvent
  | McpProgressEvent
  | McpToolsRefusedEvent
  | HistoryAppendEvent
  | ClockAdvanceEvent
  | SettingsChangeEvent
  | StepEndEvent
  | RunEndEvent;

export type TraceEventType = TraceEvent['type'];

/** Distributes Omit over the union, so `append` keeps each variant's own fields. */
export type WithoutSeq<E> = E extends TraceEvent ? Omit<E, 'seq'> : never;

/** An event as handed to `append`: everything but the sequence number. */
export type TraceEventInput = WithoutSeq<TraceEvent>;

/** The event of a given type. */
export type TraceEventOf<T extends TraceEventType> = Extract<TraceEvent, { type: T }>;
