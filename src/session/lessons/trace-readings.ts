// The questions a checkpoint can ask of a trace, as data, and the one function that answers them. Answers are
// short strings in trace vocabulary ("[Read Read]∥ → [Edit]", "DENY", "error CONFLICT"), so a checkpoint's
// choices can be compared with them exactly. Every reading names a main-agent step; the subagent readings
// follow a Task call of that step into the nested run it started (its own scope, decision 0408).
import { seedRegexOf } from '../../engine/protocol/seed-regex-details';
import type { JsonSchema } from '../../engine/protocol/json-schema';
import { agentSpans, spanOfCall } from '../../engine/trace/agent-spans';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { assertNever } from '../../common/assert-never';

export type TraceReading =
  /** The batch partition of a step's plan, e.g. `[Read Read]∥ → [Edit]`. */
  | { readonly kind: 'batch-partition'; readonly step: number }
  /** The tools offered in a step's schema, in the order sent, e.g. `Edit, Read`. */
  | { readonly kind: 'schema-tools'; readonly step: number }
  /** The parameter names a tool's schema declares at a step, e.g. `city` or `input`. */
  | { readonly kind: 'tool-parameters'; readonly step: number; readonly toolName: string }
  /** How a call ended: `success`, `partial`, or `error CODE`. */
  | { readonly kind: 'call-outcome'; readonly step: number; readonly callIndex: number }
  /** Every call's outcome at a step, in model order, joined by ` / `. */
  | { readonly kind: 'step-outcomes'; readonly step: number }
  /** The permission gate's final verdict for a call (ALLOW or DENY). */
  | { readonly kind: 'permission-verdict'; readonly step: number; readonly callIndex: number }
  /** The seed regex classifier's verdict beside the AST classifier's: `seed ALLOW, AST ASK`. */
  | { readonly kind: 'classifier-verdicts'; readonly step: number; readonly callIndex: number }
  /** A breaker's transitions during a step, e.g. `CLOSED→OPEN`, or `none`. */
  | { readonly kind: 'breaker-transitions'; readonly step: number; readonly toolName: string }
  /** The budget's cuts at a step, in the order made: `call_1_2 per-tool`, or `none`. */
  | { readonly kind: 'budget-cuts'; readonly step: number }
  /** Whether the serialized result the model sees carries an `error` field: `yes` or `no`. */
  | { readonly kind: 'has-error-field'; readonly step: number; readonly callIndex: number }
  /** The lock gate's verdict for a call: INJECTED, MODEL, MISSING or SKIP. */
  | { readonly kind: 'lock-verdict'; readonly step: number; readonly callIndex: number }
  /** How many steps the subagent a Task call started took, e.g. `3`; `none` when the call started none. */
  | { readonly kind: 'subagent-steps'; readonly step: number; readonly callIndex: number }
  /** The tools that subagent called, in the order it called them, e.g. `Grep, Read`, or `none`. */
  | { readonly kind: 'subagent-calls'; readonly step: number; readonly callIndex: number }
  /** The parameters a tool's schema requires at a step, as sent, e.g. `path` (under strict: all of them). */
  | { readonly kind: 'required-parameters'; readonly step: number; readonly toolName: string }
  /** The JSON type of one parameter as sent, e.g. `integer` (under strict, an optional one: `integer, null`). */
  | {
      readonly kind: 'parameter-type';
      readonly step: number;
      readonly toolName: string;
      readonly parameter: string;
    };

const NOT_REACHED = '(not reached)';

