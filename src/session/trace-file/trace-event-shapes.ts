// The shape of every trace event, field by field, as the panels read them. The table's type makes the type
// checker prove each shape accepts only values of its event's type: a trace file that passes draws in every
// panel (the hostile-trace tests try the other direction). Free-form fields (raw responses, tool inputs and
// data) accept any JSON that is not nested too deep to draw; the recorded settings have their own shapes.
// The type check is one way only: a shape narrower than its type still compiles, so a value the runtime
// records but a shape forgets is refused at open (permission-shapes.test.ts pins the replies an ask ends with).
// One table, one entry per event type, read beside engine/trace's types; the shapes several events share are
// in files of their own by family (call-shapes.ts, tool-schema-shapes.ts, wire-exchange-shape.ts).
import { PERMISSION_MODES } from '../../engine/gates/permission-types';
import type { TraceEventOf, TraceEventType } from '../../engine/trace/trace-events';
import {
  breakerState,
  errorCode,
  historyMessage,
  jsonRecord,
  lockMeta,
  permissionReply,
  permissionRequest,
  rawToolCall,
  riskDecision,
  toolResult,
  toolStatus,
} from './call-shapes';
import {
  amount,
  bool,
  count,
  json,
  list,
  nullable,
  num,
  object,
  oneOf,
  optional,
  record,
  str,
  variants,
  type Shape,
} from './shape';
import { recordedRunSettings, recordedSettingsChange } from './settings-shapes';
import { openAiTool } from './tool-schema-shapes';
import { wireExchange } from './wire-exchange-shape';

/** Fields every event carries (its seq is checked against its line by the reader). */
const base = { seq: count, step: count, timeMs: amount, scope: optional(str) } as const;

const gateBase = {
  ...base,
  type: oneOf('gate-check'),
  spanId: str,
  callId: str,
  toolName: str,
  rule: str,
  reason: str,
};

type Shapes = { readonly [T in TraceEventType]: Shape<TraceEventOf<T>> };

export const TRACE_EVENT_SHAPES: Shapes = {
  'run-start': object({
    ...base,
    type: oneOf('run-start'),
    runId: str,
    userMessage: str,
    settings: recordedRunSettings,
    // A nested agent's span names the call that started it (decision 0408); older traces have none.
    parent: optional(object({ scope: optional(str), callId: str, spanId: str, step: count })),
  }),
  'step-start': object({ ...base, type: oneOf('step-start'), maxSteps: count }),
  'schema-build': object({
    ...base,
    type: oneOf('schema-build'),
    tools: list(openAiTool),
    fingerprint: str,
    bytes: amount,
    tokens: amount,
    strict: bool,
    included: list(object({ name: str, kind: oneOf('tool', 'function') })),
    hidden: list(
      object({
        name: str,
        kind: oneOf('tool', 'function'),
        reason: oneOf('breaker-open', 'denied-by-rule'),
        detail: str,
      }),
    ),
  }),
  'model-request': object({
    ...base,
    type: oneOf('model-request'),
    request: object({
      model: str,
      messages: list(json),
      tools: list(openAiTool),
      toolChoice: json,
      parallelToolCalls: bool,
    }),
    toolsFingerprint: str,
  }),
  'model-delta': object({
    ...base,
    type: oneOf('model-delta'),
    delta: variants('kind', {
      text: object({ kind: oneOf('text'), text: str }),
      'tool-call': object({
        kind: oneOf('tool-call'),
        index: count,
        id: optional(str),
        name: optional(str),
        argumentsFragment: optional(str),
      }),
    }),
  }),
  'model-response': object({
    ...base,
    type: oneOf('model-response'),
    content: nullable(str),
    toolCalls: list(rawToolCall),
    finishReason: nullable(str),
    usage: optional(object({ promptTokens: amount, completionTokens: amount, totalTokens: amount })),
    wire: optional(wireExchange),
  }),
  'plan-build': object({
    ...base,
    type: oneOf('plan-build'),
    calls: list(
      object({
        index: count,
        id: str,
        originalId: nullable(str),
        idChange: oneOf('none', 'generated', 'deduplicated'),
        toolName: str,
        kind: oneOf('tool', 'function', 'unknown'),
        rawArguments: str,
        input: nullable(jsonRecord),
        status: oneOf('ok', 'parse-error', 'invalid-arguments', 'unknown-tool', 'over-cap'),
        error: nullable(str),
        concurrencySafe: bool,
        batchIndex: nullable(count),
      }),
    ),
    batches: list(object({ index: count, concurrent: bool, callIndexes: list(count) })),
    maxCallsPerTurn: count,
    maxConcurrency: count,
  }),
  'call-rejected': object({
    ...base,
    type: oneOf('call-rejected'),
    callId: str,
    index: count,
    toolName: str,
    reason: oneOf('over-cap'),
    maxCallsPerTurn: count,
  }),
  'batch-start': object({
    ...base,
    type: oneOf('batch-start'),
    batchIndex: count,
    concurrent: bool,
    callIds: list(str),
    poolSize: count,
  }),
  'tool-start': object({
    ...base,
    type: oneOf('tool-start'),
    spanId: str,
    callId: str,
    index: count,
    toolName: str,
    batchIndex: count,
    input: nullable(jsonRecord),
  }),
  'gate-check': variants('gate', {
    permission: object({
      ...gateBase,
      gate: oneOf('permission'),
      verdict: oneOf('ALLOW', 'DENY'),
      mode: oneOf(...PERMISSION_MODES),
      source: oneOf('default', 'classifier', 'user-rule', 'grant', 'mode', 'answer', 'unknown-tool'),
      risk: nullable(riskDecision),
      asked: nullable(object({ requestId: str, answer: permissionReply })),
      subject: nullable(str),
    }),
    lock: object({
      ...gateBase,
      gate: oneOf('lock'),
      verdict: oneOf('INJECTED', 'MODEL', 'MISSING', 'SKIP'),
      lockMode: oneOf('version-hash', 'seed'),
      path: nullable(str),
      injectedFields: record(num),
      expectedLock: nullable(lockMeta),
    }),
    breaker: object({
      ...gateBase,
      gate: oneOf('breaker'),
      verdict: oneOf('PASS', 'PROBE', 'REJECT'),
      state: breakerState,
      consecutiveFailures: count,
    }),
  }),
  'permission-ask': object({
    ...base,
    type: oneOf('permission-ask'),
    spanId: str,
    request: permissionRequest,
  }),
  'permission-answer': object({
    ...base,
    type: oneOf('permission-answer'),
    requestId: str,
    callId: str,
    answer: permissionReply,
    source: oneOf('user', 'recorded', 'cli', 'none'),
  }),
  'fault-inject': object({
    ...base,
    type: oneOf('fault-inject'),
    action: oneOf('arm', 'fire'),
    toolName: str,
    remaining: count,
    errorCode,
    callId: nullable(str),
  }),
  'tool-end': object({
    ...base,
    type: oneOf('tool-end'),
    spanId: str,
    callId: str,
    index: count,
    toolName: str,
    batchIndex: count,
    startMs: amount,
    durationMs: amount,
    endedAt: oneOf('plan', 'permission', 'breaker', 'fault', 'run', 'abort'),
    status: toolStatus,
    errorCode: nullable(errorCode),
    result: toolResult,
  }),
  'batch-end': object({
    ...base,
    type: oneOf('batch-end'),
    batchIndex: count,
    startMs: amount,
    endMs: amount,
  }),
  'breaker-transition': object({
    ...base,
    type: oneOf('breaker-transition'),
    toolName: str,
    from: breakerState,
    to: breakerState,
    reason: str,
    consecutiveFailures: count,
    recoveryAtMs: nullable(amount),
    observedBy: oneOf('schema-build', 'call', 'record'),
    callId: nullable(str),
  }),
  'budget-truncate': object({
    ...base,
    type: oneOf('budget-truncate'),
    callId: str,
    toolName: str,
    layer: oneOf('per-tool', 'turn-total'),
    beforeBytes: amount,
    afterBytes: amount,
    limitBytes: amount,
    spillPath: nullable(str),
  }),
  'budget-apply': object({
    ...base,
    type: oneOf('budget-apply'),
    perToolMaxBytes: amount,
    totalMaxBytes: amount,
    totalBeforeBytes: amount,
    totalAfterBytes: amount,
    results: list(
      object({
        callId: str,
        beforeBytes: amount,
        afterBytes: amount,
        cut: oneOf('none', 'per-tool', 'turn-total'),
      }),
    ),
    overCapBytes: amount,
  }),
  'file-change': object({
    ...base,
    type: oneOf('file-change'),
    path: str,
    kind: oneOf('create', 'modify', 'delete', 'rename', 'mkdir', 'rmdir', 'symlink'),
    oldVersion: nullable(count),
    newVersion: nullable(count),
    source: oneOf('tool', 'editor', 'terminal', 'spill', 'restore'),
    callId: nullable(str),
    toPath: optional(str),
  }),
  'history-append': object({
    ...base,
    type: oneOf('history-append'),
    messages: list(historyMessage),
    bytes: amount,
  }),
  'clock-advance': object({
    ...base,
    type: oneOf('clock-advance'),
    fromMs: amount,
    toMs: amount,
    reason: str,
  }),
  'settings-change': object({
    ...base,
    type: oneOf('settings-change'),
    change: recordedSettingsChange,
    settings: recordedRunSettings,
  }),
  'step-end': object({
    ...base,
    type: oneOf('step-end'),
    outcome: oneOf('tool-calls', 'final-answer', 'stopped'),
  }),
  'run-end': object({
    ...base,
    type: oneOf('run-end'),
    reason: oneOf('final-answer', 'max-steps', 'aborted', 'error'),
    finalText: nullable(str),
    error: nullable(str),
    steps: count,
  }),
};