export function readTrace(reading: TraceReading, events: readonly TraceEvent[]): string {
  const at = events.filter((e) => e.scope === undefined && e.step === reading.step);
  switch (reading.kind) {
    case 'batch-partition': {
      const plan = at.find((e) => e.type === 'plan-build');
      // A step whose response called nothing (a final answer) plans nothing: it has no batches.
      if (plan?.type !== 'plan-build') return at.some((e) => e.type === 'step-end') ? 'none' : NOT_REACHED;
      if (plan.batches.length === 0) return 'none';
      return plan.batches
        .map(
          (b) =>
            `[${b.callIndexes.map((i) => plan.calls[i]?.toolName ?? '?').join(' ')}]${b.concurrent ? '∥' : ''}`,
        )
        .join(' → ');
    }
    case 'schema-tools': {
      const schema = at.find((e) => e.type === 'schema-build');
      if (schema?.type !== 'schema-build') return NOT_REACHED;
      return schema.tools.map((t) => t.function.name).join(', ') || 'none';
    }
    case 'tool-parameters': {
      const parameters = parametersSent(at, reading.toolName);
      if (typeof parameters === 'string') return parameters;
      return Object.keys(parameters.properties ?? {}).join(', ') || 'none';
    }
    case 'required-parameters': {
      const parameters = parametersSent(at, reading.toolName);
      if (typeof parameters === 'string') return parameters;
      return (parameters.required ?? []).join(', ') || 'none';
    }
    case 'parameter-type': {
      const parameters = parametersSent(at, reading.toolName);
      if (typeof parameters === 'string') return parameters;
      const property = parameters.properties?.[reading.parameter];
      return property === undefined ? 'absent' : typesOf(property).join(', ') || 'any';
    }
    case 'subagent-steps':
    case 'subagent-calls': {
      const start = at.find((e) => e.type === 'tool-start' && e.index === reading.callIndex);
      if (start?.type !== 'tool-start') return NOT_REACHED;
      const span = spanOfCall(agentSpans(events), start.callId);
      if (!span) return 'none';
      if (reading.kind === 'subagent-steps') return String(span.steps);
      const called = events.filter((e) => e.type === 'tool-start' && e.scope === span.scope);
      return called.map((e) => (e.type === 'tool-start' ? e.toolName : '')).join(', ') || 'none';
    }
    case 'call-outcome': {
      const end = toolEnd(at, reading.callIndex);
      return end ? outcomeOf(end) : NOT_REACHED;
    }
    case 'step-outcomes': {
      const ends = at.filter((e) => e.type === 'tool-end').sort((a, b) => a.index - b.index);
      return ends.length === 0 ? 'none' : ends.map(outcomeOf).join(' / ');
    }
    case 'permission-verdict': {
      const gate = gateOf(at, reading.callIndex, 'permission');
      return gate?.gate === 'permission' ? gate.verdict : NOT_REACHED;
    }
    case 'classifier-verdicts': {
      const gate = gateOf(at, reading.callIndex, 'permission');
      if (gate?.gate !== 'permission' || !gate.risk) return NOT_REACHED;
      return `seed ${seedRegexOf(gate.risk)?.verdict ?? '?'}, AST ${gate.risk.verdict}`;
    }
    case 'breaker-transitions': {
      const moves = at.filter((e) => e.type === 'breaker-transition' && e.toolName === reading.toolName);
      return (
        moves.map((e) => (e.type === 'breaker-transition' ? `${e.from}→${e.to}` : '')).join(', ') || 'none'
      );
    }
    case 'budget-cuts': {
      const cuts = at.filter((e) => e.type === 'budget-truncate');
      return (
        cuts.map((e) => (e.type === 'budget-truncate' ? `${e.callId} ${e.layer}` : '')).join(', ') || 'none'
      );
    }
    case 'has-error-field': {
      const end = toolEnd(at, reading.callIndex);
      if (!end) return NOT_REACHED;
      const history = at.find((e) => e.type === 'history-append');
      const message =
        history?.type === 'history-append'
          ? history.messages.find((m) => m.role === 'tool' && m.tool_call_id === end.callId)
          : undefined;
      if (message?.role !== 'tool') return NOT_REACHED;
      return message.content.startsWith(`{"status":"${end.status}","error":`) ? 'yes' : 'no';
    }
    case 'lock-verdict': {
      const gate = gateOf(at, reading.callIndex, 'lock');
      return gate?.gate === 'lock' ? gate.verdict : NOT_REACHED;
    }
    default: {
      return assertNever(reading);
    }
  }
}

/** A tool's parameters as the step's schema sent them, or what to answer when there are none to read. */
function parametersSent(events: readonly TraceEvent[], toolName: string): JsonSchema | string {
  const schema = events.find((e) => e.type === 'schema-build');
  if (schema?.type !== 'schema-build') return NOT_REACHED;
  const tool = schema.tools.find((t) => t.function.name === toolName);
  return tool ? tool.function.parameters : 'absent';
}

/** The types a property admits, in the order written: its `type`, or those of its `anyOf` branches. */
function typesOf(schema: JsonSchema): string[] {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  return (schema.anyOf ?? []).flatMap(typesOf);
}

function toolEnd(events: readonly TraceEvent[], index: number) {
  const end = events.find((e) => e.type === 'tool-end' && e.index === index);
  return end?.type === 'tool-end' ? end : undefined;
}

function outcomeOf(end: { readonly status: string; readonly errorCode: string | null }): string {
  return end.status === 'error' ? `error ${end.errorCode ?? '?'}` : end.status;
}

function gateOf(events: readonly TraceEvent[], index: number, gate: 'permission' | 'lock') {
  const start = events.find((e) => e.type === 'tool-start' && e.index === index);
  if (start?.type !== 'tool-start') return undefined;
  const check = events.find((e) => e.type === 'gate-check' && e.callId === start.callId && e.gate === gate);
  return check?.type === 'gate-check' ? check : undefined;
}
